/** Sub-topic phrases around the training, for the tags (taxonomy.ts): infrastructure, environments, domains. */
import type { ConceptData } from './concept';
import { anyOf, forms } from './phrases';

export const SYSTEM_SUBTOPIC_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'infrastructure',
    label: 'training infrastructure',
    group: 'subtopic',
    presence: {},
    phrases: [
      'infrastructure',
      'asynchronous',
      'throughput',
      'disaggregat\\w*',
      `distributed ${anyOf(['training', 'rollouts?'])}`,
      'rollout-as-a-service',
      `rollout ${anyOf(['system', 'engine', 'service', 'serving'])}`,
      'training systems?',
      `gpu ${anyOf(['hours', 'utili[sz]ation'])}`,
      'system efficiency',
      'resource efficiency',
    ],
    examples: {
      fires: [
        'asynchronous rollout execution',
        'a training system that supports multiple policies',
        'a training-agent disaggregation architecture',
      ],
      silent: ['synchronous updates', 'training data'],
    },
  },
  {
    id: 'environment-synthesis',
    label: 'environment / task synthesis',
    group: 'subtopic',
    presence: {},
    phrases: [
      `environment ${anyOf(['synthesis', 'generation', 'scaling', 'construction'])}`,
      `synthetic ${anyOf(['environments?', 'tasks?'])}`,
      `${anyOf(['training', 'rl', 'verifiable', 'interactive', 'scalable', 'executable'])} environments`,
      'gyms?',
      forms('sandbox', ['', 'es', 'ed']),
      'task synthesis',
      `${forms('synthesi[sz]', ['e', 'es', 'ed', 'ing'])} ${anyOf(['tasks', 'environments'])}`,
    ],
    examples: {
      fires: ['infinity synthetic environments for agentic RL', 'task synthesis methods', 'act through executable environments'],
      silent: ['synthetic data', 'environment variables'],
    },
  },
  {
    id: 'domain-science',
    label: 'science / medicine / law',
    group: 'subtopic',
    presence: {},
    phrases: [
      'clinical',
      'medical',
      'biomedical',
      'diagnos\\w*',
      'patients?',
      'legal',
      'law',
      'scientific',
      'chemistry',
      'molecul\\w*',
      'materials',
      'financ\\w*',
    ],
    examples: {
      fires: ['multi-modal medical imaging', 'clinical diagnosis and treatment', 'legal agentic search'],
      silent: ['materialized views', 'a lawn-mowing robot'],
    },
  },
];
