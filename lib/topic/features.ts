/**
 * Turns a paper into the model's inputs: finds every concept (concepts/) in one pass over the title and abstract
 * (phrase-scanner.ts), then computes each concept's value, how strongly the RL, LLM and agent families are present,
 * their combinations, and whether RL and an agent are named in the same sentence.
 */
import { CONCEPT_BY_ID, CONCEPTS, type CoreFamily } from './concepts';
import {
  COMBINATIONS,
  type Combination,
  FEATURE_IDS,
  MODEL_CONCEPTS,
  RL_PAIRS,
  type RlPair,
  SENTENCE_FEATURES,
  WORDING_INDEX,
} from './feature-ids';
import { compilePhraseScanner } from './phrase-scanner';
import type { ConceptHit, TopicInput } from './types';
import type { WordSink } from './word-odds';

/** All concept patterns compiled for one pass; pattern i is CONCEPTS[i]. */
const SCANNER = compilePhraseScanner(CONCEPTS.map((concept) => concept.pattern));

/**
 * The phrases that only name sub-topics (taxonomy.ts), scanned on their own: in the one pass above the first concept
 * listed wins at a word, so "reward design" is the `reward` concept's there, and the tag's phrase never fires.
 */
const TAG_ONLY_CONCEPTS = CONCEPTS.filter((concept) => concept.group === 'subtopic');
const TAG_SCANNER = compilePhraseScanner(TAG_ONLY_CONCEPTS.map((concept) => concept.pattern));

/** Terms kept per concept for the evidence; more would not help a reader. */
const MAX_TERMS = 4;

/**
 * Lower-cases and folds what varies between sources: Unicode dashes, LaTeX (`$\tau$-bench`, `T$^2$PO`,
 * `\textbf{...}`) and runs of whitespace, so one pattern covers every spelling.
 */
export function normalizeText(text: string): string {
  // Single spaces are left alone (the common case): replacing every one of them doubled the cost of this function.
  return (
    text
      .toLowerCase()
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      // Formatting commands go entirely ("\textbf{Agentic} RL"); other commands keep their name ("$\tau$-bench").
      .replace(/\\(?:textbf|textit|textsc|texttt|textrm|emph|mathrm|mathbf|mathcal|mathit|mathsf|text|url|href)(?![a-z])|[$\\{}]/g, '')
      .replace(/[^\S ]\s*| \s+/g, ' ')
  );
}

/**
 * Where sentences end: the title's end, then each full stop, question or exclamation mark before a space (approximate:
 * "e.g. " splits too). Found with `indexOf`, which was several times cheaper here than a /[.!?] /g scan.
 */
function sentenceEndsOf(text: string, titleEnd: number): number[] {
  const ends: number[] = [];
  for (const mark of ['. ', '? ', '! ']) {
    for (let end = text.indexOf(mark, titleEnd); end !== -1; end = text.indexOf(mark, end + 1)) ends.push(end);
  }
  ends.sort((a, b) => a - b);
  ends.unshift(titleEnd);
  return ends;
}

