/**
 * Two "browsers" signed in to one account: two separate databases writing to one storage.sync area. Each write
 * must merge with the copy that is there, never replace it; a paper removed on purpose stays removed.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCollection, deleteCollection } from '../../../lib/library/queries';
import type { SavedRecord } from '../../../lib/paper/schema';
import { type RadarDb, restoreRemoved, unsavePaper } from '../../../lib/store/db';
import { restoreSyncCopy, setSyncCopyEnabled, writeSyncCopy } from '../../../lib/sync-copy/sync';
import { browserProfile, save, useBrowserProfiles } from './browser-profiles';

const T0 = Date.UTC(2026, 4, 1);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const [x, y, z] = ['2605.28143', '2604.27955', '2605.00001'];

/** What the user sees as saved: records in the undo window (`removedAt`) are not. */
async function savedIds(db: RadarDb): Promise<string[]> {
  const records = await db.saved.toArray();
  return records
    .filter((record) => (record as { removedAt?: number }).removedAt === undefined)
    .map((record) => record.paperId)
    .sort();
}

/** What a third, empty browser would get from the copy right now. */
async function inCopy(now: number): Promise<string[]> {
  const fresh = browserProfile('observer');
  await restoreSyncCopy(fresh, now);
  return savedIds(fresh);
}

useBrowserProfiles();

