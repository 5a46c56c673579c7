/** Papers, feed items and feedback as the feed's unit tests build them. */

import { paperText } from '../../../lib/feed/view';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import type { FeedbackRecord, FeedItem } from '../../../lib/store/db';

/** A feed paper whose abstract is its title. */
export function paper(id: string, title: string, published = '2026-05-20'): Paper {
  const result = normalizePaperDraft({ arxivId: id, title, abstract: title, authors: ['A'], published }, { site: 'feed', url: '', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

/** The feed row the classifier would have stored for it. */
export const item = (p: Paper, score: number, inTopic: 0 | 1, reasons: Pick<FeedItem, 'why' | 'against'> = { why: [] }): FeedItem => ({
  paperId: p.id,
  published: p.published ?? '',
  addedAt: 0,
  score,
  inTopic,
  tags: [],
  ...reasons,
});

/** What the user said about it. */
export const feedback = (p: Paper, verdict: FeedbackRecord['verdict']): FeedbackRecord => ({
  paperId: p.id,
  verdict,
  at: 0,
  text: paperText(p),
});
