/**
 * The opt-in language-model judge, simulated before it ships (`npm run eval:topic -- --judge-sim`). The judge
 * re-judges only the papers whose local score falls in a band around the threshold; the rest keep the local verdict.
 *
 * Forward in time, as `--by-month` (forward.ts): for each labelled month from the third on, the model trained on the
 * dev set and the months before it scores the month's labelled pool and its background sample (each background paper
 * standing for the unlabelled papers it represents, a label-0 paper). A judge that agrees with the label with
 * probability `a` says yes to an in-band positive with probability a and to an in-band negative with probability 1 − a.
 * The expected true positives, false positives and false negatives are therefore linear in `a` and computed exactly, no
 * random draws; precision and recall are read off the expected counts (the month has thousands of papers, so the
 * ratio of the expectations is what a month shows). Judgements per month count every in-band paper, background papers
 * for the papers they stand for.
 */

import { NEAR_MISS_FLOOR } from '../../lib/feed/near-miss-floor';
import { inJudgeBand } from '../../lib/topic/judge-band';
import type { LabelledMonth, LabelledPaper } from './dataset';
import { predict, type Settings, train } from './fit';
import { testedExamples, trainingBefore } from './forward';

/** One paper as the simulation needs it: the local score, the label, and how many papers it stands for. */
export interface ScoredPaper {
  score: number;
  label: 0 | 1;
  weight: number;
  /** Whether it is a background paper standing for unlabelled ones (only for reporting how much is estimated). */
  background?: boolean;
}

/**
 * Which papers the judge sees: a band of half-width `halfWidth` in log-odds around the threshold
 * ([logit(t) − w, logit(t) + w], `inJudgeBand`), or every paper scored from `floor` up (the feed and its near misses).
 */
export type JudgeBand = { kind: 'logit'; halfWidth: number } | { kind: 'floor'; floor: number };

/** Expected counts over one month with the judge on its band. */
export interface JudgedCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Papers the judge is asked about (weighted). */
  judgements: number;
  precision: number;
  recall: number;
  f1: number;
}

export function inBand(band: JudgeBand, score: number, threshold: number): boolean {
  return band.kind === 'logit' ? inJudgeBand(score, threshold, band.halfWidth) : score >= band.floor;
}

/**
 * The exact expected counts when a judge agreeing with the labels with probability `agreement` re-judges the papers in
 * `band`; the others keep the local verdict (accepted when score ≥ threshold).
 */
export function expectedCounts(papers: readonly ScoredPaper[], threshold: number, band: JudgeBand, agreement: number): JudgedCounts {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let judgements = 0;
  for (const { score, label, weight } of papers) {
    let yes: number;
    if (inBand(band, score, threshold)) {
      judgements += weight;
      yes = label === 1 ? agreement : 1 - agreement;
    } else {
      yes = score >= threshold ? 1 : 0;
    }
    if (label === 1) {
      truePositives += weight * yes;
      falseNegatives += weight * (1 - yes);
    } else {
      falsePositives += weight * yes;
    }
  }
  const precision = truePositives + falsePositives === 0 ? 0 : truePositives / (truePositives + falsePositives);
  const recall = truePositives + falseNegatives === 0 ? 0 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, falsePositives, falseNegatives, judgements, precision, recall, f1 };
}

/** One tested month: the threshold of the model trained before it, and its papers as that model scores them. */
export interface ScoredMonth {
  month: string;
  threshold: number;
  papers: ScoredPaper[];
}

/** The months from the third on, each scored by the model trained on the dev set and the months before it (forward.ts). */
export function scoreForward(dev: readonly LabelledPaper[], months: readonly LabelledMonth[], settings: Settings): ScoredMonth[] {
  return months.slice(2).map((month, index) => {
    const tested = testedExamples(months, 2 + index);
    const model = train(trainingBefore(dev, months, 2 + index, tested), settings);
    return {
      month: month.month,
      threshold: model.threshold,
      papers: tested.map((example) => ({
        score: predict(model, example),
        label: example.paper.label,
        weight: example.standsFor,
        background: !example.paper.checked,
      })),
    };
  });
}

/** The mean over the tested months of one (band, agreement) cell. */
export interface JudgeSimRow {
  band: JudgeBand;
  agreement: number;
  precision: number;
  recall: number;
  f1: number;
  judgementsPerMonth: number;
}

export function simulateJudge(months: readonly ScoredMonth[], band: JudgeBand, agreement: number): JudgeSimRow {
  const counts = months.map((month) => expectedCounts(month.papers, month.threshold, band, agreement));
  const mean = (pick: (c: JudgedCounts) => number) =>
    counts.length === 0 ? 0 : counts.reduce((total, c) => total + pick(c), 0) / counts.length;
  return {
    band,
    agreement,
    precision: mean((c) => c.precision),
    recall: mean((c) => c.recall),
    f1: mean((c) => c.f1),
    judgementsPerMonth: mean((c) => c.judgements),
  };
}

/** Judge agreements tried (a = 100, 95, 90, 85 %). */
export const AGREEMENTS = [1, 0.95, 0.9, 0.85] as const;

/** Bands tried: half-widths in log-odds, then everything from the near-miss floor up. */
export const BANDS: readonly JudgeBand[] = [
  ...[0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3].map((halfWidth): JudgeBand => ({ kind: 'logit', halfWidth })),
  { kind: 'floor', floor: NEAR_MISS_FLOOR },
];

