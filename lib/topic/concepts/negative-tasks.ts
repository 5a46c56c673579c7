/**
 * Other tasks that point away from the topic unless an agent is there too (`unless: 'agent'`): chat alignment, code
 * generation, vision tasks, recommendation.
 */
import type { ConceptData } from './concept';
import { anyOf } from './phrases';

export const NEGATIVE_TASK_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'alignment',
    label: 'alignment with human preferences',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: [
      'alignment',
      'harmless\\w*',
      'helpfulness',
      'honesty',
      'human preferences?',
      `preference ${anyOf(['data\\w*', 'pairs?', 'labels?', 'learning', 'models?', 'tuning'])}`,
      'bradley-terry',
      'chatbots?',
      'chat models?',
      'instruction[- ]following',
      'personali[sz]\\w*',
      'sycophan\\w*',
    ],
    examples: {
      fires: ['built-in safety alignment of LVLMs', 'uniform human preferences', 'preference learning is critical'],
      silent: ['direct preference optimization', 'a misaligned image pair'],
    },
  },
  {
    id: 'code-generation',
    label: 'code generation / unit tests',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: [
      'code generation',
      'program synthesis',
      'unit tests?',
      'test cases?',
      'competitive programming',
      'codeforces',
      'livecodebench',
      'humaneval',
      'mbpp',
    ],
    examples: {
      fires: ['trajectories validated by unit tests', 'curated competitive programming problems', '63.6 on LiveCodeBench'],
      silent: ['scientific coding agents', 'test-time scaling'],
    },
  },
  {
    id: 'vision-task',
    label: 'vision task (generation, segmentation, detection)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: [
      'image generation',
      'text-to-image',
      't2i',
      'diffusion',
      'segmentation',
      'video generation',
      'object detection',
      'detection',
      'super-resolution',
      'image editing',
      '3d',
      'point clouds?',
      'depth estimation',
      'pose estimation',
      'image restoration',
      'video understanding',
      'video reasoning',
      'visual reasoning',
      'visual grounding',
      'grounding',
    ],
    examples: {
      fires: ['text-to-image generation quality', 'semantic segmentation', 'identity-preserving video generation'],
      silent: ['grounded in theory', 'image captioning'],
    },
  },
  {
    id: 'recommendation',
    label: 'recommendation',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: ['recommend\\w*', 'click-through', 'ctr'],
    examples: {
      fires: ['LLM-based learning path recommendation', 'agentic recommender systems', 'CTR prediction'],
      silent: ['a commendable effort', 'advice for practitioners'],
    },
  },
];
