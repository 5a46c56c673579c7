/**
 * The topic's verdict on a paper as arXiv's own pages show it: a mark for papers in the topic with their one or two
 * strongest sub-topics, a fainter one for near misses (the feed's band, NEAR_MISS_FLOOR), nothing for the rest; and the
 * reasons shown on hover and focus. Made from the feed's stored verdict when the feed knows the paper, else from the
 * shipped classifier (never the per-user model: a page must not learn from a mark what the user saved or dismissed).
 * The feed's verdict includes the second opinion where the user set one up (README, "The second opinion"): a mark then
 * agrees with the popup, and says nothing of what the user saved.
 */
import { NEAR_MISS_FLOOR } from '../feed/near-miss-floor';
import type { Judgement } from '../feed/sync';
import type { PageVerdict } from '../messaging/shapes';

/** Sub-topics a mark names: more would not fit beside a listing entry. */
export const MARK_TAGS = 2;
/** Reasons on hover or focus. */
const MARK_REASONS = 3;

/** Said of a rejected paper when no single feature argued against it: it simply showed too little of the topic. */
export const TOO_LITTLE = 'Too little sign of reinforcement learning for LLM agents';

export function pageVerdict(id: string, judged: Judgement, titleOnly: boolean): PageVerdict {
  const mark = judged.inTopic === 1 ? 'in' : judged.score >= NEAR_MISS_FLOOR ? 'near' : 'out';
  const against = judged.against ?? [];
  let reasons: string[];
  if (mark === 'in') reasons = judged.why.slice(0, MARK_REASONS);
  else if (mark === 'near')
    reasons = [...judged.why.slice(0, MARK_REASONS - 1), ...against.slice(0, 1).map((reason) => `Against: ${reason}`)];
  else reasons = against.length > 0 ? against.slice(0, 1) : [TOO_LITTLE];
  if (titleOnly) reasons.push('Judged on the title alone');
  return { id, mark, tags: mark === 'out' ? [] : judged.tags.slice(0, MARK_TAGS), reasons, titleOnly };
}
