/** Half-width in log-odds, around the threshold, of the scores the opt-in judge re-reads (README, "The second opinion"). */
export const DEFAULT_JUDGE_BAND_LOGIT = 1.25;

/** Whether `score` is in the judge's band: |logit(score) − logit(threshold)| ≤ halfWidth, never when halfWidth ≤ 0. */
export function inJudgeBand(score: number, threshold: number, halfWidth = DEFAULT_JUDGE_BAND_LOGIT): boolean {
  if (!(halfWidth > 0)) return false;
  const logit = (p: number) => Math.log(p) - Math.log1p(-p);
  return Math.abs(logit(score) - logit(threshold)) <= halfWidth;
}
