/**
 * Fitting the topic model on labelled examples: how rows are weighed, the logistic fit, and the decision threshold that
 * balances precision and recall over real months. Shared by training, cross-validation and the forward evaluation.
 */
import { detectConcepts, featureVector } from '../../lib/topic/features';
import { backgroundScale, type LabelledMonth, type LabelledPaper } from './dataset';
import { type Fit, fitLogistic } from './logistic';
import { averagePrecision, formatScores, score } from './metrics';
import { stackWording, WORD_TERMS, type Wording, withWording, wordingOf } from './wording';

/**
 * Row weight of each unlabelled paper of a month (a background paper carries it times the papers it stands for): a
 * month's ~6,000 unlabelled papers at 0.1 weigh about as much as its labelled pool.
 */
export const UNCHECKED_WEIGHT = 0.1;

/** Row weight of a labelled month paper, relative to a dev paper. */
export const STREAM_WEIGHT = 1;

/**
 * L2 penalty chosen by the cross-validation below: with the sentence and RL-pair features, 3 gave the best 5-fold
 * stream numbers (1 and 10 were about two points worse). Lower penalties or heavier stream rows fit the May stream
 * better in-sample but lose more out of fold: they learn its borderline calls rather than the topic.
 */
export const DEFAULT_L2 = 3;

/**
 * Thresholds tried when choosing the decision threshold. The dev set is easy at any of them; the stream decides. Kept
 * near the middle so a few borderline rows cannot drag the threshold to an extreme.
 */
const THRESHOLD_RANGE = { from: 0.3, to: 0.7, step: 0.01 };

/** How the rows are weighed and where the decision falls; the defaults above, overridable from the command line. */
export interface Settings {
  l2: number;
  streamWeight: number;
  uncheckedWeight: number;
  /** A fixed threshold, or undefined to choose it on the training rows (`chooseThreshold`). */
  threshold: number | undefined;
  /** Terms the wording input keeps (wording.ts); 0 leaves it out. */
  wordTerms: number;
}

export interface Example {
  paper: LabelledPaper;
  /** The concepts' inputs; the wording input's place (the last) is 0 until a model's ratios fill it. */
  vector: Float64Array;
  /** The words the wording input reads. */
  wording: Wording;
  /** Whether the row comes from a real month rather than the dev set. */
  fromMonth: boolean;
  /** How many of its month's papers the row stands for: 1, or the background scale for a background paper. */
  standsFor: number;
}

/** A fitted model with its decision threshold and the wording input's ratios (empty without it). */
export interface Trained extends Fit {
  threshold: number;
  wordOdds: ReadonlyMap<string, number>;
}

export function toExamples(papers: readonly LabelledPaper[], titleOnly: boolean, fromMonth: boolean, standsFor = 1): Example[] {
  return papers.map((paper) => {
    const read = { title: paper.input.title, abstract: titleOnly ? '' : paper.input.abstract };
    return { paper, fromMonth, standsFor, vector: featureVector(detectConcepts(read)), wording: wordingOf(read) };
  });
}

/** Every month's labelled pool and background sample as examples. */
export function monthExamples(months: readonly LabelledMonth[], titleOnly: boolean): Example[] {
  return months.flatMap((month) => [
    ...toExamples(month.labelled, titleOnly, true),
    ...toExamples(month.background, titleOnly, true, backgroundScale(month)),
  ]);
}

function rowWeight(example: Example, settings: Settings): number {
  if (!example.paper.checked) return settings.uncheckedWeight * example.standsFor;
  return example.fromMonth ? settings.streamWeight : 1;
}

function scoreOf(model: Fit, row: Float64Array): number {
  let logit = model.bias;
  row.forEach((value, index) => {
    logit += value * (model.weights[index] as number);
  });
  return 1 / (1 + Math.exp(-logit));
}

/** A paper's score under a trained model, its wording input read with the model's ratios. */
export function predict(model: Trained, example: Example): number {
  return scoreOf(model, withWording(example, model.wordOdds));
}