describe('two browsers sharing one copy', () => {
  it('a new, empty browser turning the copy on keeps the other browser’s papers, and restores them', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);

    await writeSyncCopy(b, T0 + 2 * MINUTE);
    expect(await inCopy(T0 + 3 * MINUTE)).toEqual([y, x].sort());

    const outcome = await restoreSyncCopy(b, T0 + 3 * MINUTE);
    expect(outcome).toMatchObject({ restored: 2, inCopy: 2, omitted: 0 });
    // Named, for the open pages and the toolbar button to show them saved.
    expect(outcome?.restoredIds.sort()).toEqual([x, y].sort());
    expect(await savedIds(b)).toEqual([x, y].sort());
  });

  it('a removal in A survives B’s older list, B’s addition survives A’s write, and each restores the other’s', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    await writeSyncCopy(b, T0 + 2 * MINUTE);
    await restoreSyncCopy(b, T0 + 3 * MINUTE);

    await unsavePaper(a, y, T0 + 4 * MINUTE);
    await writeSyncCopy(a, T0 + 4 * MINUTE);
    // B still holds y (its view is older) and saves z.
    await save(b, z, T0 + 5 * MINUTE);
    await writeSyncCopy(b, T0 + 6 * MINUTE);

    expect(await inCopy(T0 + 7 * MINUTE)).toEqual([x, z].sort());
    expect(await restoreSyncCopy(a, T0 + 7 * MINUTE)).toMatchObject({ restored: 1, inCopy: 2, omitted: 0 });
    expect(await savedIds(a)).toEqual([x, z].sort());
    // The copy never deletes from a browser: B keeps its y until its user removes it.
    expect(await savedIds(b)).toEqual([x, y, z].sort());
  });

  it('a paper in its undo window (removedAt set) counts as removed', async () => {
    const a = browserProfile('a');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    // A soft delete keeps the record, marked; its type may not name the field yet.
    const record = (await a.saved.get(y)) as SavedRecord;
    await a.saved.put({ ...record, removedAt: T0 + 2 * MINUTE } as SavedRecord);
    await writeSyncCopy(a, T0 + 2 * MINUTE + 500);
    expect(await inCopy(T0 + 3 * MINUTE)).toEqual([x]);
  });

  it('an undone removal puts the paper back in the copy', async () => {
    const a = browserProfile('a');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    await unsavePaper(a, y, T0 + 2 * MINUTE);
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    expect(await restoreRemoved(a, y, T0 + 3 * MINUTE)).toBe(true);
    await writeSyncCopy(a, T0 + 3 * MINUTE);
    expect(await inCopy(T0 + 4 * MINUTE)).toEqual([x, y].sort());
  });

  it('a paper removed elsewhere is not put back by a browser that still holds it, even after the removal ages out', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    await writeSyncCopy(b, T0 + 3 * MINUTE);
    await unsavePaper(a, y, T0 + 4 * MINUTE);
    await writeSyncCopy(a, T0 + 4 * MINUTE);
    await writeSyncCopy(b, T0 + 5 * MINUTE);
    // Long after the removal's record has been dropped from the copy, B writes again.
    await writeSyncCopy(b, T0 + 200 * DAY);
    expect(await inCopy(T0 + 200 * DAY)).toEqual([x]);
  });

  it('a paper saved again after its removal elsewhere is back in the copy', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, y, T0);
    await writeSyncCopy(a, T0 + MINUTE);
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    await writeSyncCopy(b, T0 + 3 * MINUTE);
    await unsavePaper(b, y, T0 + 4 * MINUTE);
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    // A's user removes y and saves it again: a new save, later than B's removal.
    await unsavePaper(a, y, T0 + 5 * MINUTE);
    await save(a, y, T0 + 5 * MINUTE);
    await writeSyncCopy(a, T0 + 6 * MINUTE);
    expect(await inCopy(T0 + 7 * MINUTE)).toEqual([y]);
  });

  it('a browser turning the copy on late does not bring back a paper it saved before its removal elsewhere', async () => {
    const a = browserProfile('a');
    const c = browserProfile('c');
    await save(c, y, T0);
    await save(a, y, T0);
    await writeSyncCopy(a, T0 + MINUTE);
    await unsavePaper(a, y, T0 + 2 * MINUTE);
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    await save(c, z, T0 + 3 * MINUTE);
    await writeSyncCopy(c, T0 + 4 * MINUTE);
    expect(await inCopy(T0 + 5 * MINUTE)).toEqual([z]);
  });

  it('a write with nothing new does not spend one of storage.sync’s writes (120 a minute)', async () => {
    const a = browserProfile('a');
    await save(a, x, T0);
    await writeSyncCopy(a, T0 + MINUTE);
    const set = vi.spyOn(fakeBrowser.storage.sync, 'set');
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    expect(set).not.toHaveBeenCalled();
    await save(a, y, T0 + 3 * MINUTE);
    await writeSyncCopy(a, T0 + 3 * MINUTE);
    expect(set).toHaveBeenCalledTimes(1);
    set.mockRestore();
  });

  it('a removal is dated when it happened, not when it was written', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, y, T0);
    await writeSyncCopy(a, T0 + MINUTE);
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    // A's user removes y; A's write comes only later (say the copy failed to write then).
    await unsavePaper(a, y, T0 + 3 * MINUTE);
    // Meanwhile B's user removes y and saves it again, after A's removal.
    await unsavePaper(b, y, T0 + 4 * MINUTE);
    await save(b, y, T0 + 5 * MINUTE);
    await writeSyncCopy(b, T0 + 6 * MINUTE);
    await writeSyncCopy(a, T0 + 10 * MINUTE);
    expect(await inCopy(T0 + 11 * MINUTE)).toEqual([y]);
  });

  it('collections merge: B’s write keeps A’s collection membership, and a restore with a clashing name still works', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await a.collections.add({ id: 'reading-group', name: 'Reading group', createdAt: 1 });
    await save(a, x, T0, 'reading-group');
    await writeSyncCopy(a, T0 + MINUTE);
    // B made its own "Reading group" under another id before it ever saw the copy.
    await b.collections.add({ id: 'reading-group-b', name: 'Reading group', createdAt: 2 });
    await writeSyncCopy(b, T0 + 2 * MINUTE);
    expect(await restoreSyncCopy(b, T0 + 3 * MINUTE)).toMatchObject({ restored: 1, inCopy: 1, omitted: 0 });
    expect((await b.saved.get(x))?.collectionIds).toEqual(['reading-group-b']);
    const observer = browserProfile('observer');
    await restoreSyncCopy(observer, T0 + 4 * MINUTE);
    // A third browser gets x in one "Reading group" (names are unique there), not in two of the same name.
    const [placed] = (await observer.saved.get(x))?.collectionIds ?? [];
    expect((await observer.collections.get(placed ?? ''))?.name).toBe('Reading group');
    expect(await observer.collections.where('name').equals('Reading group').count()).toBe(1);
  });

  it('a removal survives another browser writing over the copy from an older view, whenever this one writes again', async () => {
    const a = browserProfile('a');
    const b = browserProfile('b');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    const older = await fakeBrowser.storage.sync.get(null);
    await unsavePaper(a, y, T0 + 2 * MINUTE);
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    // B, offline, saved z and wrote against the copy it last saw; its items won when sync caught up.
    await fakeBrowser.storage.sync.clear();
    await fakeBrowser.storage.sync.set(older);
    await save(b, z, T0 + 3 * MINUTE);
    await writeSyncCopy(b, T0 + 3 * MINUTE);
    expect(await inCopy(T0 + 4 * MINUTE)).toEqual([x, y, z].sort());
    // Hours later A removes another paper (y leaves its undo table) and writes: y's removal goes out again.
    await save(a, '2605.00009', T0 + 5 * MINUTE);
    await unsavePaper(a, '2605.00009', T0 + 3 * 60 * MINUTE);
    await writeSyncCopy(a, T0 + 3 * 60 * MINUTE);
    expect(await a.removed.get(y)).toBeUndefined();
    expect(await inCopy(T0 + 4 * 60 * MINUTE)).toEqual([x, z].sort());
  });

  it('a restore does not bring back papers this browser removed, though the copy was off and the undo window is over', async () => {
    const a = browserProfile('a');
    await save(a, x, T0);
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    await setSyncCopyEnabled(false);
    await unsavePaper(a, y, T0 + 2 * MINUTE);
    await save(a, z, T0 + 3 * MINUTE);
    await unsavePaper(a, z, T0 + 3 * 60 * MINUTE);
    expect(await a.removed.get(y)).toBeUndefined();
    expect(await restoreSyncCopy(a, T0 + 4 * 60 * MINUTE)).toMatchObject({ restored: 0, inCopy: 2, omitted: 0 });
    expect(await savedIds(a)).toEqual([x]);
  });

  it('a collection deleted here, or a paper taken out of one, is gone from the copy too', async () => {
    const a = browserProfile('a');
    await a.collections.bulkAdd([
      { id: 'old-project', name: 'Old project', createdAt: 1 },
      { id: 'reading', name: 'Reading', createdAt: 2 },
    ]);
    await save(a, x, T0, 'old-project');
    await save(a, y, T0 + 1, 'reading');
    await save(a, y, T0 + 2, 'old-project');
    await writeSyncCopy(a, T0 + MINUTE);
    // The library's delete: the collection goes, and so does every paper's place in it.
    await a.collections.delete('old-project');
    for (const record of await a.saved.toArray()) {
      await a.saved.put({ ...record, collectionIds: record.collectionIds.filter((id) => id !== 'old-project') });
    }
    await a.saved.update(y, { collectionIds: [] });
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    const observer = browserProfile('observer');
    await restoreSyncCopy(observer, T0 + 3 * MINUTE);
    expect(await observer.collections.where('name').anyOf(['Old project', 'Reading']).count()).toBe(1);
    expect((await observer.saved.get(y))?.collectionIds).not.toContain('reading');
    expect((await observer.saved.get(x))?.collectionIds).not.toContain('old-project');
    // A membership added elsewhere, never held here, is not taken out by this browser's writes.
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 4 * MINUTE);
    await b.collections.add({ id: 'b-only', name: 'B only', createdAt: 3 });
    await b.saved.update(x, { collectionIds: [...((await b.saved.get(x))?.collectionIds ?? []), 'b-only'] });
    await writeSyncCopy(b, T0 + 5 * MINUTE);
    await writeSyncCopy(a, T0 + 6 * MINUTE);
    const later = browserProfile('later');
    await restoreSyncCopy(later, T0 + 7 * MINUTE);
    const places = (await later.saved.get(x))?.collectionIds ?? [];
    expect(
      await later.collections
        .where('id')
        .anyOf(places)
        .and((c) => c.name === 'B only')
        .count(),
    ).toBe(1);
  });

  it('a collection deleted in one browser stays deleted though another still holds it, and after older writes', async () => {
    const a = browserProfile('a');
    await a.collections.add({ id: 'old-project', name: 'Old project', createdAt: 1 });
    await save(a, x, T0, 'old-project');
    await save(a, y, T0 + 1);
    await writeSyncCopy(a, T0 + MINUTE);
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    expect((await b.saved.get(x))?.collectionIds).toContain('old-project');
    const older = await fakeBrowser.storage.sync.get(null);
    // A deletes the collection (the library's delete); B, which still holds it with x in it, writes after.
    await deleteCollection(a, 'old-project');
    await writeSyncCopy(a, T0 + 3 * MINUTE);
    await save(b, z, T0 + 4 * MINUTE, 'old-project');
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    const observer = browserProfile('observer');
    await restoreSyncCopy(observer, T0 + 5 * MINUTE);
    expect(await savedIds(observer)).toEqual([x, y, z].sort());
    expect(await observer.collections.get('old-project')).toBeUndefined();
    for (const record of await observer.saved.toArray()) expect(record.collectionIds).not.toContain('old-project');
    // A restore in A does not make it again.
    await restoreSyncCopy(a, T0 + 6 * MINUTE);
    expect(await a.collections.get('old-project')).toBeUndefined();

    // Another browser, offline since before the delete, wrote the copy it last saw; its items won when sync caught up.
    await fakeBrowser.storage.sync.clear();
    await fakeBrowser.storage.sync.set(older);
    await restoreSyncCopy(a, T0 + 7 * MINUTE);
    expect(await a.collections.get('old-project')).toBeUndefined();
    // A's next write sends the deletion again.
    await writeSyncCopy(a, T0 + 8 * MINUTE);
    const later = browserProfile('later');
    await restoreSyncCopy(later, T0 + 9 * MINUTE);
    expect(await later.collections.get('old-project')).toBeUndefined();
    expect((await later.saved.get(x))?.collectionIds).not.toContain('old-project');
  });

  it('a collection made again after its deletion is in the copy with its new papers; the deleted one stays deleted', async () => {
    const a = browserProfile('a');
    const first = await createCollection(a, 'Old project', T0);
    await save(a, x, T0, first.id);
    await writeSyncCopy(a, T0 + MINUTE);
    // B holds the first one with x in it.
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    await deleteCollection(a, first.id);
    await writeSyncCopy(a, T0 + 3 * MINUTE);
    const again = await createCollection(a, 'Old project', T0 + 4 * MINUTE);
    await save(a, y, T0 + 4 * MINUTE, again.id);
    await writeSyncCopy(a, T0 + 5 * MINUTE);
    // B, which never saw the deletion, writes after: neither the old collection nor x's place in it comes back.
    await writeSyncCopy(b, T0 + 6 * MINUTE);
    await writeSyncCopy(a, T0 + 7 * MINUTE);
    const observer = browserProfile('observer');
    await restoreSyncCopy(observer, T0 + 8 * MINUTE);
    const named = await observer.collections.where('name').equals('Old project').toArray();
    expect(named).toHaveLength(1);
    expect((await observer.saved.get(y))?.collectionIds).toContain(named[0]?.id);
    expect((await observer.saved.get(x))?.collectionIds).not.toContain(named[0]?.id);
  });

  it('reads a copy written in today’s format (no version) and rewrites it merged, in the new one', async () => {
    await fakeBrowser.storage.sync.set({
      'savedCopy:meta': { collections: [['rl-for-llm-agents', 'RL for LLM Agents']], parts: 1, omitted: 0, at: T0 - DAY },
      'savedCopy:0': [
        [x, [0]],
        [y, [0]],
      ],
    });
    const b = browserProfile('b');
    await save(b, z, T0);
    await writeSyncCopy(b, T0 + MINUTE);
    expect(await inCopy(T0 + 2 * MINUTE)).toEqual([x, y, z].sort());
    const meta = (await fakeBrowser.storage.sync.get('savedCopy:meta'))['savedCopy:meta'] as { v?: number };
    expect(meta.v).toBe(2);
  });

  it('writes nothing while the copy is off', async () => {
    await setSyncCopyEnabled(false);
    const a = browserProfile('a');
    await save(a, x, T0);
    await writeSyncCopy(a, T0 + MINUTE);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });
});
