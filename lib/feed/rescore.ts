/**
 * The feed scored again when the shipped classifier changes (an update of the extension brings a new model): a row
 * keeps the verdict of the model that stored it until arXiv lists its paper again, which for papers older than the
 * refresh's two days is never, so the feed, its near misses and the trend would mix two models' calls. Each row is
 * scored again from its stored paper, keeping when it was first added and the second opinion as a refresh keeps them;
 * the model's key is stored last, so a run the browser cut off starts over at the next refresh.
 */
import { type RadarDb, readKv, writeKv } from '../store/db';
import type { TopicInput, TopicVerdict } from '../topic/types';
import { FEED_SCORED_BY_KEY } from './state';
import { scoredRow } from './sync';

/** Rows scored per transaction: a year of feed (24,000 rows) is then no single long write the popup waits behind. */
const ROWS_PER_WRITE = 1000;

/** Scores every stored feed row with `classify` unless the rows were scored by `modelKey`; how many it scored. */
export async function rescoreFeed(db: RadarDb, classify: (input: TopicInput) => TopicVerdict, modelKey: string): Promise<number> {
  if ((await readKv(db, FEED_SCORED_BY_KEY)) === modelKey) return 0;
  const ids = await db.feed.toCollection().primaryKeys();
  let scored = 0;
  for (let from = 0; from < ids.length; from += ROWS_PER_WRITE) {
    const chunk = ids.slice(from, from + ROWS_PER_WRITE);
    scored += await db.transaction('rw', [db.papers, db.feed], async () => {
      const [rows, papers] = await Promise.all([db.feed.bulkGet(chunk), db.papers.bulkGet(chunk)]);
      const items = rows.flatMap((row, index) => {
        const paper = papers[index];
        return row === undefined || paper === undefined ? [] : [scoredRow(classify, paper, row.addedAt, row, false)];
      });
      await db.feed.bulkPut(items);
      return items.length;
    });
  }
  await writeKv(db, FEED_SCORED_BY_KEY, modelKey);
  return scored;
}
