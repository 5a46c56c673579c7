import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGE_BAND_LOGIT } from '../../../lib/topic/judge-band';
import { DEV_PATH, type LabelledPaper, readLabelled, readMonths } from '../../../scripts/topic/dataset';
import { DEFAULT_SETTINGS } from '../../../scripts/topic/fit';
import { forwardInTime } from '../../../scripts/topic/forward';
import {
  expectedCounts,
  type JudgeBand,
  recommendBand,
  type ScoredMonth,
  type ScoredPaper,
  scoreForward,
  simulateJudge,
} from '../../../scripts/topic/judge-sim';
import { score } from '../../../scripts/topic/metrics';

const THRESHOLD = 0.45;
const noJudge: JudgeBand = { kind: 'logit', halfWidth: 0 };
const everything: JudgeBand = { kind: 'logit', halfWidth: Number.POSITIVE_INFINITY };

const scoredPaper = fc.record({
  score: fc.double({ min: 0, max: 1, noNaN: true }),
  label: fc.constantFrom<0 | 1>(0, 1),
  weight: fc.constantFrom(1, 1, 1, 15.3),
});
const papers = fc.array(scoredPaper, { minLength: 1, maxLength: 60 });
const bands = fc.oneof(
  fc.double({ min: 0, max: 4, noNaN: true }).map((halfWidth): JudgeBand => ({ kind: 'logit', halfWidth })),
  fc.constant<JudgeBand>({ kind: 'floor', floor: 0.2 }),
);

/** The local verdicts scored the way the forward evaluation scores them (metrics.ts). */
function localScores(rows: readonly ScoredPaper[]) {
  const asPapers = rows.map(
    (row): LabelledPaper => ({ input: { id: 'x', title: '', abstract: '' }, label: row.label, kind: 'k', checked: true }),
  );
  return score(
    asPapers,
    rows.map((row) => row.score >= THRESHOLD),
    rows.map((row) => row.weight),
  );
}

describe('expectedCounts (the judge on a band, in expectation)', () => {
  it('with a judge that always agrees on the whole range, precision and recall are 1 on labelled papers', () => {
    fc.assert(
      fc.property(papers, (rows) => {
        const withPositive = [...rows, { score: 0.01, label: 1 as const, weight: 1 }];
        for (const band of [everything, { kind: 'floor', floor: 0 } as JudgeBand]) {
          const counts = expectedCounts(withPositive, THRESHOLD, band, 1);
          expect(counts.precision).toBe(1);
          expect(counts.recall).toBe(1);
          expect(counts.f1).toBe(1);
          expect(counts.judgements).toBeCloseTo(
            withPositive.reduce((total, row) => total + row.weight, 0),
            9,
          );
        }
      }),
    );
  });

  it('a band of width 0 asks nothing and gives the local numbers, whatever the judge', () => {
    fc.assert(
      fc.property(papers, fc.double({ min: 0, max: 1, noNaN: true }), (rows, agreement) => {
        const counts = expectedCounts(rows, THRESHOLD, noJudge, agreement);
        const local = localScores(rows);
        expect(counts.judgements).toBe(0);
        expect(counts.truePositives).toBeCloseTo(local.truePositives, 9);
        expect(counts.falsePositives).toBeCloseTo(local.falsePositives, 9);
        expect(counts.falseNegatives).toBeCloseTo(local.falseNegatives, 9);
        expect(counts.precision).toBeCloseTo(local.precision, 9);
        expect(counts.recall).toBeCloseTo(local.recall, 9);
        expect(counts.f1).toBeCloseTo(local.f1, 9);
      }),
    );
  });

  it('precision and recall never fall as the judge agrees more often; the cost does not depend on it', () => {
    fc.assert(
      fc.property(papers, bands, (rows, band) => {
        const runs = [0.5, 0.7, 0.85, 0.9, 0.95, 1].map((a) => expectedCounts(rows, THRESHOLD, band, a));
        for (let i = 1; i < runs.length; i += 1) {
          const [before, after] = [runs[i - 1], runs[i]] as const;
          if (before === undefined || after === undefined) throw new Error('unreachable');
          expect(after.precision).toBeGreaterThanOrEqual(before.precision - 1e-12);
          expect(after.recall).toBeGreaterThanOrEqual(before.recall - 1e-12);
          expect(after.judgements).toBe(before.judgements);
        }
      }),
    );
  });

  it('gives in-band papers the judge’s expected verdict and the others the local one', () => {
    const rows: ScoredPaper[] = [
      { score: 0.5, label: 1, weight: 1 },
      { score: 0.3, label: 1, weight: 1 },
      { score: 0.6, label: 0, weight: 10 },
      { score: 0.95, label: 0, weight: 1 },
      { score: 0.05, label: 1, weight: 1 },
    ];
    const band: JudgeBand = { kind: 'logit', halfWidth: 1 };
    const counts = expectedCounts(rows, THRESHOLD, band, 0.8);
    // In band: 0.5 (positive), 0.3 (positive), 0.6 (ten negatives). Out: 0.95 accepted (FP), 0.05 rejected (FN).
    expect(counts.judgements).toBe(12);
    expect(counts.truePositives).toBeCloseTo(1.6, 12);
    expect(counts.falseNegatives).toBeCloseTo(0.4 + 1, 12);
    expect(counts.falsePositives).toBeCloseTo(10 * 0.2 + 1, 12);
  });
});

describe('scoreForward and recommendBand on the labelled months (npm run eval:topic -- --judge-sim)', () => {
  const dev = readLabelled(DEV_PATH);
  const labelled = readMonths();
  const months: ScoredMonth[] = scoreForward(dev, labelled, DEFAULT_SETTINGS);

  it('scores the months as the forward evaluation does: without a judge it gives the --by-month numbers', () => {
    const forward = forwardInTime(dev, labelled, DEFAULT_SETTINGS);
    expect(months.map((month) => [month.month, month.threshold])).toEqual(forward.map((result) => [result.month, result.threshold]));
    months.forEach((month, i) => {
      const counts = expectedCounts(month.papers, month.threshold, noJudge, 0.9);
      expect(counts.truePositives).toBeCloseTo(forward[i]?.scores.truePositives ?? Number.NaN, 9);
      expect(counts.falsePositives).toBeCloseTo(forward[i]?.scores.falsePositives ?? Number.NaN, 9);
      expect(counts.falseNegatives).toBeCloseTo(forward[i]?.scores.falseNegatives ?? Number.NaN, 9);
    });
  });

  it('the shipped default band is the one the simulation recommends, within a few hundred judgements a month', () => {
    const chosen = recommendBand(months);
    expect(chosen?.band).toEqual({ kind: 'logit', halfWidth: DEFAULT_JUDGE_BAND_LOGIT });
    expect(chosen?.judgementsPerMonth).toBeLessThan(300);
    expect(chosen?.f1).toBeGreaterThan(simulateJudge(months, noJudge, 0.9).f1);
  });
});
