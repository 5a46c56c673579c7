import { describe, expect, it } from 'vitest';
import { RL_TERM_CONCEPTS } from '../../../../lib/topic/concepts/rl-terms';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('RL_TERM_CONCEPTS (words of RL)', () => {
  itIsAWellFormedFamily(RL_TERM_CONCEPTS);

  it.each([
    ['The policy is updated.', ['policy'], []],
    ['Reinforced by success.', ['reinforce-verb'], []],
    ['Exploration of the action space.', ['exploration'], []],
    ['Self-play between two copies.', ['self-play'], []],
    ['Modelled as a Markov decision process.', ['decision-process'], []],
    ['We train the agent end to end.', ['agent-training'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
