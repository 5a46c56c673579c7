import { describe, expect, it } from 'vitest';
import { DEFAULT_JUDGE_BAND_LOGIT, inJudgeBand } from '../../../lib/topic/judge-band';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

describe('inJudgeBand', () => {
  it('is ±1.25 in log-odds by default, the band the README chose from the simulation', () => {
    expect(DEFAULT_JUDGE_BAND_LOGIT).toBe(1.25);
  });

  it('holds the threshold itself and the scores up to the half-width either side, in log-odds', () => {
    const t = 0.48;
    expect(inJudgeBand(t, t)).toBe(true);
    expect(inJudgeBand(sigmoid(logit(t) + 1.2), t)).toBe(true);
    expect(inJudgeBand(sigmoid(logit(t) - 1.2), t)).toBe(true);
    expect(inJudgeBand(sigmoid(logit(t) + 1.3), t)).toBe(false);
    expect(inJudgeBand(sigmoid(logit(t) - 1.3), t)).toBe(false);
  });

  it('is symmetric in log-odds, so narrower in score near 0 and 1 than near 0.5', () => {
    // ±1.25 around 0.48 spans about 0.21–0.76: 0.27 below it and 0.28 above.
    expect(inJudgeBand(0.21, 0.48)).toBe(true);
    expect(inJudgeBand(0.2, 0.48)).toBe(false);
    expect(inJudgeBand(0.76, 0.48)).toBe(true);
    expect(inJudgeBand(0.77, 0.48)).toBe(false);
  });

  it('takes a half-width: 0 (or less) asks the judge about nothing, Infinity about everything', () => {
    expect(inJudgeBand(0.5, 0.5, 0)).toBe(false);
    expect(inJudgeBand(0.5, 0.5, -1)).toBe(false);
    expect(inJudgeBand(0.9, 0.5, 3)).toBe(true);
    expect(inJudgeBand(0.9, 0.5, 1)).toBe(false);
    expect(inJudgeBand(0, 0.5, Number.POSITIVE_INFINITY)).toBe(true);
    expect(inJudgeBand(1, 0.5, Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('never holds scores of exactly 0 or 1 with a finite band', () => {
    expect(inJudgeBand(0, 0.5, 100)).toBe(false);
    expect(inJudgeBand(1, 0.5, 100)).toBe(false);
  });
});