/**
 * The threshold that best balances precision and recall on the training rows of the months (unlabelled papers count
 * as negatives, as in `npm run eval:topic`, each background paper for the papers it stands for): the highest
 * min(precision, recall), then the highest F1. The dev set is not used: it is balanced by construction (half
 * positives), while a month shows how rare the topic is.
 */
function chooseThreshold(model: Fit, examples: readonly Example[], rows: readonly Float64Array[]): number {
  const scored = examples
    .map((example, index) => ({ example, row: rows[index] as Float64Array }))
    .filter(({ example }) => example.fromMonth)
    .map(({ example, row }) => ({ score: scoreOf(model, row), label: example.paper.label, weight: example.standsFor }));
  const sum = (rows: readonly { weight: number }[]) => rows.reduce((total, row) => total + row.weight, 0);
  const positives = sum(scored.filter((row) => row.label === 1));
  let best = { threshold: 0.5, balance: -1, f1: -1 };
  for (let step = 0; THRESHOLD_RANGE.from + step * THRESHOLD_RANGE.step <= THRESHOLD_RANGE.to + 1e-9; step += 1) {
    const threshold = Number((THRESHOLD_RANGE.from + step * THRESHOLD_RANGE.step).toFixed(2));
    const accepted = scored.filter((row) => row.score >= threshold);
    const truePositives = sum(accepted.filter((row) => row.label === 1));
    const precision = accepted.length === 0 ? 0 : truePositives / sum(accepted);
    const recall = positives === 0 ? 0 : truePositives / positives;
    const balance = Math.min(precision, recall);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    if (balance > best.balance || (balance === best.balance && f1 > best.f1)) best = { threshold, balance, f1 };
  }
  return best.threshold;
}

/** Fits the model; the training rows' wording input is stacked (wording.ts), so the threshold is chosen on honest values. */
export function train(examples: readonly Example[], settings: Settings): Trained {
  const { rows, odds } = stackWording(examples, settings.wordTerms);
  const fit = fitLogistic(
    {
      rows,
      targets: examples.map((example) => example.paper.label),
      rowWeights: examples.map((example) => rowWeight(example, settings)),
    },
    { l2: settings.l2 },
  );
  return { ...fit, wordOdds: odds, threshold: settings.threshold ?? chooseThreshold(fit, examples, rows) };
}

/**
 * The model for papers without an abstract, fitted on the titles alone (`toExamples(…, true, …)`). Titles alone barely
 * separate a month (precision ~50% at any threshold), so balancing there would only trade dev-set errors for nothing:
 * it keeps 0.5 unless a threshold is given.
 */
export function trainTitleOnly(examples: readonly Example[], settings: Settings): Trained {
  // Without the wording input: the extension carries one table of ratios, fitted on titles and abstracts.
  return train(examples, { ...settings, wordTerms: 0, threshold: settings.threshold ?? 0.5 });
}

export function formatAveragePrecision(examples: readonly Example[], scores: readonly number[]): string {
  const papers = examples.map((example) => example.paper);
  const weights = examples.map((example) => example.standsFor);
  return `  average precision (no threshold) ${(100 * averagePrecision(papers, scores, weights)).toFixed(1)}%`;
}

/** Scores of accept decisions over examples, each counted for the papers it stands for. */
export function scoreExamples(examples: readonly Example[], accepted: readonly boolean[]) {
  return score(
    examples.map((example) => example.paper),
    accepted,
    examples.map((example) => example.standsFor),
  );
}

export function report(name: string, model: Trained, examples: readonly Example[]): string {
  const scores = examples.map((example) => predict(model, example));
  const accepted = scores.map((value) => value >= model.threshold);
  return `${formatScores(`${name} (threshold ${model.threshold})`, scoreExamples(examples, accepted))}\n${formatAveragePrecision(examples, scores)}`;
}

/** The defaults above, as `npm run train:topic` uses them without flags. */
export const DEFAULT_SETTINGS: Settings = {
  l2: DEFAULT_L2,
  streamWeight: STREAM_WEIGHT,
  uncheckedWeight: UNCHECKED_WEIGHT,
  threshold: undefined,
  wordTerms: WORD_TERMS,
};
