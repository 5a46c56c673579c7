import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS, FIRST_ROWS_KEY, FIRST_ROWS_VERSION, type FirstRows } from '../../../lib/first-rows/snapshot';
import { keepFirstRows, storeFirstRows } from '../../../lib/first-rows/writer';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, readKv, type SavedPaper, savePaper } from '../../../lib/store/db';

// tests/lib/first-rows/snapshot.test.ts reads what these write; here, what is written and when.
function paper(n: number): Paper {
  const id = `2605.${String(10000 + n)}`;
  const result = normalizePaperDraft({ arxivId: id, title: `Paper ${n}` }, { site: 'feed', url: '', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

let db: RadarDb;
let n = 0;
afterEach(() => db.delete());

describe('storeFirstRows', () => {
  it('writes the rows it is given, cut to what the first paint shows, under this version', async () => {
    db = new RadarDb(`first-rows-writer-${++n}`);
    await db.open();
    const saved: SavedPaper[] = Array.from({ length: FIRST_ROWS + 5 }, (_, i) => ({
      paper: paper(i),
      record: { paperId: paper(i).id, collectionIds: [], savedAt: i, tags: [], note: '', read: false },
    }));
    // Rows of papers that are saved: a snapshot write settles its rows against the store (settle.test.ts).
    for (const row of saved) await savePaper(db, row.paper);
    await storeFirstRows(db, { feed: [], saved });
    const written = (await readKv(db, FIRST_ROWS_KEY)) as FirstRows;
    expect(written.version).toBe(FIRST_ROWS_VERSION);
    expect(written.feed).toEqual([]);
    expect(written.saved).toEqual(saved.slice(0, FIRST_ROWS));
  });
});

describe('keepFirstRows', () => {
  it('writes the snapshot once after a burst of saves, not once per save', async () => {
    db = new RadarDb(`first-rows-writer-${++n}`);
    keepFirstRows(db, 300);
    await db.open();
    const writes: unknown[] = [];
    db.kv.hook('creating', (key) => {
      if (key === FIRST_ROWS_KEY) writes.push(key);
    });
    db.kv.hook('updating', (_changes, key) => {
      if (key === FIRST_ROWS_KEY) writes.push(key);
    });
    for (let i = 0; i < 5; i += 1) await savePaper(db, paper(i));
    await vi.waitFor(async () => expect(((await readKv(db, FIRST_ROWS_KEY)) as FirstRows | undefined)?.saved).toHaveLength(5), {
      timeout: 5000,
    });
    expect(writes).toHaveLength(1);
  });
});
