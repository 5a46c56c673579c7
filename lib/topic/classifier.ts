/**
 * `classify(paper)`: is this paper about RL for LLM agents, how sure, why, and which sub-topics. A logistic model over
 * concept detectors (concepts/, features.ts) and the wording input (word-odds.ts), with weights and word ratios fitted
 * offline (model.ts, wording-table.ts); pure and synchronous, so it runs the same in the service worker, the popup and
 * Node.
 */
import { CONCEPT_BY_ID, type CoreFamily } from './concepts';
import { COMBINATIONS, FEATURE_IDS, MODEL_CONCEPTS, RL_PAIRS, SENTENCE_FEATURES, WORDING_FEATURE, WORDING_INDEX } from './feature-ids';
import { detectConcepts, detectTagConcepts, featureVector, hitsById } from './features';
import { TOPIC_MODEL } from './model';
import { tagPaper } from './taxonomy';
import type { ConceptHit, Evidence, TopicInput, TopicModel, TopicVerdict, TopicWeights } from './types';
import { WordOdds } from './word-odds';
import { WORDING_TABLE } from './wording-table';

/** Contributions smaller than this (in log-odds) are noise to a reader and left out of the evidence. */
const MIN_EVIDENCE = 0.05;

/** Terms listed for a combination feature; the concepts' own evidence lines carry the rest. */
const COMBINATION_TERMS = 4;

/** One model's weights laid out like `featureVector`, so scoring is one dot product. */
export interface CompiledWeights {
  bias: number;
  threshold: number;
  /** Weights aligned with `FEATURE_IDS`. */
  weights: Float64Array;
}

/** A shipped model ready to score: the full model, the one for papers without an abstract, and the word ratios. */
export interface CompiledModel {
  full: CompiledWeights;
  titleOnly: CompiledWeights;
  wordOdds: WordOdds;
}

function compileWeights(weights: TopicWeights): CompiledWeights {
  // Ids the model lacks weigh 0; ids it has that features.ts no longer defines are ignored.
  return { bias: weights.bias, threshold: weights.threshold, weights: Float64Array.from(FEATURE_IDS, (id) => weights.weights[id] ?? 0) };
}

/** Lays a model's weights out in feature order; `wordingTable` holds its word ratios (wording-table.ts's format). */
function compileModel(model: TopicModel, wordingTable: string): CompiledModel {
  const full = compileWeights(model);
  return { full, titleOnly: model.titleOnly === undefined ? full : compileWeights(model.titleOnly), wordOdds: new WordOdds(wordingTable) };
}

const SHIPPED = compileModel(TOPIC_MODEL, WORDING_TABLE);

/** Words named in the wording's evidence line. */
const WORDING_TERMS = 3;

