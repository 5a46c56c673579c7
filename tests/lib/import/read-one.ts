/** Reads a file of one reference, expecting that one paper and nothing skipped (the import tests' shared step). */
import { expect } from 'vitest';
import { readReferences } from '../../../lib/import/references';
import type { Paper } from '../../../lib/paper/schema';

export function readOne(text: string): Paper {
  const result = readReferences(text);
  if (!result.ok) throw new Error(result.error);
  expect(result.skipped).toEqual([]);
  expect(result.papers).toHaveLength(1);
  return result.papers[0] as Paper;
}
