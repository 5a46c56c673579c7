/**
 * The labelled data the classifier is built and checked on, read from ../shared at run time (never copied into the
 * project): the hand-labelled dev set and the May 2026 stream. See ../shared/fixtures/SOURCES.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TopicInput } from '../../lib/topic/types';

/** The dev set: 456 papers, label 1 = in the topic, 0 with a `kind` of hard negative. */
export const DEV_PATH = fileURLToPath(new URL('../../../shared/data/topic-labels-dev.jsonl', import.meta.url));

/** One real month (7,355 papers); the 518 that simple filters flagged carry a label, the rest are unchecked. */
export const STREAM_PATH = fileURLToPath(new URL('../../../shared/data/stream-2026-05.jsonl', import.meta.url));

/** Kind given to stream papers nobody labelled; counted as negatives for precision. */
export const UNLABELLED = 'unlabelled';

/** A paper with what we know about it. */
export interface LabelledPaper {
  /** What the classifier sees. */
  input: TopicInput;
  /** 1 = in the topic, 0 = not (unlabelled stream papers count as 0). */
  label: 0 | 1;
  /** `positive`, a negative kind such as `hard-reasoning`, or `unlabelled`. */
  kind: string;
  /** Whether a person labelled it (false only for unlabelled stream papers). */
  checked: boolean;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** Reads a labelled JSON-lines file; rows without a `label` become unchecked negatives of kind `unlabelled`. */
export function readLabelled(path: string): LabelledPaper[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      const checked = row.label === 0 || row.label === 1;
      return {
        input: {
          id: String(row.id),
          title: String(row.title ?? ''),
          abstract: String(row.abstract ?? ''),
          authors: stringList(row.authors),
          categories: stringList(row.categories),
        },
        label: row.label === 1 ? 1 : 0,
        kind: checked ? String(row.kind ?? (row.label === 1 ? 'positive' : 'negative')) : UNLABELLED,
        checked,
      };
    });
}
