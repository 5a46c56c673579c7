/**
 * The wording input, fitted offline (lib/topic/word-odds.ts reads it in the extension): NBSVM's log-count ratio of
 * each word and word pair between the labelled papers in the topic and those out of it, a paper's value being the
 * sum of its distinct known terms' ratios over the root of its word count.
 *
 * It joins the concepts as one input of the logistic model. Fitted on the same rows, it would know their labels: so
 * each labelled training row's value comes from ratios fitted without its fold (stacking), and only the model's test
 * papers and the shipped extension see ratios fitted on every labelled row.
 */
import { scanText } from '../../lib/topic/features';
import type { TopicInput } from '../../lib/topic/types';
import { idHash } from './background-sample';
import type { LabelledPaper } from './dataset';

/** What the stacking reads of a training row (fit.ts's `Example`). */
export interface WordingRow {
  paper: LabelledPaper;
  wording: Wording;
  vector: Float64Array;
}

/** A paper's words as the scan reads them: its distinct words and adjacent pairs, and how many words it has. */
export interface Wording {
  terms: readonly string[];
  words: number;
}

/**
 * Terms kept: those with the largest ratios either way. Fixed by the size of the table the extension carries (about
 * 25 KB gzip), before the forward evaluation: 3,000 and 5,000 read the same there.
 */
export const WORD_TERMS = 4000;

/** A term must be in this many labelled papers to get a ratio: rarer ones are one paper's vocabulary. */
const MIN_PAPERS = 3;

/** Laplace smoothing of the counts (NBSVM's α). */
const SMOOTHING = 1;

/** Folds of the stacking: each labelled row's value is read with ratios fitted on the other four. */
const FOLDS = 5;

/** Decimals of a ratio, as the extension's table keeps them: the offline values are then the extension's (up to the order of summation). */
const DECIMALS = 3;

/** The words of a title and abstract, split as the phrase scan splits them (runs of a–z and 0–9 of the normalised text). */
export function wordingOf(input: Pick<TopicInput, 'title' | 'abstract'>): Wording {
  const words = scanText(input)
    .text.split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const terms = new Set(words);
  for (let index = 1; index < words.length; index += 1) terms.add(`${words[index - 1]} ${words[index]}`);
  return { terms: [...terms], words: words.length };
}

/** The ratios fitted on labelled rows: term → log(share among papers in the topic / share among papers out). */
export function fitWordOdds(rows: readonly Pick<WordingRow, 'paper' | 'wording'>[], kept = WORD_TERMS): Map<string, number> {
  const inTopic = new Map<string, number>();
  const outside = new Map<string, number>();
  for (const row of rows) {
    const counts = row.paper.label === 1 ? inTopic : outside;
    for (const term of row.wording.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const terms = [...new Set([...inTopic.keys(), ...outside.keys()])].filter(
    (term) => (inTopic.get(term) ?? 0) + (outside.get(term) ?? 0) >= MIN_PAPERS,
  );
  let inTotal = 0;
  let outTotal = 0;
  for (const term of terms) {
    inTotal += (inTopic.get(term) ?? 0) + SMOOTHING;
    outTotal += (outside.get(term) ?? 0) + SMOOTHING;
  }
  const ratios = terms.map((term) => {
    const ratio = Math.log(((inTopic.get(term) ?? 0) + SMOOTHING) / inTotal) - Math.log(((outside.get(term) ?? 0) + SMOOTHING) / outTotal);
    return [term, Number(ratio.toFixed(DECIMALS))] as const;
  });
  // Strongest first, ties by term, so the kept set does not depend on the order the rows came in.
  ratios.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1));
  return new Map(ratios.slice(0, kept).filter(([, ratio]) => ratio !== 0));
}

/** A paper's wording value under some ratios (word-odds.ts computes the same in the extension). */
export function wordingValue(odds: ReadonlyMap<string, number>, wording: Wording): number {
  if (wording.words === 0) return 0;
  let sum = 0;
  for (const term of wording.terms) sum += odds.get(term) ?? 0;
  return sum / Math.sqrt(wording.words);
}

/** A row's inputs with the wording input (its last) read under these ratios. */
export function withWording(example: Pick<WordingRow, 'vector' | 'wording'>, odds: ReadonlyMap<string, number>): Float64Array {
  const row = Float64Array.from(example.vector);
  row[row.length - 1] = wordingValue(odds, example.wording);
  return row;
}

/** A paper's fold, from its id's hash (the background sample's), so every run splits alike. */
export function foldOf(id: string): number {
  return idHash(id) % FOLDS;
}

/**
 * The training rows with their wording input filled in, and the ratios fitted on all their labelled rows (the ones to
 * ship or test with). Labelled rows read ratios fitted without their fold; unlabelled ones, never in a fit, the full ones.
 * With `kept` 0 there is no wording input: every value stays 0.
 */
export function stackWording(examples: readonly WordingRow[], kept: number): { rows: Float64Array[]; odds: Map<string, number> } {
  if (kept === 0) return { rows: examples.map((example) => example.vector), odds: new Map() };
  const labelled = examples.filter((example) => example.paper.checked);
  const odds = fitWordOdds(labelled, kept);
  const foldOdds = Array.from({ length: FOLDS }, (_, fold) =>
    fitWordOdds(
      labelled.filter((example) => foldOf(example.paper.input.id) !== fold),
      kept,
    ),
  );
  const rows = examples.map((example) =>
    withWording(example, example.paper.checked ? (foldOdds[foldOf(example.paper.input.id)] as Map<string, number>) : odds),
  );
  return { rows, odds };
}

/** The ratios as the extension's table holds them (wording-table.ts): one `ratio term` per line, sorted by term. */
export function oddsTable(odds: ReadonlyMap<string, number>): string {
  return [...odds]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([term, ratio]) => `${ratio} ${term}`)
    .join('\n');
}