/** The judge's budget: "a few hundred a month" (issue 20). */
export const JUDGEMENT_BUDGET = 300;

/** Share of the largest F1 gain (over the bands within budget) that counts as "most of the gain". */
export const MOST_OF_THE_GAIN = 0.9;

/**
 * The default band: the narrowest log-odds band whose mean F1 at `agreement` reaches `share` of the largest gain over
 * the local classifier among the bands of `BANDS` that cost at most `budget` judgements per month.
 */
export function recommendBand(
  months: readonly ScoredMonth[],
  agreement = 0.9,
  share = MOST_OF_THE_GAIN,
  budget = JUDGEMENT_BUDGET,
): JudgeSimRow | undefined {
  const local = simulateJudge(months, { kind: 'logit', halfWidth: 0 }, agreement).f1;
  const affordable = BANDS.map((band) => simulateJudge(months, band, agreement)).filter((row) => row.judgementsPerMonth <= budget);
  const best = Math.max(local, ...affordable.map((row) => row.f1));
  return affordable
    .filter((row) => row.band.kind === 'logit' && row.band.halfWidth > 0)
    .sort((a, b) => a.judgementsPerMonth - b.judgementsPerMonth)
    .find((row) => row.f1 - local >= share * (best - local));
}

export function describeBand(band: JudgeBand): string {
  if (band.kind === 'floor') return `score ≥ ${band.floor}`;
  return band.halfWidth === 0 ? '0 (no judge)' : `±${band.halfWidth}`;
}

/** The scores a logit band spans around a threshold, e.g. ±1 around 0.48 → 0.25–0.72. */
function scoreRange(band: JudgeBand, threshold: number): string {
  if (band.kind === 'floor') return `${band.floor.toFixed(2)}–1`;
  if (band.halfWidth === 0) return '—';
  const logit = Math.log(threshold / (1 - threshold));
  const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
  return `${sigmoid(logit - band.halfWidth).toFixed(2)}–${sigmoid(logit + band.halfWidth).toFixed(2)}`;
}

/** The table as markdown: one row per band, P / R / F1 for each agreement, and judgements per month. */
export function formatJudgeTable(months: readonly ScoredMonth[]): string {
  const f = (value: number) => value.toFixed(3);
  const pct = (value: number) => `${Math.round(100 * value)}%`;
  const thresholds = [...new Set(months.map((month) => month.threshold))].sort();
  const header = [
    'band (half-width in log-odds)',
    `scores at t = ${thresholds.join(' / ')}`,
    'judgements / month',
    ...AGREEMENTS.map((a) => `a = ${pct(a)}: P / R / F1`),
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const band of BANDS) {
    const rows = AGREEMENTS.map((a) => simulateJudge(months, band, a));
    const cost = rows[0]?.judgementsPerMonth ?? 0;
    lines.push(
      `| ${describeBand(band)} | ${thresholds.map((t) => scoreRange(band, t)).join(' / ')} | ${Math.round(cost)} | ` +
        `${rows.map((row) => `${f(row.precision)} / ${f(row.recall)} / ${f(row.f1)}`).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Per-month judgements of each band (the table's cost is their mean): labelled papers counted one by one, plus the
 * unlabelled ones estimated from the background sample (sample papers in the band × the papers each stands for).
 */
export function formatJudgementsByMonth(months: readonly ScoredMonth[]): string {
  return BANDS.filter((band) => !(band.kind === 'logit' && band.halfWidth === 0))
    .map((band) => {
      const perMonth = months.map((month) => {
        const judged = month.papers.filter((paper) => inBand(band, paper.score, month.threshold));
        const labelled = judged.filter((paper) => paper.background !== true).length;
        const sampled = judged.filter((paper) => paper.background === true);
        const estimated = sampled.reduce((total, paper) => total + paper.weight, 0);
        const from = `~${Math.round(estimated)} from ${sampled.length} sample papers`;
        return `${month.month} ${Math.round(labelled + estimated)} (${labelled} labelled + ${from})`;
      });
      return `${describeBand(band)}: ${perMonth.join('; ')}`;
    })
    .join('\n');
}

/** What `npm run eval:topic -- --judge-sim` prints: the table, the judgements of each month, and the recommended band. */
export function judgeSimReport(dev: readonly LabelledPaper[], labelledMonths: readonly LabelledMonth[], settings: Settings): string {
  const months = scoreForward(dev, labelledMonths, settings);
  const chosen = recommendBand(months);
  const tested = months.map((month) => `${month.month} (threshold ${month.threshold})`).join(', ');
  const recommendation =
    chosen === undefined
      ? 'no band within the budget improves on the local classifier'
      : `narrowest band reaching ${100 * MOST_OF_THE_GAIN}% of the largest F1 gain at a = 90% within ${JUDGEMENT_BUDGET} ` +
        `judgements a month: ${describeBand(chosen.band)} (P / R / F1 ${chosen.precision.toFixed(3)} / ${chosen.recall.toFixed(3)} / ` +
        `${chosen.f1.toFixed(3)}, ${Math.round(chosen.judgementsPerMonth)} judgements a month)`;
  return [
    `judge simulated on ${tested}; means over the months\n`,
    formatJudgeTable(months),
    `\njudgements per month:\n${formatJudgementsByMonth(months)}`,
    `\n${recommendation}`,
  ].join('\n');
}
