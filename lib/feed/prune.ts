/**
 * Keeps the feed's store from growing for ever. Most of what a sync stores is off-topic: the candidate query is broad on
 * purpose (query.ts), so a year of daily use would keep tens of thousands of papers nobody will be shown, each read by
 * the popup's full feed load. Those rows go once they are old; everything a user can see or act on stays.
 */
import type { RadarDb } from '../store/db';
import { inJudgeBand } from '../topic/judge-band';
import { TOPIC_MODEL } from '../topic/model';
import { NEAR_MISS_FLOOR } from './near-miss-floor';
import { BACKFILL_DAYS } from './sync';

const DAY = 86_400_000;

/**
 * How old a row must be, both since it was stored and since the paper was submitted: as long as the first sync's
 * backfill, so the four-weeks-against-four trend and a re-read of recent pages never miss a pruned row.
 */
export const FEED_KEEP_DAYS = BACKFILL_DAYS;

/**
 * Removes the feed rows that are off-topic, below the near misses and out of the second opinion's reach, stored and
 * submitted more than FEED_KEEP_DAYS ago, and their papers, unless saved, waiting in the undo window or taught to the
 * ranking. In-topic rows (the feed's history and trend), near misses and saved papers are never removed, nor a paper
 * the second opinion may read (its band reaches below the near misses): a row whose opinion was set aside (the judge
 * turned off, another model chosen) must still be there when it is judged again. Returns how many rows went.
 */
export async function pruneFeed(db: RadarDb, now = Date.now()): Promise<number> {
  const cutoff = now - FEED_KEEP_DAYS * DAY;
  // Dates as the feed stores them (ISO, or YYYY-MM-DD): a string below the cutoff's day is older than it (a row without
  // a date goes by when it was stored alone).
  const cutoffDay = new Date(cutoff).toISOString().slice(0, 10);
  return db.transaction('rw', [db.feed, db.papers, db.saved, db.removed, db.feedback], async () => {
    // Read whole and filtered here: a Dexie filter walks a cursor, a row at a time (20 s over a year's rows in Node).
    const old = (await db.feed.where('addedAt').below(cutoff).toArray())
      .filter(
        (row) =>
          row.inTopic === 0 &&
          row.score < NEAR_MISS_FLOOR &&
          row.second === undefined &&
          !inJudgeBand(row.score, TOPIC_MODEL.threshold) &&
          row.published < cutoffDay,
      )
      .map((row) => row.paperId);
    if (old.length === 0) return 0;
    // The tables whole, by key only: a library's few thousand keys, against a year's thousands of old rows. A paper the
    // user said something about stays too (a backup carries it with what they said).
    const tables = [db.saved, db.removed, db.feedback] as const;
    const kept = new Set<string>((await Promise.all(tables.map((table) => table.toCollection().primaryKeys()))).flat());
    const rows = old.filter((id) => !kept.has(id));
    await db.feed.bulkDelete(rows);
    await db.papers.bulkDelete(rows);
    return rows.length;
  });
}
