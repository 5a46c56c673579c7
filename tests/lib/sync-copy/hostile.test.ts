/**
 * storage.sync is written by every browser of the account, by other versions of the extension, and can be left
 * half-arrived by sync: whatever is there that can't be read is refused with a clear error, and neither the copy
 * nor the saved list changes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { restoreSyncCopy, setSyncCopyEnabled, writeSyncCopy } from '../../../lib/sync-copy/sync';

const T0 = Date.UTC(2026, 4, 1);
const good = { v: 2, at: T0, parts: 1, omitted: 0, collections: [['rl-for-llm-agents', 'RL for LLM Agents']] };
const part = (...entries: unknown[]) => ({ at: T0, e: entries });

const HOSTILE: [string, Record<string, unknown>, RegExp][] = [
  ['a header that is a string', { 'savedCopy:meta': 'junk', 'savedCopy:0': part() }, /can’t be read.*no readable header/],
  ['an unknown, newer version', { 'savedCopy:meta': { ...good, v: 3 }, 'savedCopy:0': part() }, /format 3.*newer version/],
  ['a version that is not a number', { 'savedCopy:meta': { ...good, v: '2; drop' }, 'savedCopy:0': part() }, /newer version/],
  ['a part count of a billion', { 'savedCopy:meta': { ...good, parts: 1e9 } }, /part count/],
  ['a negative part count', { 'savedCopy:meta': { ...good, parts: -1 } }, /part count/],
  ['a missing part', { 'savedCopy:meta': { ...good, parts: 2 }, 'savedCopy:0': part() }, /part 1 is missing/],
  ['parts of two different writes', { 'savedCopy:meta': good, 'savedCopy:0': { at: T0 - 1, e: [] } }, /different writes/],
  ['an entry of the wrong types', { 'savedCopy:meta': good, 'savedCopy:0': part([123, 'x']) }, /entry/],
  ['a collection index out of range', { 'savedCopy:meta': good, 'savedCopy:0': part(['2605.28143', [7]]) }, /entry/],
  ['a negative time', { 'savedCopy:meta': good, 'savedCopy:0': part(['2605.28143', [0], -5]) }, /entry/],
  ['a fractional time', { 'savedCopy:meta': good, 'savedCopy:0': part(['2605.28143', 1.5]) }, /entry/],
  ['a 10,000-character id', { 'savedCopy:meta': good, 'savedCopy:0': part(['x'.repeat(10_000), [0]]) }, /over storage.sync’s/],
  ['a 5,000-character id', { 'savedCopy:meta': good, 'savedCopy:0': part(['x'.repeat(5_000), [0]]) }, /entry/],
  ['a collection with an empty name', { 'savedCopy:meta': { ...good, collections: [['c', '']] }, 'savedCopy:0': part() }, /collection/],
  ['a deleted collection without its time', { 'savedCopy:meta': { ...good, gone: [['c']] }, 'savedCopy:0': part() }, /deleted collection/],
  ['deleted collections that are not a list', { 'savedCopy:meta': { ...good, gone: 'all' }, 'savedCopy:0': part() }, /deleted collection/],
  ['a header of 1 MB', { 'savedCopy:meta': { ...good, pad: 'x'.repeat(1_000_000) }, 'savedCopy:0': part() }, /over storage.sync’s/],
  [
    'items within 8 KB each but 200 KB in all',
    Object.fromEntries([
      ['savedCopy:meta', { ...good, parts: 25 }],
      ...Array.from({ length: 25 }, (_, i) => [`savedCopy:${i}`, part(...Array.from({ length: 300 }, (_, j) => [`2605.${i}${j}`, [0]]))]),
    ]),
    /102,400/,
  ],
];

let db: RadarDb;

beforeEach(async () => {
  fakeBrowser.reset();
  await setSyncCopyEnabled(true);
  db = new RadarDb(`sync-hostile-${Math.random()}`);
  const made = normalizePaperDraft({ arxivId: '2604.27955', title: 'GUI Agents' }, { site: 'test', url: 'https://arxiv.org/', at: T0 });
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now: T0 });
});

afterEach(async () => {
  await db.delete();
});

describe('a copy that can’t be read', () => {
  it.each(HOSTILE)('refuses %s: writing and restoring fail with a clear error and change nothing', async (_name, items, message) => {
    await fakeBrowser.storage.sync.set(items);
    const area = await fakeBrowser.storage.sync.get(null);
    const saved = await db.saved.toArray();
    await expect(writeSyncCopy(db, T0 + 60_000)).rejects.toThrow(message);
    await expect(restoreSyncCopy(db, T0 + 60_000)).rejects.toThrow(message);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual(area);
    expect(await db.saved.toArray()).toEqual(saved);
    // The next write is refused too: a copy that can't be read is never written over.
    await expect(writeSyncCopy(db, T0 + 120_000)).rejects.toThrow(/left as it is/);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual(area);
  });

  it('reads __proto__ and constructor as plain ids and collection ids, polluting nothing', async () => {
    await fakeBrowser.storage.sync.set({
      'savedCopy:meta': { ...good, collections: [['__proto__', 'Proto']] },
      'savedCopy:0': part(['__proto__', [0]], ['constructor', 1_780_000_000], ['2605.28143', [0]]),
    });
    await writeSyncCopy(db, T0 + 60_000);
    const fresh = new RadarDb(`sync-hostile-fresh-${Math.random()}`);
    // Ids that are no paper's id are skipped on restore; the real paper comes back.
    expect(await restoreSyncCopy(fresh, T0 + 120_000)).toMatchObject({ restored: 2 });
    expect((await fresh.saved.toArray()).map((record) => record.paperId).sort()).toEqual(['2604.27955', '2605.28143']);
    expect(({} as Record<string, unknown>).Proto).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    await fresh.delete();
  });

  it('takes a removal dated in the future as made now: it does not keep a paper out for ever', async () => {
    const year2200 = Math.floor(Date.UTC(2200, 0, 1) / 1000);
    await fakeBrowser.storage.sync.set({ 'savedCopy:meta': good, 'savedCopy:0': part(['2605.28143', year2200]) });
    const made = normalizePaperDraft({ arxivId: '2605.28143', title: 'SKILLC' }, { site: 'test', url: 'https://arxiv.org/', at: T0 });
    if (!made.ok) throw new Error(made.error);
    await writeSyncCopy(db, T0 + 60_000);
    // Saved here after that write: a later save than the (clamped) removal, so it goes into the copy.
    await savePaper(db, made.paper, { now: T0 + 120_000 });
    await writeSyncCopy(db, T0 + 180_000);
    const fresh = new RadarDb(`sync-hostile-future-${Math.random()}`);
    await restoreSyncCopy(fresh, T0 + 240_000);
    expect((await fresh.saved.toArray()).map((record) => record.paperId).sort()).toEqual(['2604.27955', '2605.28143']);
    await fresh.delete();
  });

  it('does not believe a copy saying the default collection was deleted', async () => {
    const collections = [...good.collections, ['reading', 'Reading']];
    await fakeBrowser.storage.sync.set({
      'savedCopy:meta': { ...good, collections, gone: [['rl-for-llm-agents', Math.floor(T0 / 1000)]] },
      'savedCopy:0': part(['2605.28143', [0, 1]]),
    });
    const fresh = new RadarDb(`sync-hostile-default-${Math.random()}`);
    await restoreSyncCopy(fresh, T0 + 60_000);
    expect((await fresh.saved.get('2605.28143'))?.collectionIds.sort()).toEqual(['reading', 'rl-for-llm-agents']);
    await writeSyncCopy(db, T0 + 120_000);
    const meta = (await fakeBrowser.storage.sync.get('savedCopy:meta'))['savedCopy:meta'] as { gone: unknown[] };
    expect(meta.gone).toEqual([]);
    await fresh.delete();
  });
});
