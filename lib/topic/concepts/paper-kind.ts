/** Kinds of paper that point away from the topic: no training at all, test-time methods, benchmarks, surveys, curricula. */
import type { ConceptData } from './concept';
import { anyOf, optional } from './phrases';

export const PAPER_KIND_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'training-free',
    label: 'training-free / prompting only',
    group: 'negative',
    presence: {},
    phrases: [
      'training-free',
      'train-free',
      `without ${optional(['any '])}${optional(['additional ', 'extra ', 'further ', 'model '])}${anyOf([
        'training',
        'fine-?tuning',
        'parameter updates',
        'gradient updates',
        'weight updates',
      ])}`,
      `no ${optional(['additional '])}training`,
      'zero-shot',
      'plug-and-play',
      'prompt-based',
      'in-context learning',
    ],
    examples: {
      fires: [
        'a training-free editing framework',
        'can be prompted, without fine-tuning, to output flow',
        'editing with in-context learning',
      ],
      silent: ['training-efficient methods', 'with no additional cost'],
    },
  },
  {
    id: 'inference-time',
    label: 'inference-time / test-time',
    group: 'negative',
    presence: {},
    phrases: ['inference-time', 'test-time', 'at inference'],
    examples: {
      fires: ['allocates inference-time compute', 'a novel test-time procedure', 'the cost of diffusion models at inference'],
      silent: ['inference latency', 'evaluated at test time'],
    },
  },
  {
    id: 'benchmark',
    label: 'benchmark',
    group: 'negative',
    presence: {},
    phrases: ['benchmark\\w*', 'leaderboards?'],
    examples: {
      fires: ['a new benchmark for video synthesis', 'we benchmarked baseline models', 'three official leaderboards'],
      silent: ['SWE-bench Verified', 'a bench press'],
    },
  },
  {
    id: 'survey',
    label: 'survey / position',
    group: 'negative',
    presence: {},
    phrases: ['surveys?', 'position paper', 'we review', 'systematic review', 'roadmap'],
    examples: {
      fires: ['this survey charts a functional evolution', 'this position paper argues', 'a quantitative roadmap'],
      silent: ['intelligent surveillance', 'position encodings'],
    },
  },
  {
    id: 'curriculum',
    label: 'curriculum',
    group: 'negative',
    presence: {},
    phrases: ['curricul\\w*'],
    examples: {
      fires: ['frequency-based curriculum learning', 'self-scaffolding auto-curricula'],
      silent: ['curiosity-driven exploration', 'a course syllabus'],
    },
  },
];
