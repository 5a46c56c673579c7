import { describe, expect, it } from 'vitest';
import { RL_CONCEPTS } from '../../../../lib/topic/concepts/rl';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('RL_CONCEPTS (RL itself)', () => {
  itIsAWellFormedFamily(RL_CONCEPTS);

  it.each([
    ['Agentic RL for web tasks.', ['agentic-rl'], []],
    ['A reinforcement learning framework.', ['rl-method'], ['reinforcement-learning']],
    ['Multi-agent reinforcement learning.', ['marl'], ['multi-agent']],
    ['Reinforcement learning is popular.', ['reinforcement-learning'], ['rl-method']],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
