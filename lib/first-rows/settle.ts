/**
 * Keeps the popup's first-rows snapshot true to a dismissal or a removal. The rewrite after every change waits until
 * things are quiet (writer.ts), and a popup closed meanwhile (X, then Esc) never made it: the next popup painted the
 * dismissed paper. So an X or a removal settles the snapshot in its own transaction, and every write of the snapshot
 * settles the rows it was given (read before a dismissal another context made since).
 */
import type { FeedRow } from '../feed/view';
import type { RadarDb, SavedPaper } from '../store/db';
import { FIRST_ROWS_KEY, FIRST_ROWS_VERSION, type FirstRows } from './snapshot';

type Rows = Omit<FirstRows, 'version'>;

/** The tables a transaction that settles the snapshot must include. */
export const firstRowsTables = (db: RadarDb) => [db.kv, db.saved, db.feedback];

/**
 * The rows as the store holds them now, as loadFeedHead and listSaved would read them: a paper no longer saved leaves
 * the saved list, and the feed unless it is in the topic and not dismissed; a feed row's saved mark follows.
 */
export async function settledRows(db: RadarDb, rows: Rows): Promise<Rows> {
  const ids = [...new Set([...rows.feed, ...rows.saved].map((row) => row.paper.id))];
  const [records, lessons] = await Promise.all([db.saved.bulkGet(ids), db.feedback.bulkGet(ids)]);
  const saved = new Set(ids.filter((_, i) => records[i] !== undefined));
  const dismissed = new Set(ids.filter((_, i) => lessons[i]?.verdict === 'not-relevant'));
  const feed: FeedRow[] = rows.feed
    .filter(({ paper, item }) => saved.has(paper.id) || (item.inTopic === 1 && !dismissed.has(paper.id)))
    .map((row) => (row.saved === saved.has(row.paper.id) ? row : { ...row, saved: saved.has(row.paper.id) }));
  const kept: SavedPaper[] = rows.saved.filter(({ paper }) => saved.has(paper.id));
  return { feed, saved: kept };
}

/** Settles the stored snapshot, if there is one; call inside a transaction over `firstRowsTables`. */
export async function settleFirstRows(db: RadarDb): Promise<void> {
  const stored = (await db.kv.get(FIRST_ROWS_KEY))?.value as FirstRows | undefined;
  if (stored?.version !== FIRST_ROWS_VERSION || !Array.isArray(stored.feed) || !Array.isArray(stored.saved)) return;
  const settled = await settledRows(db, stored);
  const same =
    settled.feed.length === stored.feed.length &&
    settled.saved.length === stored.saved.length &&
    settled.feed.every((row, i) => row === stored.feed[i]);
  if (!same) await db.kv.put({ key: FIRST_ROWS_KEY, value: { version: FIRST_ROWS_VERSION, ...settled } });
}
