import { describe, expect, it } from 'vitest';
import { SUBTOPIC_CONCEPTS } from '../../../../lib/topic/concepts/subtopics';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('SUBTOPIC_CONCEPTS (method sub-topics)', () => {
  itIsAWellFormedFamily(SUBTOPIC_CONCEPTS);

  it.each([
    ['Training stability and entropy collapse.', ['optimization-stability'], []],
    ['Knowledge distillation from a teacher.', ['distillation'], []],
    ['Offline reinforcement learning from logged data.', ['offline-rl'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
