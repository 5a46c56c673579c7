import { describe, expect, it } from 'vitest';
import { RL_ALGORITHM_CONCEPTS } from '../../../../lib/topic/concepts/rl-algorithms';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('RL_ALGORITHM_CONCEPTS (RL algorithms)', () => {
  itIsAWellFormedFamily(RL_ALGORITHM_CONCEPTS);

  it.each([
    ['We sample rollouts in parallel.', ['rollout'], []],
    ['On-policy updates with importance sampling.', ['on-policy'], []],
    ['A critic estimates the value function.', ['value-learning'], []],
    ['We apply DPO to preference pairs.', ['preference-optimization'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
