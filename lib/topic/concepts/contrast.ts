/** RL or an LLM named, but not as an LLM agent trained by RL: RL as the alternative, RLHF, distillation, frozen models. */
import type { ConceptData } from './concept';
import { after, anyNumberOf, anyOf, anyWords, forms, optional, RL, wordFrom } from './phrases';

/** Words that set RL aside ("without RL", "rather than RL", "SFT or RL", "costly RL"). */
const CONTRAST = [
  'without',
  'instead of',
  'rather than',
  'unlike',
  'no need for',
  forms('avoid', ['', 's', 'ing']),
  'beyond',
  `compared ${anyOf(['to', 'with'])}`,
  'alternative to',
  'such as',
  'or',
  'costly',
  'expensive',
];

/** Words that may follow the contrast before RL ("without any explicit RL", "unlike SFT and RL"). */
const CONTRAST_MODIFIERS = [
  'any',
  'costly',
  'expensive',
  'explicit',
  'additional',
  'online',
  'heavy',
  'large-scale',
  'end-to-end',
  'deep',
  'sft and',
  'supervised fine-tuning and',
  'supervised fine-tuning \\(sft\\) and',
];

/** Words for a model that is used but not trained. */
const FROZEN = ['frozen', 'black-box', 'fixed', 'off-the-shelf', 'closed-source', 'proprietary'];

/** What may be frozen. */
const MODELS = [
  `${optional(['large '])}language models?`,
  'llms?',
  'models?',
  'backbones?',
  'agents?',
  'policy',
  'policies',
  'vlms?',
  'mllms?',
];

export const CONTRAST_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'rl-contrast',
    label: 'RL named only as the alternative',
    group: 'negative',
    presence: {},
    phrases: [
      // Found at the RL word, looking back for the contrast ("unlike costly RL", "SFT or RL", "RL-based baselines").
      after(`${wordFrom(CONTRAST)} ${anyNumberOf(CONTRAST_MODIFIERS)}`, anyOf([...RL, 'grpo', 'ppo', 'reward models?'])),
      after(`${wordFrom(['traditional', 'conventional', 'classical', 'standard'])} ${anyWords(2)}`, anyOf(RL)),
      after('non-', anyOf(RL)),
      'rl-free',
      `${anyOf(['deep reinforcement learning', ...RL, 'drl'])}${optional(['-based'])} baselines`,
    ],
    examples: {
      fires: [
        'sophisticated prompting mechanisms rather than RL fine-tuning',
        'competitive performance against deep RL baselines',
        'DPO is a widely used RL-free method',
        'traditional reinforcement learning from human feedback',
        'For non-RL fine-tuning, the effect vanishes.',
      ],
      silent: ['Unlike prior work, we train the agent with RL.', 'SFT and then RL on the same tasks'],
    },
  },
  {
    id: 'rlhf',
    label: 'RL from human or AI feedback (chat alignment)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    phrases: ['rlhf', 'rlaif', 'human feedback', 'ai feedback'],
    examples: {
      fires: ['reinforcement learning from human feedback (RLHF)', 'traditional approaches like RLAIF', 'using AI feedback'],
      silent: ['feedback from the environment', 'human-in-the-loop feedback'],
    },
  },
  // Listed before on-policy so it wins there: the student learns from a teacher's tokens, not from a reward.
  {
    id: 'on-policy-distillation',
    label: 'on-policy distillation (a teacher, not a reward)',
    group: 'negative',
    presence: {},
    phrases: [`${anyOf(['on-?policy', 'online'])} ${optional(['self-'])}distill\\w*`, 'self-distill\\w*'],
    examples: {
      fires: ['hindsight-guided on-policy distillation (OPD)', 'the model then self-distills these trajectories', 'online distillation'],
      silent: ['knowledge distillation from a larger teacher', 'on-policy sampling'],
    },
  },
  {
    id: 'frozen-model',
    label: 'frozen / black-box LLM (not trained)',
    group: 'negative',
    presence: {},
    phrases: [
      `${anyOf(FROZEN)}[- ]${anyOf(MODELS)}`,
      `without ${anyOf(['updating', 'modifying', 'changing'])} ${optional(['the '])}${anyOf(['model', 'weights', 'parameters'])}`,
    ],
    examples: {
      fires: ["improve a frozen LLM's performance", 'strong proprietary models such as OpenAI o3', 'without updating the model weights'],
      silent: ['frozen embeddings', 'a fixed budget of tokens', 'open-source models'],
    },
  },
  {
    id: 'llm-helper',
    label: 'LLM as a helper of another learner',
    group: 'negative',
    presence: {},
    phrases: [
      `llm-${anyOf(['guided', 'generated', 'designed', 'assisted', 'derived', 'enhanced', 'informed', 'driven reward'])}`,
      'language-guided',
      `llms? as ${optional(['a ', 'the '])}${anyOf(['reward', 'planner', 'teacher', 'designer', 'prior'])}`,
    ],
    examples: {
      fires: ['online RL with LLM-generated rewards', 'zero-shot LLM-guided core allocation', 'LLMs as a reward designer'],
      silent: ['LLM-based agents', 'LLM-driven automation'],
    },
  },
];
