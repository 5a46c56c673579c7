import { describe, expect, it } from 'vitest';
import { OTHER_FIELD_CONCEPTS } from '../../../../lib/topic/concepts/other-fields';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('OTHER_FIELD_CONCEPTS (fields other than LLM agents)', () => {
  itIsAWellFormedFamily(OTHER_FIELD_CONCEPTS);

  it.each([
    ['We use a vision-language-action model.', ['vla'], ['vlm']],
    ['A robot arm grasps objects.', ['robotics'], []],
    ['Jailbreak attacks on the model.', ['security'], []],
    ['Atari games and MuJoCo control.', ['classic-rl-domain'], []],
    ['Job-shop scheduling and supply chains.', ['operations-domain'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
