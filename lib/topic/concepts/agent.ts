/** Agents acting over several steps in an environment: the words for agents, their horizon, interaction and worlds. */
import type { ConceptData } from './concept';
import { anyOf, forms, optional } from './phrases';

export const AGENT_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'agentic',
    label: 'agentic',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    phrases: [forms('agentic', ['', 'ally'])],
    examples: {
      fires: ['an open-source agentic AI framework', 'the model acts agentically'],
      silent: ['agentic RL at scale', 'human agency'],
    },
  },
  {
    id: 'multi-agent',
    label: 'multi-agent',
    group: 'agent',
    presence: { agent: 0.6 },
    phrases: ['multi-?agents?', 'multiple agents', 'agent teams?', 'llm-mas', 'mas'],
    examples: {
      fires: ['multi-agent systems (MAS)', 'coordinating multiple agents through workflows', 'a cooperative agent team'],
      silent: ['multi-agent RL for traffic control', 'image masks'],
    },
  },
  {
    id: 'agent',
    label: 'agent',
    group: 'agent',
    presence: { agent: 0.6 },
    phrases: ['agents?'],
    examples: {
      fires: ['the most competitive agent', 'agents act in the world'],
      silent: ['agentic workflows', 'user agency'],
    },
  },
  {
    id: 'long-horizon',
    label: 'long-horizon / multi-step tasks',
    group: 'agent',
    presence: { agent: 0.8 },
    phrases: ['long-?horizon', 'multi-?step', 'step-level', 'per-step', 'multiple steps', 'horizons?'],
    examples: {
      fires: ['difficult long-horizon tasks', 'multi-step tasks that demand tool use', 'long planning horizons'],
      silent: ['step-by-step solutions', 'horizontal flips of images'],
    },
  },
  {
    id: 'env-interaction',
    label: 'interacting with an environment, tools or users',
    group: 'agent',
    presence: { agent: 1 },
    // The labeller's line between an agent and a reasoner: acting on something that answers back, turn after turn.
    phrases: [
      `${forms('interact', ['', 's', 'ing'])} with ${optional(['the ', 'an? ', 'its ', 'their ', 'real ', 'external ', 'live '])}${anyOf([
        'environments?',
        'tools?',
        'users?',
        'simulators?',
        'websites?',
        'apps?',
        'interfaces?',
      ])}`,
      `${anyOf(['environment', 'execution', 'tool', 'interaction'])} feedback`,
      `feedback from ${optional(['the '])}${anyOf(['environment', 'tools?', 'execution'])}`,
    ],
    examples: {
      fires: ['by interacting with external tools', 'reflecting on code execution feedback', 'feedback from the environment'],
      silent: ['interaction with humans', 'environment variables'],
    },
  },
  {
    id: 'visual-tools',
    label: 'visual tools (zoom, crop)',
    group: 'agent',
    presence: { agent: 0.5 },
    // Vision agents act through image operations; a model that only looks once is a reasoner.
    phrases: [
      forms('zoom', ['', 's', 'ed', 'ing', '-in']),
      forms('crop', ['', 's', 'ped', 'ping']),
      'visual tools?',
      'image operations?',
      'active perception',
    ],
    examples: {
      fires: ['image search and image crop tools', 'zoom-in operations', 'active perception'],
      silent: ['visual tokens', 'cropland mapping from satellites'],
    },
  },
  {
    id: 'interaction',
    label: 'interaction',
    group: 'agent',
    presence: { agent: 0.4 },
    phrases: [forms('interact', ['', 's', 'ing', 'ion', 'ions', 'ive', 'ively'])],
    examples: {
      fires: ['the interactive, multi-turn nature of memory agents', 'we interact with computers every day'],
      silent: ['interacting with the environment', 'interactome maps'],
    },
  },
  {
    id: 'trajectory',
    label: 'trajectories',
    group: 'agent',
    presence: { agent: 0.5 },
    phrases: [forms('trajector', ['y', 'ies']), 'episodes?', 'episodic'],
    examples: {
      fires: ['realistic motion trajectories', 'in 35.0% of episodes', 'an episodic memory'],
      silent: ['trajectory-level advantages', 'trajectory rewards'],
    },
  },
  {
    id: 'environment',
    label: 'environment',
    group: 'agent',
    presence: { agent: 0.6 },
    phrases: ['environments?', 'envs?', 'gyms?', forms('sandbox', ['', 'es', 'ed']), 'arenas?', 'testbeds?'],
    examples: {
      fires: ['a realistic execution sandbox', 'a challenging testbed', 'urban environments'],
      silent: ['environment feedback', 'environmental science'],
    },
  },
  {
    id: 'simulator',
    label: 'simulator / simulated user',
    group: 'agent',
    presence: { agent: 0.4 },
    phrases: ['simulators?', `simulated ${anyOf(['users?', 'environments?', 'patients?'])}`, 'user simulat\\w*'],
    examples: {
      fires: ['a low-fidelity simulator', 'emotion rewards from simulated users', 'user simulation'],
      silent: ['simulation results', 'simulated annealing'],
    },
  },
];
