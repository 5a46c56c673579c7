/**
 * `npm run train:topic`: fits the topic model's weights and writes lib/topic/model.ts.
 *
 * Trains on: the dev set (../shared/data/topic-labels-dev.jsonl, 456 hand-labelled papers) plus the 518 hand-labelled
 * rows of the May 2026 stream (../shared/data/stream-2026-05.jsonl). The stream's unlabelled papers (unchecked, almost
 * all off-topic) join as negatives at a small row weight so the bias learns how rare the topic is in a real month
 * without letting unchecked rows outvote the labelled ones. Only concept features are fitted (features.ts): no ids,
 * titles or words outside the concept lists, so nothing can be memorised. A second set of weights is fitted on the same
 * papers' titles alone, for papers that come without an abstract.
 *
 * `--cv` prints cross-validated numbers instead of writing: train on dev → test on the stream, train on the stream →
 * test on dev, and 5-fold over both (with and without abstracts). `--l2 N` sets the penalty, `--dry-run` fits without
 * writing.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detectConcepts, FEATURE_IDS, featureVector } from '../../lib/topic/features';
import type { TopicModel, TopicWeights } from '../../lib/topic/types';
import { DEV_PATH, type LabelledPaper, readLabelled, STREAM_PATH } from './dataset';
import { type Fit, fitLogistic } from './logistic';
import { formatScores, score } from './metrics';

const MODEL_PATH = fileURLToPath(new URL('../../lib/topic/model.ts', import.meta.url));

/** Row weight of an unchecked stream paper: 6,837 of them at 0.1 weigh about as much as the labelled stream rows. */
const UNCHECKED_WEIGHT = 0.1;

/** L2 penalty chosen by the cross-validation below (5-fold F1 and average precision best around 1). */
const DEFAULT_L2 = 1;

/** The decision threshold on the score. */
const THRESHOLD = 0.5;

/** Decimals kept in model.ts: finer weights change no verdict and only grow the file. */
const DECIMALS = 3;

interface Example {
  paper: LabelledPaper;
  vector: Float64Array;
}

function toExamples(papers: readonly LabelledPaper[], titleOnly: boolean): Example[] {
  return papers.map((paper) => ({
    paper,
    vector: featureVector(detectConcepts({ title: paper.input.title, abstract: titleOnly ? '' : paper.input.abstract })),
  }));
}

function fitModel(examples: readonly Example[], l2: number): Fit {
  return fitLogistic(
    {
      rows: examples.map((example) => example.vector),
      targets: examples.map((example) => example.paper.label),
      rowWeights: examples.map((example) => (example.paper.checked ? 1 : UNCHECKED_WEIGHT)),
    },
    { l2 },
  );
}

function predict(model: Fit, example: Example): number {
  let logit = model.bias;
  example.vector.forEach((value, index) => {
    logit += value * (model.weights[index] as number);
  });
  return 1 / (1 + Math.exp(-logit));
}

function report(name: string, model: Fit, examples: readonly Example[]): void {
  const accepted = examples.map((example) => predict(model, example) >= THRESHOLD);
  console.log(
    formatScores(
      name,
      score(
        examples.map((example) => example.paper),
        accepted,
      ),
    ),
  );
}

/** Deterministic fold of a paper (by id, not by order), so every run splits the same way. */
function foldOf(id: string, folds: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % folds;
}

function kFold(name: string, dev: Example[], stream: Example[], l2: number): void {
  const folds = 5;
  const outOfFold = new Map<Example, boolean>();
  const all = [...dev, ...stream];
  for (let fold = 0; fold < folds; fold += 1) {
    const model = fitModel(
      all.filter((example) => foldOf(example.paper.input.id, folds) !== fold),
      l2,
    );
    for (const example of all) {
      if (foldOf(example.paper.input.id, folds) === fold) outOfFold.set(example, predict(model, example) >= THRESHOLD);
    }
  }
  for (const [part, examples] of [
    ['dev rows', dev],
    ['stream rows', stream],
  ] as const) {
    const accepted = examples.map((example) => outOfFold.get(example) === true);
    console.log(
      formatScores(
        `${name}, ${part}`,
        score(
          examples.map((example) => example.paper),
          accepted,
        ),
      ),
    );
  }
}

