/** Weaker RL words: a policy, reinforcing, exploration, self-play, decision processes, and training agents. */
import type { ConceptData } from './concept';
import { after, anyNumberOf, anyOf, forms, notAfter } from './phrases';

/** Verbs that train something ("trains", "post-trained", "fine-tuning", "optimizes"). */
const TRAINING_VERBS = [
  forms('train', ['', 's', 'ed', 'ing']),
  forms('post-train', ['', 's', 'ed', 'ing']),
  forms('fine-?tun', ['e', 'es', 'ed', 'ing']),
  forms('optimi[sz]', ['e', 'es', 'ed', 'ing']),
];

/** Words that may sit between a training verb and "agents" ("training LLM agents", "fine-tune our web agents"). */
const AGENT_MODIFIERS = [
  'llm',
  'language',
  'the',
  'an',
  'our',
  'small',
  'multi-turn',
  'web',
  'gui',
  'search',
  'coding',
  'tool-using',
  'tool-use',
  'research',
  'interactive',
  'these',
  'such',
];

export const RL_TERM_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'policy',
    label: 'a learned policy',
    group: 'rl',
    presence: { rl: 0.3 },
    // "orchestration policy", "dialogue policy": RL's word for what is trained, weak on its own ("safety policies").
    phrases: [forms('polic', ['y', 'ies'])],
    examples: {
      fires: ['an orchestration policy', 'current attack policies do not saturate the benchmark'],
      silent: ['policy gradients with a baseline', 'stable policy optimization'],
    },
  },
  {
    id: 'reinforce-verb',
    label: 'reinforcing / reinforced',
    group: 'rl',
    presence: { rl: 0.6 },
    // "a self-reinforcing failure loop" is a feedback loop, not reinforcement learning.
    phrases: [notAfter('self-', forms('reinforc', ['e', 'es', 'ed', 'ing']))],
    examples: {
      fires: ['Reinforcing multi-turn reasoning in LLM agents', 'tool-using language models with reinforced reasoning'],
      silent: ['a self-reinforcing failure loop', 'reinforcement signals'],
    },
  },
  {
    id: 'exploration',
    label: 'exploration',
    group: 'rl',
    presence: { rl: 0.3 },
    phrases: ['exploration', 'exploration-exploitation', 'entropy collapse', 'policy entropy', 'entropy regulari[sz]ation'],
    examples: {
      fires: ['novel exploration around data curriculum', 'which frequently leads to entropy collapse', 'entropy regularization'],
      silent: ['we explore three designs', 'an entropy priority queue'],
    },
  },
  {
    id: 'self-play',
    label: 'self-play',
    group: 'rl',
    presence: { rl: 0.6 },
    phrases: ['self-?play'],
    examples: {
      fires: ['Search Self-Play: pushing the frontier of agent capability', 'trained through selfplay'],
      silent: ['role-playing agents', 'a self-playing piano'],
    },
  },
  {
    id: 'decision-process',
    label: 'sequential decision process (MDP, bandit)',
    group: 'rl',
    presence: { rl: 0.6 },
    phrases: ['mdps?', 'pomdps?', 'markov decision', 'markov games?', 'sequential decision[- ]making', 'bandits?'],
    examples: {
      fires: [
        'a partially observable Markov decision process (POMDP)',
        'a controlled stochastic bandit setting',
        'sequential decision-making',
      ],
      silent: ['Markov chain Monte Carlo', 'gradient-boosted decision trees'],
    },
  },
  {
    id: 'agent-training',
    label: 'training agents',
    group: 'rl',
    presence: { rl: 0.5, agent: 0.5 },
    phrases: [
      // Found at "agent(s)", looking back for training verbs; "mid-training" is data work, not agent training.
      after(`${notAfter('[a-z0-9-]', anyOf(TRAINING_VERBS))} ${anyNumberOf(AGENT_MODIFIERS)}`, 'agents?'),
      `${forms('agent', ['', 'ic'])} ${anyOf(['training', 'post-training', 'optimi[sz]ation', 'learning'])}`,
    ],
    examples: {
      fires: [
        'manually engineered rewards for training such agents',
        'group-in-group policy optimization for LLM agent training',
        'we fine-tune our web agents',
      ],
      silent: ['mid-training agents on code data', 'agents trained with GRPO'],
    },
  },
];
