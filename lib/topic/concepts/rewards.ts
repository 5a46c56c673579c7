/** Rewards and what RL computes from them: verifiable and dense rewards, reward models, advantages, credit assignment. */
import type { ConceptData } from './concept';
import { anyOf, forms, optional } from './phrases';

/** Kinds of reward, before "reward(s)" ("process rewards", "turn-level reward", "sparse-reward tasks"). */
const REWARD_KINDS = [
  'process',
  'step',
  'turn',
  'segment',
  'dense',
  'intermediate',
  'stepwise',
  'step-wise',
  'fine-grained',
  'outcome',
  'sparse',
  'intrinsic',
  'shaped',
  'trajectory',
  'partial',
];

export const REWARD_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'verifiable-reward',
    label: 'verifiable rewards / reinforcement fine-tuning',
    group: 'rl',
    presence: { rl: 1 },
    phrases: [
      'rlvr',
      'rlver',
      `verifiable ${optional(['task ', 'environment ', 'outcome '])}rewards?`,
      'reinforcement fine-?tuning',
      'rft',
      'rl from verifiable rewards',
    ],
    examples: {
      fires: [
        'reinforcement learning with verifiable rewards (RLVR)',
        'outperforms vanilla reinforcement fine-tuning',
        'verifiable outcome rewards',
      ],
      silent: ['verifiable claims in fact-checking', 'rewards that are hard to verify'],
    },
  },
  {
    id: 'dense-reward',
    label: 'process / step-level rewards',
    group: 'rl',
    presence: { rl: 0.8 },
    phrases: [`${anyOf(REWARD_KINDS)}[- ]${optional(['level '])}rewards?`, 'reward shaping', 'process reward models?', 'prms?'],
    examples: {
      fires: ['long-horizon, sparse-reward tasks', 'meta-learned reward shaping', 'turn-level rewards', 'a process reward model (PRM)'],
      silent: ['process supervision from human labels', 'a fine-grained analysis of the reward'],
    },
  },
  {
    id: 'reward-hacking',
    label: 'reward hacking',
    group: 'rl',
    presence: { rl: 0.8 },
    phrases: ['reward hacking', 'reward exploitation', 'reward gaming', 'specification gaming'],
    examples: {
      fires: ['biases which could lead to reward hacking', 'sycophancy, length gaming, and specification gaming'],
      silent: ['a hacking benchmark of capture-the-flag tasks', 'exploitation of software vulnerabilities'],
    },
  },
  {
    id: 'reward-model',
    label: 'reward model / judge',
    group: 'rl',
    presence: { rl: 0.3 },
    phrases: [`${optional(['generative '])}reward models?`, 'reward modell?ing', 'rms?'],
    examples: {
      fires: ['reward models (RMs) play a crucial role', 'a generative reward model', 'calibrated reward modeling'],
      silent: ['RMSNorm layers', 'a rule-based reward'],
    },
  },
  {
    id: 'reward',
    label: 'reward signal',
    group: 'rl',
    presence: { rl: 0.5 },
    phrases: ['rewards?', 'rewarded', 'rewarding'],
    examples: {
      fires: ['existing methods rely on reward signals', 'when rewarded solely for accuracy', 'a self-rewarding framework'],
      silent: ['scores on RewardBench', 'the reward model scores responses'],
    },
  },
  {
    id: 'advantage',
    label: 'advantage estimation',
    group: 'rl',
    presence: { rl: 0.8 },
    phrases: [
      `advantage ${anyOf(['estimat\\w*', 'functions?', 'values?', 'signals?', 'normali[sz]ation', 'shaping', 'weighting'])}`,
      `${anyOf(['turn', 'step', 'token', 'group', 'trajectory', 'sequence'])}-level advantages?`,
      'gae',
    ],
    examples: {
      fires: ['a revised advantage estimation method', 'step rewards are used to compute step-level advantages', 'bi-level GAE'],
      silent: ['a competitive advantage over baselines', 'takes advantage of external tools'],
    },
  },
  {
    id: 'credit-assignment',
    label: 'credit assignment',
    group: 'rl',
    presence: { rl: 0.8 },
    phrases: ['credit assignment', `${forms('assign', ['', 's', 'ing'])} credit`, 'credit signals?', 'partial credit'],
    examples: {
      fires: [
        'credit assignment is a central challenge',
        'carefully assigns credit at both levels',
        'partial credit for almost-correct programs',
      ],
      silent: ['credit scoring for loan applications', 'a credit card fraud dataset'],
    },
  },
];
