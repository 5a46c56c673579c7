import { describe, expect, it } from 'vitest';
import { SYSTEM_SUBTOPIC_CONCEPTS } from '../../../../lib/topic/concepts/subtopics-systems';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('SYSTEM_SUBTOPIC_CONCEPTS (systems sub-topics)', () => {
  itIsAWellFormedFamily(SYSTEM_SUBTOPIC_CONCEPTS);

  it.each([
    ['Asynchronous rollout infrastructure scales training.', ['infrastructure'], []],
    ['We synthesize environments automatically.', ['environment-synthesis'], []],
    ['Drug discovery and chemistry.', ['domain-science'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
