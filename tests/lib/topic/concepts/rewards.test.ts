import { describe, expect, it } from 'vitest';
import { REWARD_CONCEPTS } from '../../../../lib/topic/concepts/rewards';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('REWARD_CONCEPTS (rewards and credit)', () => {
  itIsAWellFormedFamily(REWARD_CONCEPTS);

  it.each([
    ['Verifiable rewards from unit tests.', ['verifiable-reward'], []],
    ['Dense process rewards per step.', ['dense-reward'], []],
    ['The policy exploits reward hacking.', ['reward-hacking'], []],
    ['A learned reward model scores outputs.', ['reward-model'], ['reward']],
    ['Advantage estimation with GAE.', ['advantage'], []],
    ['Credit assignment across turns.', ['credit-assignment'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
