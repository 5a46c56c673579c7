/** `npm run train:topic -- --cv`: cross-validated numbers over the dev set and the labelled months. */
import type { LabelledMonth, LabelledPaper } from './dataset';
import {
  type Example,
  formatAveragePrecision,
  monthExamples,
  predict,
  report,
  type Settings,
  scoreExamples,
  toExamples,
  train,
} from './fit';
import { formatScores } from './metrics';

/** Deterministic fold of a paper (by id, not by order), so every run splits the same way. */
function foldOf(id: string, folds: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % folds;
}

/** 5-fold cross-validation; each fold's threshold is chosen on its own training rows, as the shipped one is. */
function kFold(name: string, dev: Example[], months: Example[], settings: Settings): void {
  const folds = 5;
  const outOfFold = new Map<Example, { score: number; accepted: boolean }>();
  const all = [...dev, ...months];
  for (let fold = 0; fold < folds; fold += 1) {
    const model = train(
      all.filter((example) => foldOf(example.paper.input.id, folds) !== fold),
      settings,
    );
    for (const example of all) {
      if (foldOf(example.paper.input.id, folds) !== fold) continue;
      const value = predict(model, example);
      outOfFold.set(example, { score: value, accepted: value >= model.threshold });
    }
  }
  for (const [part, examples] of [
    ['dev rows', dev],
    ['month rows', months],
  ] as const) {
    console.log(
      formatScores(
        `${name}, ${part}`,
        scoreExamples(
          examples,
          examples.map((example) => outOfFold.get(example)?.accepted === true),
        ),
      ),
    );
    console.log(
      formatAveragePrecision(
        examples,
        examples.map((example) => outOfFold.get(example)?.score ?? 0),
      ),
    );
  }
}

export function crossValidate(dev: LabelledPaper[], months: LabelledMonth[], settings: Settings): void {
  const devExamples = toExamples(dev, false, false);
  const monthRows = monthExamples(months, false);
  // Trained on the dev set alone there are no month rows to choose a threshold on: 0.5 unless one is given.
  console.log(report('train dev → test months', train(devExamples, { ...settings, threshold: settings.threshold ?? 0.5 }), monthRows));
  console.log(report('train months → test dev', train(monthRows, settings), devExamples));
  kFold('5-fold', devExamples, monthRows, settings);
  // As the shipped title-only model: without the wording input.
  kFold('5-fold, titles only', toExamples(dev, true, false), monthExamples(months, true), {
    ...settings,
    wordTerms: 0,
    threshold: settings.threshold ?? 0.5,
  });
}
