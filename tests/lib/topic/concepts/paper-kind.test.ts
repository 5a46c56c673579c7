import { describe, expect, it } from 'vitest';
import { PAPER_KIND_CONCEPTS } from '../../../../lib/topic/concepts/paper-kind';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('PAPER_KIND_CONCEPTS (what kind of paper it is)', () => {
  itIsAWellFormedFamily(PAPER_KIND_CONCEPTS);

  it.each([
    ['A training-free method at inference time.', ['training-free', 'inference-time'], []],
    ['We introduce a benchmark of 500 tasks.', ['benchmark'], []],
    ['This survey reviews the field.', ['survey'], []],
    ['A curriculum from easy to hard tasks.', ['curriculum'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
