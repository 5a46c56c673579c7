/** RL algorithms and their parts: policy gradients, critics, on-/off-policy updates, rollouts, R1-style recipes, DPO. */
import type { ConceptData } from './concept';
import { anyOf, forms, notAfter, optional } from './phrases';

export const RL_ALGORITHM_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'policy-gradient',
    label: 'policy-gradient algorithm (PPO, GRPO, ...)',
    group: 'rl',
    presence: { rl: 1 },
    phrases: [
      'ppo',
      'grpo',
      'gspo',
      'dapo',
      'rloo',
      'trpo',
      'vapo',
      'remax',
      'reinforce\\+\\+',
      'policy gradients?',
      `policy[- ]${forms('optimi[sz]', ['ation', 'ed', 'ing'])}`,
      'proximal policy',
      'group relative',
      'actor-?critic',
    ],
    examples: {
      fires: ['consistent improvements over PPO, DPO, GRPO and DAPO', 'group relative policy optimization', 'an actor-critic method'],
      silent: ['the REINFORCE estimator with a baseline', 'proximal point methods'],
    },
  },
  {
    id: 'r1-style',
    label: 'R1-style RL training',
    group: 'rl',
    presence: { rl: 0.7 },
    phrases: [
      // "Search-R1" names an RL-trained method; "DeepSeek-R1" names a model that papers without RL compare against.
      notAfter('deepseek-', `r1${optional(['-zero', '-style', '-like'])}`),
    ],
    examples: {
      fires: ['We compare against Search-R1 and R1-Zero training.', 'WebAgent-R1: training web agents end to end'],
      silent: ['We vary the actor from the 8B DeepSeek-R1 variant to GPT-4o.', 'DeepSeek-R1-Distill-Qwen-1.5B as the student'],
    },
  },
  {
    id: 'rollout',
    label: 'rollouts',
    group: 'rl',
    presence: { rl: 0.5 },
    phrases: ['roll-?outs?'],
    examples: {
      fires: ['off-policy demonstrations with on-policy rollouts', 'a two-stage roll-out'],
      silent: ['a geometric integrator to "roll out" motion', 'features rolled out to all users'],
    },
  },
  {
    id: 'on-policy',
    label: 'on-/off-policy learning',
    group: 'rl',
    presence: { rl: 0.7 },
    phrases: [
      'on-?policy',
      'off-?policy',
      'online rl',
      'offline rl',
      'importance sampling',
      'policy lag',
      'asynchronous rl',
      'policy updates?',
    ],
    examples: {
      fires: [
        'Updates stay on-policy with importance sampling.',
        'learning to reason under off-policy guidance',
        'the offline-to-online RL setting',
      ],
      silent: ['We propose on-policy self-distillation with a privileged teacher.', 'online shopping assistants'],
    },
  },
  {
    id: 'value-learning',
    label: 'value function / critic / Q-learning',
    group: 'rl',
    presence: { rl: 0.6 },
    phrases: [
      `value ${anyOf(['functions?', 'models?', 'networks?', 'estimat\\w*'])}`,
      // Only the critic of actor-critic RL: a bare "Critic" in an LLM paper is usually a model giving feedback in words.
      'critic-free',
      `${anyOf(['learned', 'value', 'token-level', 'step-level'])} critics?`,
      `critic ${anyOf(['models?', 'networks?', 'heads?', 'loss'])}`,
      'q-?learning',
      'q-?values?',
      'q-?functions?',
      'temporal[- ]difference',
      'bellman',
      'dqn',
      'sac',
      'td3',
      'ddpg',
    ],
    examples: {
      fires: [
        'PPO trains a critic model alongside the policy.',
        'GRPO is a critic-free method.',
        'a learned value function',
        'deep Q-learning',
      ],
      silent: ['The Critic provides iterative feedback to the Actor.', 'the value of curated data'],
    },
  },
  {
    id: 'preference-optimization',
    label: 'preference optimisation (DPO, ...)',
    group: 'rl',
    presence: { rl: 0.5 },
    phrases: ['dpo', 'step-dpo', 'direct preference optimi[sz]ation', 'preference optimi[sz]ation'],
    examples: {
      fires: ['direct preference optimization (DPO)', 'short-to-long preference optimization', 'Step-DPO for math'],
      silent: ['preference data collection', 'optimization of user preferences'],
    },
  },
];
