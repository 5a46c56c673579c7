/** How the feed words a judge's second opinion (lib/judge/feed-pass.ts): a short mark on the row, the reason in the detail. */
import type { SecondOpinion } from '../store/db';

/** "second opinion: in". */
export const opinionMark = (second: Pick<SecondOpinion, 'verdict'>): string => `second opinion: ${second.verdict}`;

/** "second opinion: in — trains a web agent with GRPO". */
export const opinionLine = (second: Pick<SecondOpinion, 'verdict' | 'reason'>): string => `${opinionMark(second)} — ${second.reason}`;

/** What the detail pane shows of an opinion, if the paper has one. */
export function opinionOf(second: SecondOpinion | undefined): { line: string; by: string } | undefined {
  return second && { line: opinionLine(second), by: second.by };
}