function sigmoid(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

/** The log-odds of the topic for a paper's feature vector (`featureVector`). */
function logitOf(vector: Float64Array, compiled: CompiledWeights): number {
  let logit = compiled.bias;
  for (let index = 0; index < vector.length; index += 1) logit += (vector[index] as number) * (compiled.weights[index] as number);
  return logit;
}

function combinationTerms(hits: readonly ConceptHit[], families: readonly CoreFamily[], titleOnly: boolean): string[] {
  const terms: string[] = [];
  for (const family of families) {
    // The hit that shows the family most strongly (the first of equals); one pass, as it runs for most papers.
    let best: ConceptHit | undefined;
    let bestPresence = 0;
    for (const hit of hits) {
      if (titleOnly && !hit.inTitle) continue;
      const presence = CONCEPT_BY_ID.get(hit.concept)?.presence[family] ?? 0;
      if (presence > bestPresence) {
        best = hit;
        bestPresence = presence;
      }
    }
    const term = best?.terms[0];
    if (term !== undefined && !terms.includes(term)) terms.push(term);
  }
  return terms.slice(0, COMBINATION_TERMS);
}

/** Every feature that moved the score noticeably, strongest first. */
function explain(
  hits: readonly ConceptHit[],
  hitById: ReadonlyMap<string, ConceptHit>,
  vector: Float64Array,
  compiled: CompiledWeights,
  wordOdds: WordOdds,
): Evidence[] {
  const evidence: Evidence[] = [];
  for (let index = 0; index < vector.length; index += 1) {
    const contribution = (vector[index] as number) * (compiled.weights[index] as number);
    if (Math.abs(contribution) < MIN_EVIDENCE) continue;
    const concept = MODEL_CONCEPTS[index];
    if (concept !== undefined) {
      const hit = hitById.get(concept.id);
      evidence.push({
        feature: concept.id,
        label: concept.label,
        group: concept.group,
        terms: hit?.terms ?? [],
        field: hit?.inTitle ? 'title' : 'abstract',
        contribution,
      });
      continue;
    }
    if (index === WORDING_INDEX) {
      // The wording's own direction (its value's sign) names it, whatever the sign of its weight.
      const towardTopic = (vector[index] as number) > 0;
      evidence.push({
        feature: WORDING_FEATURE.id,
        label: towardTopic ? WORDING_FEATURE.label : WORDING_FEATURE.outLabel,
        group: 'wording',
        terms: wordOdds.strongestTerms(towardTopic ? 1 : -1, WORDING_TERMS),
        field: 'abstract',
        contribution,
      });
      continue;
    }
    const combination = COMBINATIONS[index - MODEL_CONCEPTS.length];
    const sentenceIndex = index - MODEL_CONCEPTS.length - COMBINATIONS.length;
    const pair = RL_PAIRS[sentenceIndex - SENTENCE_FEATURES.length];
    if (pair !== undefined) {
      const hit = hitById.get(pair.concept);
      evidence.push({
        feature: pair.id,
        label: pair.label,
        group: 'combination',
        terms: [...combinationTerms(hits, ['rl'], false), ...(hit?.terms.slice(0, COMBINATION_TERMS - 1) ?? [])],
        field: hit?.inTitle ? 'title' : 'abstract',
        contribution,
      });
      continue;
    }
    if (combination === undefined) {
      const sentenceFeature = SENTENCE_FEATURES[sentenceIndex];
      if (sentenceFeature === undefined) continue;
      evidence.push({
        feature: sentenceFeature.id,
        label: sentenceFeature.label,
        group: 'combination',
        terms: combinationTerms(hits, ['rl', 'agent'], false),
        field: 'abstract',
        contribution,
      });
      continue;
    }
    evidence.push({
      feature: combination.id,
      label: combination.label,
      group: 'combination',
      terms: combinationTerms(hits, combination.families, combination.titleOnly),
      field: combination.titleOnly ? 'title' : 'abstract',
      contribution,
    });
  }
  return evidence.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
}

/**
 * Papers scored below this show no tags anywhere (the feed's near misses start at 0.2; the second opinion, which can
 * move a paper into the feed, reads from about 0.18): their sub-topic phrases are not scanned for, which keeps the
 * off-topic majority of a feed page at one pass.
 */
export const TAGGED_FROM_SCORE = 0.13;

/** Scores one paper against the topic; every verdict carries its evidence and 1–4 sub-topic tags. */
export function classify(input: TopicInput, compiled: CompiledModel = SHIPPED): TopicVerdict {
  compiled.wordOdds.start();
  const hits = detectConcepts(input, compiled.wordOdds);
  const byId = hitsById(hits);
  const vector = featureVector(hits, compiled.wordOdds.value(), byId);
  const weights = input.abstract.trim() === '' ? compiled.titleOnly : compiled.full;
  const score = sigmoid(logitOf(vector, weights));
  return {
    score,
    inTopic: score >= weights.threshold,
    evidence: explain(hits, byId, vector, weights, compiled.wordOdds),
    tags: score >= TAGGED_FROM_SCORE ? tagPaper(input, detectTagConcepts(input, hits)) : tagPaper(input, hits, byId),
  };
}
