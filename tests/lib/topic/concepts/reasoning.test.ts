import { describe, expect, it } from 'vitest';
import { REASONING_CONCEPTS } from '../../../../lib/topic/concepts/reasoning';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('REASONING_CONCEPTS (single-turn reasoning)', () => {
  itIsAWellFormedFamily(REASONING_CONCEPTS);

  it.each([
    ['Chain-of-thought reasoning on math problems.', ['reasoning', 'math-benchmark'], []],
    ['Overthinking wastes tokens; we shorten reasoning.', ['cot-efficiency'], []],
    ['Single-turn question answering.', ['single-turn'], ['multi-turn']],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
