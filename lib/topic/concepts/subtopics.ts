/** Phrases that only name sub-topics of RL training for the tags (taxonomy.ts); the model does not weigh them. */
import type { ConceptData } from './concept';
import { anyOf, forms, optional } from './phrases';

/** Units finer than a whole trajectory ("segment-level"), and what is given per unit. */
const LEVELS = ['step', 'turn', 'segment', 'token', 'action', 'stage'];
const PER_LEVEL = ['credit', 'advantages?', 'rewards?', 'supervision', 'feedback', 'attribution'];

export const SUBTOPIC_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'step-level-credit',
    label: 'step- or turn-level credit',
    group: 'subtopic',
    presence: {},
    phrases: [`${anyOf(LEVELS)}-level ${anyOf(PER_LEVEL)}`, 'process rewards?', 'process supervision', 'hindsight', 'attribution'],
    examples: {
      fires: ['we propose segment-level supervision', 'process supervision into agent learning', 'hindsight-guided distillation'],
      silent: ['segment-level features', 'process mining'],
    },
  },
  {
    id: 'reward-design',
    label: 'reward design',
    group: 'subtopic',
    presence: {},
    phrases: [
      `reward ${anyOf(['design', 'functions?', 'signals?', 'shaping', 'density', 'sparsity'])}`,
      `${forms('rubric', ['', '-based', '-guided'])} rewards?`,
      'rubrics?',
      'checklist rewards?',
      'multi-rewards?',
    ],
    examples: {
      fires: ['citation-aware rubric rewards', 'synthetic rubric generation', 'multi-reward reinforcement learning'],
      silent: ['a grading scheme', 'checklists for annotators'],
    },
  },
  {
    id: 'optimization-stability',
    label: 'policy-optimisation stability',
    group: 'subtopic',
    presence: {},
    phrases: [
      forms('clipp', ['ing', 'ed']),
      `importance ${anyOf(['sampling', 'ratios?'])}`,
      `training ${anyOf(['instability', 'stability', 'collapse'])}`,
      'stabili[sz]\\w*',
      'entropy',
      `kl ${anyOf(['divergence', 'penalty', 'regulari[sz]ation'])}`,
      'trust region',
      'off-policy correction',
      'variance reduction',
    ],
    examples: {
      fires: ['improves training stability', 'constrained with the KL divergence', 'clipped importance ratios'],
      silent: ['stable diffusion', 'a thermal instability'],
    },
  },
  {
    id: 'offline-rl',
    label: 'offline RL / imitation',
    group: 'subtopic',
    presence: {},
    phrases: [
      `offline ${anyOf(['rl', 'reinforcement learning'])}`,
      'iql',
      'cql',
      'batch rl',
      `offline data${optional(['sets?'])}`,
      'behavio(?:u)?r cloning',
      'imitation learning',
      'rejection sampling',
      'rft',
    ],
    examples: {
      fires: [
        'language agent meets offline reinforcement learning',
        'quality-agnostic behavior cloning',
        'noisy rubrics removed via rejection sampling',
      ],
      silent: ['offline evaluation', 'online RL'],
    },
  },
  {
    id: 'distillation',
    label: 'distillation',
    group: 'subtopic',
    presence: {},
    phrases: ['distill\\w*', 'self-distillation', 'on-policy distillation'],
    examples: {
      fires: ['dataset distillation', 'distilling teacher responses', 'distilled images'],
      silent: ['distinct styles', 'a still image'],
    },
  },
];
