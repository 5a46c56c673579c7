import { describe, expect, it } from 'vitest';
import { AGENT_CONCEPTS } from '../../../../lib/topic/concepts/agent';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('AGENT_CONCEPTS (agents acting over several steps)', () => {
  itIsAWellFormedFamily(AGENT_CONCEPTS);

  it.each([
    ['Agentic search with tools.', ['agentic'], []],
    ['Multi-agent collaboration among LLMs.', ['multi-agent'], []],
    ['Long-horizon tasks need many steps.', ['long-horizon'], []],
    ['The agent interacts with the environment.', ['agent', 'env-interaction', 'environment'], []],
    ['We collect trajectories from the simulator.', ['trajectory', 'simulator'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
