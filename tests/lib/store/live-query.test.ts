import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { watchQuery } from '../../../lib/store/live-query';
import { savedIds } from '../../../lib/store/saved-state';

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`live-query-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

function save(id: string) {
  const result = normalizePaperDraft({ arxivId: id, title: `Paper ${id}` }, { site: 'feed', url: '', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return savePaper(db, result.paper);
}

describe('watchQuery', () => {
  it('gives the query’s result now and again after every change to what it read, until unsubscribed', async () => {
    const seen: number[] = [];
    const subscription = watchQuery(() => db.saved.count()).subscribe({ next: (count) => seen.push(count) });
    await vi.waitFor(() => expect(seen).toEqual([0]));
    await save('2604.00001');
    await vi.waitFor(() => expect(seen).toEqual([0, 1]));
    subscription.unsubscribe();
    await save('2604.00002');
    // Another watcher is told of the second save; the unsubscribed one is not.
    const later: number[] = [];
    watchQuery(() => db.saved.count()).subscribe({ next: (count) => later.push(count) });
    await vi.waitFor(() => expect(later).toEqual([2]));
    expect(seen).toEqual([0, 1]);
  });

  it('hands a failing query’s error to the observer', async () => {
    const errors: unknown[] = [];
    watchQuery(() => Promise.reject(new Error('broken'))).subscribe({ error: (error) => errors.push(error) });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error).message).toBe('broken');
  });

  it('is not set off by writes to tables it did not read', async () => {
    await save('2604.00001');
    const seen: string[][] = [];
    watchQuery(async () => [...(await savedIds(db, ['2604.00001', '2604.00002']))].sort()).subscribe({ next: (ids) => seen.push(ids) });
    await vi.waitFor(() => expect(seen).toEqual([['2604.00001']]));
    await db.kv.put({ key: 'unrelated', value: 1 });
    await save('2604.00002');
    // One new result, for the save: none for the write to the key-value table before it.
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([['2604.00001'], ['2604.00001', '2604.00002']]);
  });
});
