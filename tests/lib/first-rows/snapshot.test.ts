import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFeed } from '../../../lib/feed/view';
import {
  FIRST_ROWS,
  FIRST_ROWS_KEY,
  FIRST_ROWS_VERSION,
  type FirstRows,
  holdsFirstRows,
  readFirstRows,
} from '../../../lib/first-rows/snapshot';
import { keepFirstRows, storeFirstRows } from '../../../lib/first-rows/writer';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { DB_NAME, type FeedItem, RadarDb, savePaper, unsavePaper, writeKv } from '../../../lib/store/db';

function paper(id: string, title: string, published: string): Paper {
  const result = normalizePaperDraft(
    { arxivId: id, title, abstract: title, authors: ['Ada Lovelace'], published },
    { site: 'feed', url: '', at: 0 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const item = (p: Paper, inTopic: 0 | 1 = 1): FeedItem => ({
  paperId: p.id,
  published: p.published ?? '',
  addedAt: 0,
  score: inTopic ? 0.9 : 0.01,
  inTopic,
  tags: ['Credit assignment'],
  why: ['"multi-turn" with RL terms'],
});

const credit = paper('2605.00001', 'Turn-level credit assignment for multi-turn LLM agents', '2026-05-20');
const memory = paper('2605.00002', 'RL-trained memory for long-horizon agents', '2026-05-21');
const dehazing = paper('2605.00003', 'Image dehazing with codebook priors', '2026-05-22');

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

let db: RadarDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function openStore(keepMs?: number): Promise<RadarDb> {
  db = new RadarDb(DB_NAME);
  // As the extension's contexts do: before the database opens (Dexie builds its middleware stack then).
  if (keepMs !== undefined) keepFirstRows(db, keepMs);
  await db.open();
  return db;
}

describe('readFirstRows (the popup’s first paint, without Dexie)', () => {
  it('finds nothing on a first run, and does not create the database (Dexie creates it, with its schema)', async () => {
    expect(await readFirstRows()).toBeUndefined();
    expect(await databaseNames()).not.toContain(DB_NAME);
  });

  it('finds nothing in a store that has no snapshot yet (written by an older version)', async () => {
    await openStore();
    expect(await readFirstRows()).toBeUndefined();
  });

  it('reads the top of the feed and of the saved list that the store wrote', async () => {
    const store = await openStore();
    await store.papers.bulkPut([credit, memory, dehazing]);
    await store.feed.bulkPut([item(credit), item(memory), item(dehazing, 0)]);
    await savePaper(store, credit, { now: 5 });
    await storeFirstRows(store);
    const rows = await readFirstRows();
    expect(rows?.feed.map((row) => row.paper.title)).toEqual([memory.title, credit.title]);
    expect(rows?.feed.find((row) => row.paper.id === credit.id)?.saved).toBe(true);
    expect(rows?.feed[0]?.item.tags).toEqual(['Credit assignment']);
    expect(rows?.saved.map((row) => row.paper.id)).toEqual([credit.id]);
  });

  it('ignores a snapshot of another version or a damaged one instead of misreading it', async () => {
    const store = await openStore();
    await writeKv(store, FIRST_ROWS_KEY, { version: FIRST_ROWS_VERSION + 1, feed: [], saved: [] });
    expect(await readFirstRows()).toBeUndefined();
    await writeKv(store, FIRST_ROWS_KEY, { version: FIRST_ROWS_VERSION, feed: 'not a list', saved: [] });
    expect(await readFirstRows()).toBeUndefined();
    await writeKv(store, FIRST_ROWS_KEY, { version: FIRST_ROWS_VERSION, feed: [{ paper: { title: 'no id' } }], saved: [] });
    expect(await readFirstRows()).toBeUndefined();
    // A row the first paint would trip over (no author list, tags not a list) sends the popup to its full lists.
    await store.papers.put(credit);
    await store.feed.put(item(credit));
    await storeFirstRows(store);
    const good = (await readFirstRows()) as FirstRows;
    expect(good.feed).toHaveLength(1);
    const row = good.feed[0] as FirstRows['feed'][number];
    await writeKv(store, FIRST_ROWS_KEY, { ...good, feed: [{ ...row, paper: { ...row.paper, authors: undefined } }] });
    expect(await readFirstRows()).toBeUndefined();
    await writeKv(store, FIRST_ROWS_KEY, { ...good, feed: [{ ...row, item: { ...row.item, tags: 'Agentic RL' } }] });
    expect(await readFirstRows()).toBeUndefined();
  });

  it('ignores a snapshot whose optional fields the row or the detail pane would trip over (the popup rendered blank)', async () => {
    const store = await openStore();
    await store.papers.put(credit);
    await store.feed.put(item(credit));
    await storeFirstRows(store);
    const good = (await readFirstRows()) as FirstRows;
    const row = good.feed[0] as FirstRows['feed'][number];
    const damaged: Record<string, unknown>[] = [
      { authorAffiliations: 'MIT' },
      { authorAffiliations: [{ name: 'Ada Lovelace' }] },
      { pdfUrl: 42 },
      { journalRef: { venue: 'ICLR' } },
      { authorCount: '12' },
    ];
    for (const fields of damaged) {
      await writeKv(store, FIRST_ROWS_KEY, { ...good, feed: [{ ...row, paper: { ...row.paper, ...fields } }] });
      expect(await readFirstRows(), JSON.stringify(fields)).toBeUndefined();
    }
    // The same fields with their own types are read.
    const whole = {
      authorAffiliations: [{ name: 'Ada Lovelace', affiliations: ['MIT'] }],
      pdfUrl: 'https://arxiv.org/pdf/2605.00001',
      authorCount: 12,
    };
    await writeKv(store, FIRST_ROWS_KEY, { ...good, feed: [{ ...row, paper: { ...row.paper, ...whole } }] });
    expect((await readFirstRows())?.feed).toHaveLength(1);
  });

  it('gives up after a while when the database does not open (another context is upgrading it)', async () => {
    const stuck = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const started = Date.now();
    expect(await readFirstRows(stuck, 50)).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('keeps no more rows than the first paint shows', async () => {
    const store = await openStore();
    const many = Array.from({ length: FIRST_ROWS + 15 }, (_, i) =>
      paper(`2605.${String(10000 + i)}`, `Agentic RL paper ${i}`, '2026-05-20'),
    );
    await store.papers.bulkPut(many);
    await store.feed.bulkPut(many.map((p) => item(p)));
    await storeFirstRows(store);
    expect((await readFirstRows())?.feed).toHaveLength(FIRST_ROWS);
  });
});

describe('holdsFirstRows', () => {
  it('says when the snapshot already holds the lists’ first rows, so the popup skips writing it back', async () => {
    const store = await openStore();
    await store.papers.bulkPut([credit, memory]);
    await store.feed.bulkPut([item(credit), item(memory)]);
    await storeFirstRows(store);
    const snapshot = await readFirstRows();
    const feed = await loadFeed(store);
    expect(holdsFirstRows(snapshot, feed, [])).toBe(true);
    expect(holdsFirstRows(snapshot, feed.slice(1), [])).toBe(false);
    expect(holdsFirstRows(undefined, feed, [])).toBe(false);
  });
});

describe('keepFirstRows', () => {
  it('rewrites the snapshot after saves, removals and feed changes, once writes are quiet', async () => {
    const store = await openStore(5);
    await store.papers.bulkPut([credit, memory]);
    await store.feed.bulkPut([item(credit), item(memory)]);
    await vi.waitFor(async () => expect((await readFirstRows())?.feed.map((row) => row.paper.id)).toEqual([memory.id, credit.id]));

    await savePaper(store, memory, { now: 10 });
    await vi.waitFor(async () => expect((await readFirstRows())?.saved.map((row) => row.paper.id)).toEqual([memory.id]));

    await unsavePaper(store, memory.id);
    await vi.waitFor(async () => expect((await readFirstRows())?.saved).toEqual([]));
  });

  it('is not set off by writes to other tables (its own write included)', async () => {
    // A quiet time no other timer uses: each rewrite the middleware schedules is one setTimeout with it.
    const quietMs = 4321;
    const store = await openStore(quietMs);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const rewritesScheduled = () => timers.mock.calls.filter(([, delay]) => delay === quietMs).length;
    try {
      await writeKv(store, 'feed.state', { refreshing: false });
      expect(rewritesScheduled()).toBe(0);
      // A table the snapshot is made of does schedule one (the check above can fail).
      await savePaper(store, memory);
      expect(rewritesScheduled()).toBeGreaterThan(0);
    } finally {
      timers.mockRestore();
    }
  });
});
