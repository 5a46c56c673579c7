/**
 * Single-turn reasoning, which points away from the topic unless an agent is there too (`unless: 'agent'`): reasoning,
 * math benchmarks, reasoning length and efficiency, single-turn tasks.
 */
import type { ConceptData } from './concept';

export const REASONING_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'reasoning',
    label: 'reasoning',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: ['reasoning', 'reasoners?'],
    examples: {
      fires: ['explicit 3D spatial reasoning', 'an LLM-brained multi-tool reasoner'],
      silent: ['we reason about safety', 'a reasonable default'],
    },
  },
  {
    id: 'math-benchmark',
    label: 'math benchmarks (single-turn reasoning)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: [
      'gsm-?8k',
      'math-?500',
      'math',
      'mathematical',
      'aime[0-9]*',
      'amc[0-9]*',
      'olympiad\\w*',
      'minerva',
      'arithmetic',
      'theorem proving',
      'lean ?4',
    ],
    examples: {
      fires: ['results on GSM8K and MATH-500', '43.3% accuracy on AIME 2024', 'theorem proving in Lean 4'],
      silent: ['applied mathematics departments', 'aimed at practitioners'],
    },
  },
  {
    id: 'cot-efficiency',
    label: 'reasoning length / efficiency',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: [
      'overthinking',
      'over-thinking',
      'concise reasoning',
      'reasoning length',
      'response length',
      'length penalty',
      'token efficien\\w*',
      'token-efficient',
      'long cot',
      'reasoning efficiency',
      'efficient reasoning',
      'reasoning traces?',
      'reasoning boundar\\w*',
    ],
    examples: {
      fires: ['incentivizing the model to avoid overthinking', "induces LLMs' concise reasoning abilities", 'beyond current long CoT'],
      silent: ['response time of the server', 'a long context'],
    },
  },
  {
    id: 'single-turn',
    label: 'single-turn',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: ['single-?turn', 'single-?step', 'single-?round', 'one-?shot'],
    examples: {
      fires: ['single-turn tasks like mathematical reasoning', 'treat the problem as single-step', 'one-shot decoding'],
      silent: ['single-agent baselines', 'few-shot prompting'],
    },
  },
];
