/**
 * The classifier judged forward in time, as it is used: for each labelled month from the third on, a model is trained
 * on the dev set and every labelled month before it (its threshold chosen on those months alone) and tested on that
 * month — its labelled pool and its unlabelled papers, which count as false positives when accepted. Numbers on a
 * month the model was trained on are not evidence; these are.
 *
 * With `titlesOnly`, the month is judged as a listing without abstracts shows it (arXiv `recent`, `pastweek`): every
 * tested paper's abstract is blanked, so the title-only model decides, as `classify` would pick it; that model is
 * fitted on the same papers' titles, as train.ts fits the shipped one.
 */
import { backgroundScale, type LabelledMonth, type LabelledPaper } from './dataset';
import { type Example, monthExamples, predict, type Settings, scoreExamples, toExamples, train, trainTitleOnly } from './fit';
import type { Scores } from './metrics';

/** How the model trained on the months before did on one month. */
export interface ForwardResult {
  month: string;
  /** The months it was trained on (besides the dev set). */
  trainedOn: string[];
  threshold: number;
  scores: Scores;
  /** Unlabelled papers of the month it accepted (all counted as false positives in `scores`). */
  unlabelledAccepted: number;
  /** Whether the unlabelled papers were the whole month's (exact) or the background sample's (an estimate). */
  wholeMonth: boolean;
}

/** The first month tested: two months to learn from before it. */
const FIRST_TESTED = 2;

/**
 * The papers a month is tested on: its labelled pool and its background sample (or, given, every paper of the whole
 * month), without those that belong to another month (labelled in another month's pool, or in an earlier month's
 * background sample: the crawl lists a paper announced across the months' boundary in both months).
 */
export function testedPapers(months: readonly LabelledMonth[], tested: number, whole?: readonly LabelledPaper[]): LabelledPaper[] {
  const month = months[tested];
  if (!month) return [];
  const elsewhere = new Set([
    ...months.filter((other) => other !== month).flatMap((other) => other.labelled.map((paper) => paper.input.id)),
    ...months.slice(0, tested).flatMap((other) => other.background.map((paper) => paper.input.id)),
  ]);
  const own = new Set(month.labelled.map((paper) => paper.input.id));
  return (whole ?? [...month.labelled, ...month.background]).filter((paper) => own.has(paper.input.id) || !elsewhere.has(paper.input.id));
}

/** `testedPapers` as examples, each unlabelled paper of a background sample counted for the papers it stands for. */
export function testedExamples(
  months: readonly LabelledMonth[],
  tested: number,
  titlesOnly = false,
  whole?: readonly LabelledPaper[],
): Example[] {
  const month = months[tested];
  if (!month) return [];
  const papers = testedPapers(months, tested, whole);
  const scale = whole === undefined ? backgroundScale(month) : 1;
  return [
    ...toExamples(
      papers.filter((paper) => paper.checked),
      titlesOnly,
      true,
    ),
    ...toExamples(
      papers.filter((paper) => !paper.checked),
      titlesOnly,
      true,
      scale,
    ),
  ];
}

/**
 * What a model tested on `months[tested]` learns from: the dev set and the months before it, without any paper it is
 * tested on (`testedOn`, testedExamples) or that a later month holds. The dev set was collected from digests that list some of them
 * (25 of March–May's labelled papers, and 39 more of their whole listings): kept, they were tested on after being
 * trained on.
 */
export function trainingBefore(
  dev: readonly LabelledPaper[],
  months: readonly LabelledMonth[],
  tested: number,
  testedOn: readonly Pick<Example, 'paper'>[],
  titlesOnly = false,
): Example[] {
  const seen = new Set([
    ...months.slice(tested).flatMap((month) => [...month.labelled, ...month.background].map((paper) => paper.input.id)),
    ...testedOn.map((example) => example.paper.input.id),
  ]);
  const unseen = dev.filter((paper) => !seen.has(paper.input.id));
  return [...toExamples(unseen, titlesOnly, false), ...monthExamples(months.slice(0, tested), titlesOnly)];
}

/**
 * `wholeMonth(month)` may give every paper of the month (labelled ones with their labels, the rest as unlabelled
 * negatives); without it, the month's background sample stands for its unlabelled papers.
 */
export function forwardInTime(
  dev: readonly LabelledPaper[],
  months: readonly LabelledMonth[],
  settings: Settings,
  wholeMonth?: (month: LabelledMonth) => LabelledPaper[] | undefined,
  titlesOnly = false,
): ForwardResult[] {
  // With the abstracts blanked, `classify` would never consult the full model: only the one that decides is fitted.
  const trainModel = titlesOnly ? trainTitleOnly : train;
  return months.slice(FIRST_TESTED).map((month, index) => {
    const at = FIRST_TESTED + index;
    const before = months.slice(0, at);
    const whole = wholeMonth?.(month);
    const tested = testedExamples(months, at, titlesOnly, whole);
    const model = trainModel(trainingBefore(dev, months, at, tested, titlesOnly), settings);
    const accepted = tested.map((example) => predict(model, example) >= model.threshold);
    const unlabelledAccepted = tested.reduce(
      (total, example, i) => total + (accepted[i] && !example.paper.checked ? example.standsFor : 0),
      0,
    );
    return {
      month: month.month,
      trainedOn: before.map((earlier) => earlier.month),
      threshold: model.threshold,
      scores: scoreExamples(tested, accepted),
      unlabelledAccepted,
      wholeMonth: whole !== undefined,
    };
  });
}

/** The mean of each measure over the months tested. */
export function meanScores(results: readonly ForwardResult[]): { precision: number; recall: number; f1: number } {
  const mean = (pick: (scores: Scores) => number) =>
    results.length === 0 ? 0 : results.reduce((total, result) => total + pick(result.scores), 0) / results.length;
  return { precision: mean((s) => s.precision), recall: mean((s) => s.recall), f1: mean((s) => s.f1) };
}
