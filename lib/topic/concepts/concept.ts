/** What a concept is: the data every family file (rl.ts, llm.ts, agent.ts, ...) declares. */
import type { ConceptGroup } from '../types';

/**
 * The three families whose joint presence defines the topic, and `setting`: the concrete places an LLM agent acts in
 * (tools, web/GUI, search and retrieval, code, multi-turn exchanges, text games). Every setting is an agent signal too,
 * but not every agent signal is a setting: "trajectories", "planning", "memory" or "observations" are as common in
 * single-turn reasoning and classic RL papers, so RL next to a setting says more than RL next to agent words in general.
 */
export type CoreFamily = 'rl' | 'llm' | 'agent' | 'setting';

/** A family of phrases that mean one thing for the topic, as a family file declares it. */
export interface ConceptData {
  /** Stable id; it names the model weight, so renaming one means re-training. */
  id: string;
  /** Words for the "why it is in the topic" line. */
  label: string;
  /** The family shown in the evidence. */
  group: ConceptGroup;
  /**
   * How much one hit counts towards the presence of each family in the combination features (`rl+agent+llm`):
   * 1 = on its own it shows the family is there, less = only together with other hits. Empty = no family.
   */
  presence: Partial<Record<CoreFamily, number>>;
  /**
   * For signals that only point away from the topic when a family is missing: the value is scaled by (1 − strength of
   * that family). Math benchmarks argue against the topic in a reasoning paper, not in a tool-using agent paper; robots
   * argue against it when no language model is involved.
   */
  unless?: CoreFamily;
  /**
   * The phrases that name the concept, one alternative each: regular-expression fragments (the subset phrase-scanner.ts
   * reads) over normalised text (lower case, ASCII dashes, no `$ \ { }`), word-bounded, mostly built from word lists with
   * phrases.ts. Where two of them match at one word, the first listed gives the evidence term.
   */
  phrases: readonly string[];
  /**
   * Snippets that must fire the concept and near misses that must not, checked by
   * tests/lib/topic/concepts/examples.test.ts. Another concept listed earlier may win at a word (index.ts), so a
   * `fires` example shows a wording the concept really gets.
   */
  examples: { fires: readonly string[]; silent: readonly string[] };
}

/** A concept ready for the scanner. */
export interface Concept extends ConceptData {
  /** The phrases as one regular-expression alternation, in order. */
  pattern: string;
}