function crossValidate(dev: LabelledPaper[], stream: LabelledPaper[], l2: number): void {
  const devExamples = toExamples(dev, false);
  const streamExamples = toExamples(stream, false);
  report('train dev → test stream', fitModel(devExamples, l2), streamExamples);
  report('train stream → test dev', fitModel(streamExamples, l2), devExamples);
  kFold('5-fold', devExamples, streamExamples, l2);
  kFold('5-fold, titles only', toExamples(dev, true), toExamples(stream, true), l2);
}

function toWeights(model: Fit): TopicWeights {
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  const weights: Record<string, number> = {};
  FEATURE_IDS.forEach((id, index) => {
    const weight = round(model.weights[index] as number);
    if (weight !== 0) weights[id] = weight;
  });
  return { bias: round(model.bias), threshold: THRESHOLD, weights };
}

function weightsSource(weights: TopicWeights, indent: string): string {
  // Quoted only where needed, as the formatter writes them, so a fresh model.ts passes `biome check` unchanged.
  const key = (id: string) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`);
  const lines = Object.entries(weights.weights).map(([id, weight]) => `${indent}  ${key(id)}: ${weight},`);
  return `bias: ${weights.bias},\n${indent}threshold: ${weights.threshold},\n${indent}weights: {\n${lines.join('\n')}\n${indent}},`;
}

function modelSource(model: TopicModel): string {
  const titleOnly = model.titleOnly === undefined ? '' : `\n  titleOnly: {\n    ${weightsSource(model.titleOnly, '    ')}\n  },`;
  return `/**
 * The topic model's fitted weights. GENERATED by \`npm run train:topic\` (scripts/topic/train.ts): do not edit by hand.
 * Each weight multiplies one feature of features.ts (a concept's value, or a combination of families).
 */
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: fitted weights that happen to be near e or ln 2 are not those constants.
import type { TopicModel } from './types';

export const TOPIC_MODEL: TopicModel = {
  trainedOn: '${model.trainedOn}',
  ${weightsSource(model, '  ')}${titleOnly}
};
`;
}

function main(): void {
  const args = process.argv.slice(2);
  const l2Index = args.indexOf('--l2');
  const l2 = l2Index >= 0 ? Number(args[l2Index + 1]) : DEFAULT_L2;
  const dev = readLabelled(DEV_PATH);
  const stream = readLabelled(STREAM_PATH);
  if (args.includes('--cv')) {
    crossValidate(dev, stream, l2);
    return;
  }
  const full = fitModel([...toExamples(dev, false), ...toExamples(stream, false)], l2);
  report('in-sample dev', full, toExamples(dev, false));
  report('in-sample stream', full, toExamples(stream, false));
  const titleOnly = fitModel([...toExamples(dev, true), ...toExamples(stream, true)], l2);
  report('in-sample dev, titles only', titleOnly, toExamples(dev, true));
  report('in-sample stream, titles only', titleOnly, toExamples(stream, true));
  const labelledStream = stream.filter((paper) => paper.checked).length;
  const topicModel: TopicModel = {
    trainedOn:
      `topic-labels-dev.jsonl (${dev.length}) + stream-2026-05.jsonl labelled (${labelledStream}) + unlabelled ` +
      `(${stream.length - labelledStream}, weight ${UNCHECKED_WEIGHT}); L2 ${l2}`,
    ...toWeights(full),
    titleOnly: toWeights(titleOnly),
  };
  if (args.includes('--dry-run')) return;
  writeFileSync(MODEL_PATH, modelSource(topicModel));
  console.log(`wrote ${MODEL_PATH}`);
}

main();
