/**
 * Near misses: feed papers the classifier scored just under its threshold, shown apart from the feed with the reasons
 * for and against, so a researcher can rescue the few that belong (S saves one, X dismisses one; both teach the
 * per-user model). The band starts at NEAR_MISS_FLOOR (bands.ts, where its choice is explained).
 */
import type { FeedbackRecord, FeedItem, RadarDb } from '../db';
import type { Paper } from '../paper';
import { adjustedScore, userShift } from '../topic/user-model';
import { NEAR_MISS_FLOOR } from './near-miss-floor';
import { type FeedRow, paperText, userModelFrom } from './view';

/**
 * Papers under the threshold but in the band, neither saved nor dismissed; those most like what the user saved first
 * (the shipped score moved by the user's model), then newest.
 */
export function nearMissRows(
  items: readonly FeedItem[],
  papers: ReadonlyMap<string, Paper>,
  savedIds: ReadonlySet<string>,
  feedback: readonly FeedbackRecord[],
): FeedRow[] {
  const model = userModelFrom(feedback);
  const dismissed = new Set(feedback.filter((record) => record.verdict === 'not-relevant').map((record) => record.paperId));
  const rows: FeedRow[] = [];
  for (const item of items) {
    if (item.inTopic === 1 || item.score < NEAR_MISS_FLOOR || savedIds.has(item.paperId) || dismissed.has(item.paperId)) continue;
    const paper = papers.get(item.paperId);
    if (!paper) continue;
    rows.push({ paper, item, score: adjustedScore(item.score, userShift(model, paperText(paper))), saved: false });
  }
  return rows.sort((a, b) => b.score - a.score || (a.item.published < b.item.published ? 1 : a.item.published > b.item.published ? -1 : 0));
}

/** Reads the feed's near misses. */
export async function loadNearMisses(db: RadarDb): Promise<FeedRow[]> {
  const [items, saved, feedback] = await Promise.all([
    db.feed
      .where('inTopic')
      .equals(0)
      .filter((item) => item.score >= NEAR_MISS_FLOOR)
      .toArray(),
    db.saved.toCollection().primaryKeys(),
    db.feedback.toArray(),
  ]);
  const papers = await db.papers.bulkGet(items.map((item) => item.paperId));
  const byId = new Map(papers.flatMap((paper) => (paper ? [[paper.id, paper] as const] : [])));
  return nearMissRows(items, byId, new Set(saved), feedback);
}
