/**
 * The model's inputs, in the order model.ts keys its weights by: the concepts it weighs, then combinations of the core
 * families, sentence features and RL-setting pairs. Renaming or reordering one means re-training.
 */
import { CONCEPTS, type Concept, type CoreFamily } from './concepts';

/** A model input built from several families: the topic is RL *and* an LLM *and* an agent, not any one alone. */
export interface Combination {
  /** Feature id, e.g. `rl+agent+llm`. */
  id: string;
  /** Words for the evidence line. */
  label: string;
  /** The families multiplied together. */
  families: readonly CoreFamily[];
  /** Only title hits count: a title naming RL and agents is the strongest single sign. */
  titleOnly: boolean;
}

export const COMBINATIONS: readonly Combination[] = [
  { id: 'rl+agent', label: 'RL and agents together', families: ['rl', 'agent'], titleOnly: false },
  { id: 'rl+llm', label: 'RL and language models together', families: ['rl', 'llm'], titleOnly: false },
  { id: 'agent+llm', label: 'agents and language models together', families: ['agent', 'llm'], titleOnly: false },
  { id: 'rl+agent+llm', label: 'RL, LLM and agent signals together', families: ['rl', 'agent', 'llm'], titleOnly: false },
  { id: 'title:rl+agent', label: 'title names both RL and agents', families: ['rl', 'agent'], titleOnly: true },
  { id: 'rl+setting', label: 'RL together with a concrete agent setting', families: ['rl', 'setting'], titleOnly: false },
];

/** A model input read from single sentences: RL and an agent named in one sentence usually means RL trains the agent. */
export interface SentenceFeature {
  /** Feature id, e.g. `sentence:rl+agent`. */
  id: string;
  /** Words for the evidence line. */
  label: string;
}

export const SENTENCE_FEATURES: readonly SentenceFeature[] = [
  { id: 'sentence:rl+agent', label: 'RL and agent terms in the same sentence' },
  { id: 'sentence:rl+own', label: "RL named as the authors' own method" },
  { id: 'sentence:rl+prior', label: 'RL named only for earlier work' },
  { id: 'sentence:rl+setting', label: 'RL and a concrete agent setting in the same sentence' },
];

/**
 * RL paired with one agent setting: the RL family's strength times that concept's value. The family products above
 * treat every agent signal alike, but RL next to tool calls or a GUI means RL trains an agent far more often than RL
 * next to "planning" or "memory" does; these let the model weigh each setting on its own.
 */
export interface RlPair {
  /** Feature id, e.g. `rl+tool-use`. */
  id: string;
  /** Words for the evidence line. */
  label: string;
  /** The concept paired with RL. */
  concept: string;
}

export const RL_PAIRS: readonly RlPair[] = (
  [
    ['tool-use', 'tool use'],
    ['web-gui', 'a web, GUI or computer-use setting'],
    ['search-agent', 'search agents'],
    ['coding-agent', 'coding agents'],
    ['multi-turn', 'multi-turn interaction'],
    ['multi-agent', 'multi-agent systems'],
    ['dialogue', 'dialogue or negotiation'],
    ['memory', 'agent memory'],
    ['vlm', 'a vision-language model'],
    ['reasoning', 'reasoning'],
  ] as const
).map(([concept, words]) => ({ id: `rl+${concept}`, label: `RL together with ${words}`, concept }));

/**
 * The wording input (word-odds.ts): the paper's words and word pairs read against those of the labelled papers. It
 * comes last, after every concept-built input.
 */
export const WORDING_FEATURE = {
  id: 'wording',
  label: 'wording like papers in the topic',
  outLabel: 'wording like papers outside the topic',
} as const;

/** Concepts the model weighs (sub-topic phrases only feed the tags). */
export const MODEL_CONCEPTS: readonly Concept[] = CONCEPTS.filter((concept) => concept.group !== 'subtopic' && concept.group !== 'cue');

/**
 * Every model input in order: model concepts, combinations, sentence features, RL pairs, wording. model.ts keys its
 * weights by these ids.
 */
export const FEATURE_IDS: readonly string[] = [
  ...MODEL_CONCEPTS.map((concept) => concept.id),
  ...COMBINATIONS.map((combination) => combination.id),
  ...SENTENCE_FEATURES.map((feature) => feature.id),
  ...RL_PAIRS.map((pair) => pair.id),
  WORDING_FEATURE.id,
];

/** Where the wording input sits in a feature vector: last. */
export const WORDING_INDEX = FEATURE_IDS.length - 1;
