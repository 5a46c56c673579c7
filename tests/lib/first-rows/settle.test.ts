import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissPaper, type FeedRow, loadFeedHead } from '../../../lib/feed/view';
import { firstRowsTables, settleFirstRows } from '../../../lib/first-rows/settle';
import { FIRST_ROWS, FIRST_ROWS_KEY, type FirstRows } from '../../../lib/first-rows/snapshot';
import { storeFirstRows } from '../../../lib/first-rows/writer';
import { listSaved, RadarDb, readKv, savePaper, unsavePaper } from '../../../lib/store/db';
import { item, paper } from '../feed/feed-rows';

let db: RadarDb;
let n = 0;
const first = (i: number) => paper(`2605.${10000 + i}`, `Paper ${i}`, `2026-05-${String(20 - i).padStart(2, '0')}`);
const rows = async () => (await readKv(db, FIRST_ROWS_KEY)) as FirstRows;
const ids = (list: readonly { paper: { id: string } }[]) => list.map((row) => row.paper.id);

beforeEach(async () => {
  db = new RadarDb(`first-rows-settle-${++n}`);
  await db.open();
  for (let i = 0; i < 3; i++) {
    await db.papers.put(first(i));
    await db.feed.put(item(first(i), 0.9, 1));
  }
  await savePaper(db, first(1));
});
afterEach(() => db.delete());

describe('the first rows settled against the store', () => {
  it('a snapshot write drops rows read before an X or a removal that committed since, and follows the saved mark', async () => {
    const feed: FeedRow[] = await loadFeedHead(db, FIRST_ROWS);
    const saved = await listSaved(db, FIRST_ROWS);
    // Read, then changed in another context before this context writes what it read.
    await dismissPaper(db, first(0));
    await unsavePaper(db, first(1).id);
    await storeFirstRows(db, { feed, saved });
    const written = await rows();
    expect(ids(written.feed)).toEqual([first(1).id, first(2).id]);
    expect(written.feed[0]?.saved).toBe(false);
    expect(written.saved).toEqual([]);
  });

  it('a dismissed paper that is saved stays in the feed (saved papers are never hidden); an off-topic one leaves it once removed', async () => {
    await db.feed.put(item(first(1), 0.2, 0));
    await storeFirstRows(db);
    await dismissPaper(db, first(1));
    await db.transaction('rw', firstRowsTables(db), () => settleFirstRows(db));
    expect(ids((await rows()).feed)).toContain(first(1).id);
    await unsavePaper(db, first(1).id);
    await db.transaction('rw', firstRowsTables(db), () => settleFirstRows(db));
    expect(ids((await rows()).feed)).toEqual([first(0).id, first(2).id]);
  });

  it('settles nothing when there is no snapshot', async () => {
    await db.transaction('rw', firstRowsTables(db), () => settleFirstRows(db));
    expect(await readKv(db, FIRST_ROWS_KEY)).toBeUndefined();
  });
});
