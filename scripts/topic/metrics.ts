/** Precision, recall, F1 and per-kind accept rates: the numbers the classifier is judged by. */
import type { LabelledPaper } from './dataset';

/** How one kind of paper fared. */
export interface KindRate {
  /** Papers of this kind the classifier accepted. */
  accepted: number;
  /** Papers of this kind. */
  total: number;
  /** accepted / total. */
  rate: number;
}

/** The scores of one run over one labelled file. */
export interface Scores {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Accept rate per `kind` (positives included: their rate is the recall). */
  kinds: Record<string, KindRate>;
}

/**
 * Scores accept/reject decisions (`accepted[i]` for `papers[i]`); unlabelled papers count as negatives. `weights[i]`
 * (default 1) is how many papers `papers[i]` stands for: a month's background sample stands for all its unlabelled
 * papers, so every count below is then an estimate for the whole month.
 */
export function score(papers: readonly LabelledPaper[], accepted: readonly boolean[], weights?: readonly number[]): Scores {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const kinds: Record<string, KindRate> = {};
  papers.forEach((paper, index) => {
    const yes = accepted[index] === true;
    const weight = weights?.[index] ?? 1;
    if (yes && paper.label === 1) truePositives += weight;
    if (yes && paper.label === 0) falsePositives += weight;
    if (!yes && paper.label === 1) falseNegatives += weight;
    const kind = kinds[paper.kind] ?? { accepted: 0, total: 0, rate: 0 };
    kinds[paper.kind] = kind;
    kind.total += weight;
    if (yes) kind.accepted += weight;
  });
  for (const kind of Object.values(kinds)) kind.rate = kind.total === 0 ? 0 : kind.accepted / kind.total;
  const precision = truePositives + falsePositives === 0 ? 0 : truePositives / (truePositives + falsePositives);
  const recall = truePositives + falseNegatives === 0 ? 0 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, falsePositives, falseNegatives, precision, recall, f1, kinds };
}

/** A few lines a person can read: P/R/F1 then each kind's accept rate (weighted counts rounded to whole papers). */
export function formatScores(name: string, scores: Scores): string {
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
  const count = (value: number) => String(Math.round(value));
  const lines = [
    `${name}: precision ${pct(scores.precision)}  recall ${pct(scores.recall)}  F1 ${pct(scores.f1)}  ` +
      `(TP ${count(scores.truePositives)}, FP ${count(scores.falsePositives)}, FN ${count(scores.falseNegatives)})`,
  ];
  for (const [kind, rate] of Object.entries(scores.kinds).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${kind.padEnd(18)} accepted ${count(rate.accepted).padStart(4)} / ${count(rate.total).padEnd(5)} ${pct(rate.rate)}`);
  }
  return lines.join('\n');
}

/**
 * Average precision of a ranking (`scores[i]` for `papers[i]`; unlabelled papers count as negatives): the mean of the
 * precision at each positive's rank. It needs no threshold, so it compares models whose scores are calibrated
 * differently (a model trained on the balanced dev set scores a real month higher than one that has seen a month).
 */
export function averagePrecision(papers: readonly LabelledPaper[], scores: readonly number[], weights?: readonly number[]): number {
  const ranked = papers
    .map((paper, index) => ({ label: paper.label, score: scores[index] ?? 0, weight: weights?.[index] ?? 1 }))
    .sort((a, b) => b.score - a.score);
  let positivesSeen = 0;
  let seen = 0;
  let sum = 0;
  for (const row of ranked) {
    seen += row.weight;
    if (row.label !== 1) continue;
    positivesSeen += row.weight;
    sum += row.weight * (positivesSeen / seen);
  }
  return positivesSeen === 0 ? 0 : sum / positivesSeen;
}