/** "agent" and "agents" are one term to a reader: the evidence names it once, as first written. */
function sameWord(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s`;
}

/**
 * The text the scan reads (and the wording input's words, offline too: scripts/topic/wording.ts): the normalised title,
 * a separator no pattern can cross, so a title phrase never runs on into the abstract, and the normalised abstract.
 * Joined, not concatenated: `+` makes a rope (V8's cons string) whose every charCodeAt in the scan goes through the
 * rope, and the scan then took about a fifth longer; join builds one flat string.
 */
export function scanText(input: Pick<TopicInput, 'title' | 'abstract'>): { text: string; titleEnd: number } {
  const title = normalizeText(input.title);
  return { text: [title, ' | ', normalizeText(input.abstract)].join(''), titleEnd: title.length };
}

/** Sentences tracked one by one; later ones share the last bit. */
const LAST_SENTENCE = 31;

/**
 * Finds every concept in the title and abstract, in order of first appearance, with the sentences it was in; `words`,
 * given, reads the same text's words in the same pass (the wording input, word-odds.ts).
 */
export function detectConcepts(input: Pick<TopicInput, 'title' | 'abstract'>, words?: WordSink): ConceptHit[] {
  return scanConcepts(input, SCANNER, CONCEPTS, words);
}

/**
 * The hits the tags read: those of `detectConcepts`, with the sub-topic phrases found by their own scan. The model's
 * inputs stay those of the one pass (model.ts was fitted on them).
 */
export function detectTagConcepts(input: Pick<TopicInput, 'title' | 'abstract'>, hits: readonly ConceptHit[]): ConceptHit[] {
  const tagOnly = scanConcepts(input, TAG_SCANNER, TAG_ONLY_CONCEPTS);
  if (tagOnly.length === 0) return [...hits];
  const found = new Set(tagOnly.map((hit) => hit.concept));
  return [...hits.filter((hit) => !found.has(hit.concept)), ...tagOnly];
}

function scanConcepts(
  input: Pick<TopicInput, 'title' | 'abstract'>,
  scanner: typeof SCANNER,
  concepts: readonly (typeof CONCEPTS)[number][],
  words?: WordSink,
): ConceptHit[] {
  const { text, titleEnd } = scanText(input);
  const sentenceEnds = sentenceEndsOf(text, titleEnd);
  let sentence = 0;
  const byIndex = new Map<number, ConceptHit>();
  let previousIndex = -1;
  let previousEnd = 0;
  scanner.scan(
    text,
    (index, start, term) => {
      while (sentence < sentenceEnds.length && (sentenceEnds[sentence] as number) < start) sentence += 1;
      const concept = concepts[index];
      // "large language models" also matches at "language models": one mention, not two.
      if (concept === undefined || (index === previousIndex && start < previousEnd)) return;
      previousIndex = index;
      previousEnd = start + term.length;
      let hit = byIndex.get(index);
      if (hit === undefined) {
        hit = { concept: concept.id, terms: [], inTitle: false, abstractCount: 0, sentences: 0 };
        byIndex.set(index, hit);
      }
      if (hit.terms.length < MAX_TERMS && !hit.terms.some((seen) => sameWord(seen, term))) hit.terms.push(term);
      if (start < titleEnd) hit.inTitle = true;
      else hit.abstractCount += 1;
      hit.sentences |= 1 << Math.min(sentence, LAST_SENTENCE);
    },
    words,
  );
  return [...byIndex.values()];
}

const CONCEPT_INDEX: ReadonlyMap<string, number> = new Map(MODEL_CONCEPTS.map((concept, index) => [concept.id, index]));

/** A sentence counts as naming RL (or agents) when its concepts' presence shares add up to this. */
const SENTENCE_PRESENCE = 0.6;

/** Per-sentence presence sums, reused by every call (classify runs thousands of times per feed page). */
const SENTENCE_RL = new Float64Array(LAST_SENTENCE + 1);
const SENTENCE_AGENT = new Float64Array(LAST_SENTENCE + 1);

/** Bit count of a 32-bit mask. */
function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * The sentence features, in `SENTENCE_FEATURES` order, each 1 − 0.5^n for n abstract sentences (the title has its own
 * features): naming both RL and an agent; naming RL with an own-work cue and no earlier-work cue; the reverse; naming
 * both RL and a concrete agent setting (tools, web/GUI, search or retrieval, code, multi-turn, text games).
 */
export function sentenceValues(hits: readonly ConceptHit[]): [number, number, number, number] {
  const rl = SENTENCE_RL.fill(0);
  const agent = SENTENCE_AGENT.fill(0);
  let own = 0;
  let prior = 0;
  let setting = 0;
  for (const hit of hits) {
    // Bit 0 is the title.
    const sentences = hit.sentences & ~1;
    if (hit.concept === 'own-work') own |= sentences;
    else if (hit.concept === 'prior-work') prior |= sentences;
    const presence = CONCEPT_BY_ID.get(hit.concept)?.presence;
    if (presence === undefined || (presence.rl === undefined && presence.agent === undefined)) continue;
    if (presence.setting !== undefined) setting |= sentences;
    // Visit only the sentences the hit was in (set bits).
    for (let mask = sentences; mask !== 0; mask &= mask - 1) {
      const bit = 31 - Math.clz32(mask & -mask);
      rl[bit] = (rl[bit] as number) + (presence.rl ?? 0);
      agent[bit] = (agent[bit] as number) + (presence.agent ?? 0);
    }
  }
  let rlMask = 0;
  let agentMask = 0;
  for (let bit = 1; bit <= LAST_SENTENCE; bit += 1) {
    if ((rl[bit] as number) >= SENTENCE_PRESENCE) rlMask |= 1 << bit;
    if ((agent[bit] as number) >= SENTENCE_PRESENCE) agentMask |= 1 << bit;
  }
  const value = (mask: number) => 1 - 0.5 ** bitCount(mask);
  return [value(rlMask & agentMask), value(rlMask & own & ~prior), value(rlMask & prior & ~own), value(rlMask & setting)];
}

/**
 * A concept's input value: 1 for a title mention plus 0.5, 0.75, 0.875, ... for 1, 2, 3, ... abstract mentions, so the
 * title weighs at least twice a single abstract mention and repeating a word has diminishing returns.
 */
export function conceptValue(hit: ConceptHit): number {
  return (hit.inTitle ? 1 : 0) + (1 - 0.5 ** hit.abstractCount);
}

/**
 * How strongly each core family is present, in [0, 1): 1 − e^(−Σ presence × value), so one passing mention in the
 * abstract counts for little (0.39 for "reinforcement learning" once) and a title mention or repeated, varied terms
 * approach 1. The topic needs RL to be the method, not an aside ("unlike RL-based agents, ...").
 */
export function familyStrengths(hits: readonly ConceptHit[], titleOnly: boolean): Record<CoreFamily, number> {
  const sum = { rl: 0, llm: 0, agent: 0, setting: 0 };
  for (const hit of hits) {
    if (titleOnly && !hit.inTitle) continue;
    const concept = CONCEPT_BY_ID.get(hit.concept);
    if (concept === undefined) continue;
    const value = titleOnly ? 1 : conceptValue(hit);
    sum.rl += (concept.presence.rl ?? 0) * value;
    sum.llm += (concept.presence.llm ?? 0) * value;
    sum.agent += (concept.presence.agent ?? 0) * value;
    sum.setting += (concept.presence.setting ?? 0) * value;
  }
  const strength = (total: number) => 1 - Math.exp(-total);
  return { rl: strength(sum.rl), llm: strength(sum.llm), agent: strength(sum.agent), setting: strength(sum.setting) };
}

/** A paper's hits by concept id; made once per classify and shared by the inputs, the evidence and the tags. */
export function hitsById(hits: readonly ConceptHit[]): Map<string, ConceptHit> {
  return new Map(hits.map((hit) => [hit.concept, hit]));
}

/** The model's input vector for one paper, aligned with `FEATURE_IDS`; `wording` is the wording input's value. */
export function featureVector(hits: readonly ConceptHit[], wording = 0, byId = hitsById(hits)): Float64Array {
  const vector = new Float64Array(FEATURE_IDS.length);
  const all = familyStrengths(hits, false);
  const title = familyStrengths(hits, true);
  for (const hit of hits) {
    const index = CONCEPT_INDEX.get(hit.concept);
    if (index === undefined) continue;
    const unless = MODEL_CONCEPTS[index]?.unless;
    vector[index] = conceptValue(hit) * (unless === undefined ? 1 : 1 - all[unless]);
  }
  for (let offset = 0; offset < COMBINATIONS.length; offset += 1) {
    const combination = COMBINATIONS[offset] as Combination;
    const strengths = combination.titleOnly ? title : all;
    let product = 1;
    for (const family of combination.families) product *= strengths[family];
    vector[MODEL_CONCEPTS.length + offset] = product;
  }
  const sentenceOffset = MODEL_CONCEPTS.length + COMBINATIONS.length;
  vector.set(sentenceValues(hits), sentenceOffset);
  for (let offset = 0; offset < RL_PAIRS.length; offset += 1) {
    const hit = byId.get((RL_PAIRS[offset] as RlPair).concept);
    vector[sentenceOffset + SENTENCE_FEATURES.length + offset] = hit === undefined ? 0 : all.rl * Math.min(1, conceptValue(hit));
  }
  vector[WORDING_INDEX] = wording;
  return vector;
}
