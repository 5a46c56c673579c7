import { describe, expect, it } from 'vitest';
import { AGENT_ABILITY_CONCEPTS } from '../../../../lib/topic/concepts/agent-abilities';
import { conceptsIn, itIsAWellFormedFamily } from './family';

describe('AGENT_ABILITY_CONCEPTS (what agents can do)', () => {
  itIsAWellFormedFamily(AGENT_ABILITY_CONCEPTS);

  it.each([
    ['Agents play chess and Minecraft.', ['games'], []],
    ['We add a long-term memory module to the agent.', ['memory'], []],
    ['The agent learns reusable skills.', ['skills'], []],
    ['We learn a world model of the environment.', ['world-model'], []],
    ['The agent self-evolves from its own experience.', ['self-evolution'], []],
    ['An orchestrator coordinates sub-agents.', ['orchestration'], []],
  ] as const)('reads %j as %j, not %j', (snippet, fires, silent) => {
    const found = conceptsIn(snippet);
    for (const id of fires) expect(found, id).toContain(id);
    for (const id of silent) expect(found, id).not.toContain(id);
  });
});
