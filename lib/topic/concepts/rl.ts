/** RL named as the method: reinforcement learning itself, RL for agents, and phrases saying RL trains the system. */
import type { ConceptData } from './concept';
import { after, anyOf, anyWords, forms, notAfter, optional, RL, wordFrom } from './phrases';

/** Words before RL saying it is how the system is trained ("trained with GRPO", "optimized via Flow-GRPO"). */
const BY_MEANS_OF = ['via', 'with', 'using', 'through', 'by', 'from', 'under', 'during', 'for'];

/** What a system is trained with: RL or one of its algorithms. */
const RL_OR_ALGORITHM = [...RL, 'grpo', 'ppo', 'dapo', 'gspo', 'policy optimi[sz]ation', 'policy gradients?'];

/** A first training stage that RL then follows ("SFT followed by RL", "cold start, then RL"). */
const BEFORE_RL = [
  'sft',
  'supervised fine-?tuning',
  'supervised finetuning',
  'cold[- ]start',
  'imitation learning',
  'supervision',
  'behavio(?:u)?r cloning',
  'mid-training',
];

/** Words joining that first stage to RL. */
const THEN = ['and', 'then', 'followed by', 'before', 'plus'];

/** What "reinforcement learning" may name when it is the paper's own ("a reinforcement learning framework"). */
const RL_AS_METHOD = ['framework', 'objective', 'approach', 'algorithm', 'recipe', 'method', 'paradigm', 'stage', 'system', 'strategy'];

/** What "RL" may name when it is the paper's own ("RL training", "an RL pipeline"). */
const RL_PART = [
  'training',
  'post-training',
  'fine-tuning',
  'stage',
  'phase',
  'framework',
  'recipe',
  'algorithms?',
  'objective',
  'pipeline',
  'optimi[sz]ation',
];

export const RL_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'agentic-rl',
    label: 'agentic / multi-turn RL',
    group: 'rl',
    presence: { rl: 1, agent: 1, setting: 1 },
    phrases: [
      `agentic ${anyOf(RL)}`,
      `multi-turn ${anyOf(RL)}`,
      notAfter('multi-', `${forms('agent', ['', 'ic'])} rl`),
      `${anyOf(['llm', 'language'])} agent ${anyOf(RL)}`,
      `${anyOf(RL)} for ${optional(['llm ', 'language ', 'lm '])}agents`,
    ],
    examples: {
      fires: [
        'three innovations that make agentic RL effective at scale',
        'self-evolution via multi-turn reinforcement learning',
        'RL for LLM agents',
      ],
      silent: ['multi-agent RL for traffic signal control', 'RL for language understanding', 'agentic reasoning with tools'],
    },
  },
  {
    id: 'rl-method',
    label: 'trained with RL (method phrase)',
    group: 'rl',
    // A phrase saying RL trains the system is stronger evidence than a bare mention: many on-topic papers state it once
    // ("refined by sequential RL", "optimized via Flow-GRPO") and never again. Weighing it double raised the
    // cross-validated average precision on the stream by about a point.
    presence: { rl: 2 },
    phrases: [
      // Found at the RL word, looking back for how it is used ("trained with GRPO", "SFT followed by RL"); up to two
      // words of any kind may sit between ("by sequential RL", "for asynchronous RL", "via Flow-GRPO").
      after(`${wordFrom(BY_MEANS_OF)} ${optional(['the ', 'an? '])}${anyWords(2)}${optional(['[a-z0-9]+-'])}`, anyOf(RL_OR_ALGORITHM)),
      after(`${wordFrom(BEFORE_RL)}${optional([' \\(sft\\)'])},? ${anyOf(THEN)} ${optional(['\\(2\\) '])}${anyWords(2)}`, anyOf(RL)),
      after('based ', anyOf(RL)),
      'sft\\+rl',
      'sft-then-rl',
      'rl recipe',
      `reinforcement learning ${anyOf(RL_AS_METHOD)}`,
      `${anyOf(['rl', 'reinforcement learning'])} ${anyOf(RL_PART)}`,
    ],
    examples: {
      fires: [
        'The model is refined by sequential reinforcement learning under different reward trade-offs.',
        'The planner is optimized on-policy via Flow-GRPO inside the live loop.',
        'a cold start, followed by RL on verifiable tasks',
        'Our reinforcement learning system formulates analysis as cumulative reasoning.',
      ],
      silent: [
        'Reinforcement learning has been applied to reasoning.',
        'For non-RL fine-tuning, the effect vanishes.',
        'Unlike RL, our method needs no rewards.',
      ],
    },
  },
  {
    id: 'marl',
    label: 'multi-agent reinforcement learning',
    group: 'rl',
    presence: { rl: 0.6 },
    unless: 'llm',
    phrases: [`multi-?agent ${optional(['deep '])}${anyOf(RL)}`, 'marl', 'mappo', 'qmix', 'ippo'],
    examples: {
      fires: ['adaptive cooperation in multi-agent reinforcement learning (MARL)', 'value factorization (VDN, QMIX)', 'multiagent deep RL'],
      silent: ['multi-agent LLM systems coordinate through messages', 'a multi-agent debate among LLMs'],
    },
  },
  {
    id: 'reinforcement-learning',
    label: 'reinforcement learning',
    group: 'rl',
    presence: { rl: 1 },
    phrases: [
      'reinforcement[- ]learning',
      'reinforcement-based',
      'deep rl',
      'rl',
      'agentic rl',
      `rl-?${anyOf(['based', 'trained', 'tuned', 'driven', 'training', 'fine-?tuning'])}`,
    ],
    examples: {
      fires: [
        'Reinforcement learning has been applied to reasoning.',
        'primal-dual methods scale well to deep RL',
        'RL-trained models generalize better',
      ],
      silent: ['RLHF and RLAIF pipelines', 'RLVR improves pass@1 on math'],
    },
  },
];
