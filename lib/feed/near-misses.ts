/**
 * Near misses: feed papers the classifier scored just under its threshold, shown apart from the feed with the reasons
 * for and against, so a researcher can rescue the few that belong (S saves one, X dismisses one; both teach the
 * per-user model). The band starts at NEAR_MISS_FLOOR (bands.ts, where its choice is explained).
 */

import type { Paper } from '../paper/schema';
import type { FeedbackRecord, FeedItem, RadarDb } from '../store/db';
import type { UserModel } from '../topic/user-model';
import { NEAR_MISS_FLOOR } from './near-miss-floor';
import { type FeedRow, papersOf, userScoredRows } from './view';

/**
 * Papers under the threshold but in the band, neither saved nor dismissed; those most like what the user saved first
 * (the shipped score moved by the user's model), then newest.
 */
export function nearMissRows(
  items: readonly FeedItem[],
  papers: ReadonlyMap<string, Paper>,
  savedIds: ReadonlySet<string>,
  feedback: readonly FeedbackRecord[],
  order?: UserModel,
): FeedRow[] {
  const inBand = (item: FeedItem, saved: boolean, dismissed: boolean) =>
    item.inTopic === 0 && item.score >= NEAR_MISS_FLOOR && !saved && !dismissed;
  return userScoredRows(items, papers, savedIds, feedback, inBand, order).sort(
    (a, b) => b.score - a.score || (a.item.published < b.item.published ? 1 : a.item.published > b.item.published ? -1 : 0),
  );
}

/** Reads the feed's near misses (ordered by `order`, else by every lesson stored now). */
export async function loadNearMisses(db: RadarDb, order?: UserModel): Promise<FeedRow[]> {
  const [items, saved, feedback] = await Promise.all([
    db.feed
      .where('inTopic')
      .equals(0)
      .filter((item) => item.score >= NEAR_MISS_FLOOR)
      .toArray(),
    db.saved.toCollection().primaryKeys(),
    db.feedback.toArray(),
  ]);
  return nearMissRows(items, await papersOf(db, items), new Set(saved), feedback, order);
}
