/**
 * A collection deleted in one browser and brought back by a backup's import: the storage.sync copy keeps the deletion
 * for 90 days, so the import brings it back under an id worked out from its own, and the copy carries it again.
 */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readBackup, toBackupJson } from '../../../lib/export/backup';
import { applyImportPlan, parseBackup, planBackupImport } from '../../../lib/import/backup';
import { createCollection, deleteCollection, updateSaved } from '../../../lib/library/queries';
import { DEFAULT_COLLECTION } from '../../../lib/paper/merge';
import { type RadarDb, restoreRemoved, unsavePaper } from '../../../lib/store/db';
import { deletedCollections, restoreSyncCopy, writeSyncCopy } from '../../../lib/sync-copy/sync';
import { browserProfile, save, useBrowserProfiles } from './browser-profiles';

const T0 = Date.UTC(2026, 4, 1);
const MINUTE = 60_000;
const DAY = 86_400_000;
const [x, y] = ['2605.28143', '2604.27955'];
/** Imports `file` as the library page does: the deleted collections read first. */
async function importBackup(db: RadarDb, file: string, now: number) {
  const parsed = parseBackup(file);
  if (!parsed.ok) throw new Error(parsed.error);
  await applyImportPlan(db, await planBackupImport(db, parsed.backup, await deletedCollections(db, now)));
}

/** The papers in the collection named `name` for a new browser restoring the copy now. */
async function inCopiedCollection(name: string, now: number): Promise<string[]> {
  const observer = browserProfile('observer');
  await restoreSyncCopy(observer, now);
  const collection = await observer.collections.where('name').equals(name).first();
  if (!collection) return [];
  const records = await observer.saved.toArray();
  return records.filter((record) => record.collectionIds.includes(collection.id)).map((record) => record.paperId);
}

/** The collections a browser shows, by name, the default one aside. */
async function names(db: RadarDb): Promise<string[]> {
  const collections = await db.collections.toArray();
  return collections
    .map((collection) => collection.name)
    .filter((name) => name !== DEFAULT_COLLECTION.name)
    .sort();
}

/** A has "Old project" with x, writes, keeps a backup of it, then deletes the collection and writes again. */
async function deletedWithBackup() {
  const a = browserProfile('a');
  const project = await createCollection(a, 'Old project', T0);
  await save(a, x, T0, project.id);
  await writeSyncCopy(a, T0 + MINUTE);
  const file = toBackupJson(await readBackup(a, T0 + MINUTE));
  await deleteCollection(a, project.id);
  await writeSyncCopy(a, T0 + 2 * MINUTE);
  return { a, project, file };
}

/**
 * A has "Old project" with x, writes and keeps a backup of it; B restores the copy and deletes the collection; both
 * write (A, which still shows it, after B).
 */
async function deletedInB() {
  const a = browserProfile('a');
  const project = await createCollection(a, 'Old project', T0);
  await save(a, x, T0, project.id);
  await writeSyncCopy(a, T0 + MINUTE);
  const file = toBackupJson(await readBackup(a, T0 + MINUTE));
  const b = browserProfile('b');
  await restoreSyncCopy(b, T0 + 2 * MINUTE);
  await deleteCollection(b, project.id);
  await writeSyncCopy(b, T0 + 3 * MINUTE);
  await writeSyncCopy(a, T0 + 4 * MINUTE);
  return { a, b, project, file };
}

useBrowserProfiles();

describe('a deleted collection brought back from a backup', () => {
  it('reaches the copy again, with its papers, whichever browser deleted it', async () => {
    // B deletes it; A, which still holds it, drops it from the copy once it has seen the deletion.
    const { a, b, project, file } = await deletedInB();
    expect(await inCopiedCollection('Old project', T0 + 5 * MINUTE)).toEqual([]);
    expect(await deletedCollections(a, T0 + 5 * MINUTE)).toEqual(new Set([project.id]));

    // B restores last week's backup: the collection is back, in B and in the copy.
    await importBackup(b, file, T0 + 6 * MINUTE);
    const back = await b.collections.where('name').equals('Old project').first();
    expect(back?.id).not.toBe(project.id);
    expect((await b.saved.get(x))?.collectionIds).toContain(back?.id);
    await writeSyncCopy(b, T0 + 7 * MINUTE);
    await save(b, y, T0 + 8 * MINUTE, back?.id);
    await writeSyncCopy(b, T0 + 8 * MINUTE);
    // A's later writes, from a view that still holds the deleted one, change nothing.
    await writeSyncCopy(a, T0 + 9 * MINUTE);
    expect((await inCopiedCollection('Old project', T0 + 10 * MINUTE)).sort()).toEqual([x, y].sort());
  });

  it('a collection restored from the copy and deleted before this browser wrote again stays deleted everywhere', async () => {
    const a = browserProfile('a');
    const project = await createCollection(a, 'Old project', T0);
    await save(a, x, T0, project.id);
    await writeSyncCopy(a, T0 + MINUTE);
    // B turns the copy on (its first write), restores it, and deletes the collection at once.
    const b = browserProfile('b');
    await writeSyncCopy(b, T0 + 2 * MINUTE);
    await restoreSyncCopy(b, T0 + 3 * MINUTE);
    expect((await b.saved.get(x))?.collectionIds).toContain(project.id);
    await deleteCollection(b, project.id);
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    await writeSyncCopy(a, T0 + 5 * MINUTE);
    expect(await inCopiedCollection('Old project', T0 + 6 * MINUTE)).toEqual([]);
    // Restoring again in B does not make it again.
    await restoreSyncCopy(b, T0 + 7 * MINUTE);
    expect(await b.collections.where('name').equals('Old project').count()).toBe(0);
  });

  it('the same backup imported twice brings the collection back once', async () => {
    const { a, file } = await deletedWithBackup();
    await importBackup(a, file, T0 + 3 * MINUTE);
    await importBackup(a, file, T0 + 4 * MINUTE);
    expect(await names(a)).toEqual(['Old project']);
  });

  it('a browser that restored the brought-back collection from the copy, then imports the backup, has it once', async () => {
    const { a, file } = await deletedWithBackup();
    await importBackup(a, file, T0 + 3 * MINUTE);
    await writeSyncCopy(a, T0 + 4 * MINUTE);
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 5 * MINUTE);
    await importBackup(b, file, T0 + 6 * MINUTE);
    expect(await names(b)).toEqual(['Old project']);
  });

  it('brought back by the backup in two browsers, then deleted in one: it stays deleted', async () => {
    const { a, file } = await deletedWithBackup();
    const b = browserProfile('b');
    await importBackup(a, file, T0 + 3 * MINUTE);
    await importBackup(b, file, T0 + 3 * MINUTE);
    await writeSyncCopy(a, T0 + 4 * MINUTE);
    await writeSyncCopy(b, T0 + 5 * MINUTE);
    const back = await a.collections.where('name').equals('Old project').first();
    await deleteCollection(a, back?.id ?? '');
    await writeSyncCopy(a, T0 + 6 * MINUTE);
    await restoreSyncCopy(a, T0 + 7 * MINUTE);
    expect(await names(a)).toEqual([]);
    expect(await inCopiedCollection('Old project', T0 + 8 * MINUTE)).toEqual([]);
  });

  it('a browser still showing the deleted collection takes the brought-back one in its place: what it files there reaches the copy', async () => {
    const { a, b, file } = await deletedInB();
    await importBackup(b, file, T0 + 6 * MINUTE);
    await writeSyncCopy(b, T0 + 7 * MINUTE);
    await restoreSyncCopy(a, T0 + 8 * MINUTE);
    expect(await names(a)).toEqual(['Old project']);
    const shown = await a.collections.where('name').equals('Old project').first();
    expect((await a.saved.get(x))?.collectionIds).toContain(shown?.id);
    await save(a, y, T0 + 9 * MINUTE, shown?.id);
    await writeSyncCopy(a, T0 + 10 * MINUTE);
    expect((await inCopiedCollection('Old project', T0 + 11 * MINUTE)).sort()).toEqual([x, y].sort());
  });

  it("a collection merely made again under the deleted one's name takes nothing from a browser still showing the old one", async () => {
    const a = browserProfile('a');
    const old = await createCollection(a, 'Project', T0);
    await save(a, x, T0, old.id);
    await writeSyncCopy(a, T0 + MINUTE);
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 2 * MINUTE);
    await deleteCollection(b, old.id);
    const fresh = await createCollection(b, 'Project', T0 + 3 * MINUTE);
    await save(b, y, T0 + 3 * MINUTE, fresh.id);
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    await writeSyncCopy(a, T0 + 5 * MINUTE);
    await restoreSyncCopy(a, T0 + 7 * MINUTE);
    await writeSyncCopy(a, T0 + 8 * MINUTE);
    expect(await inCopiedCollection('Project', T0 + 9 * MINUTE)).toEqual([y]);
  });

  it('a paper removed just before the takeover comes back by Undo into the brought-back collection', async () => {
    const { a, b, file } = await deletedInB();
    await importBackup(b, file, T0 + 5 * MINUTE);
    await writeSyncCopy(b, T0 + 6 * MINUTE);
    await unsavePaper(a, x, T0 + 7 * MINUTE);
    await restoreSyncCopy(a, T0 + 8 * MINUTE);
    expect(await restoreRemoved(a, x, T0 + 9 * MINUTE)).toBe(true);
    const shown = await a.collections.where('name').equals('Old project').first();
    expect((await a.saved.get(x))?.collectionIds).toContain(shown?.id);
    const ids = new Set((await a.collections.toArray()).map((collection) => collection.id));
    expect((await a.saved.get(x))?.collectionIds.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('the backup imported again once the deletion has aged out still brings the collection back once', async () => {
    const { a, file } = await deletedWithBackup();
    await importBackup(a, file, T0 + 3 * MINUTE);
    await writeSyncCopy(a, T0 + 4 * MINUTE);
    const b = browserProfile('b');
    await restoreSyncCopy(b, T0 + 5 * MINUTE);
    await importBackup(b, file, T0 + 91 * DAY);
    expect(await names(b)).toEqual(['Old project']);
  });

  it('a paper taken out of a collection restored from the copy, before this browser wrote again, stays out of it', async () => {
    const a = browserProfile('a');
    const project = await createCollection(a, 'Project', T0);
    await save(a, x, T0, project.id);
    await save(a, x, T0, DEFAULT_COLLECTION.id);
    await writeSyncCopy(a, T0 + MINUTE);
    const b = browserProfile('b');
    await writeSyncCopy(b, T0 + 2 * MINUTE);
    await restoreSyncCopy(b, T0 + 3 * MINUTE);
    await updateSaved(b, x, { collectionIds: [DEFAULT_COLLECTION.id] });
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    expect(await inCopiedCollection('Project', T0 + 5 * MINUTE)).toEqual([]);
  });

  it("a collection of the copy restored into this browser's own one of its name, deleted here, is not made again", async () => {
    const a = browserProfile('a');
    const theirs = await createCollection(a, 'Reading', T0);
    await save(a, x, T0, theirs.id);
    await writeSyncCopy(a, T0 + MINUTE);
    const b = browserProfile('b');
    const mine = await createCollection(b, 'Reading', T0);
    await save(b, y, T0, mine.id);
    await writeSyncCopy(b, T0 + 2 * MINUTE);
    await restoreSyncCopy(b, T0 + 3 * MINUTE);
    expect((await b.saved.get(x))?.collectionIds).toContain(mine.id);
    await deleteCollection(b, mine.id);
    await writeSyncCopy(b, T0 + 4 * MINUTE);
    await restoreSyncCopy(b, T0 + 5 * MINUTE);
    expect(await names(b)).toEqual([]);
  });

  it('counts deletions for 90 days only, and an unreadable copy adds none', async () => {
    const a = browserProfile('a');
    const project = await createCollection(a, 'Old project', T0);
    await writeSyncCopy(a, T0 + MINUTE);
    await deleteCollection(a, project.id);
    await writeSyncCopy(a, T0 + 2 * MINUTE);
    const b = browserProfile('b');
    expect(await deletedCollections(b, T0 + 89 * DAY)).toEqual(new Set([project.id]));
    expect(await deletedCollections(b, T0 + 91 * DAY)).toEqual(new Set());
    await fakeBrowser.storage.sync.set({ 'savedCopy:meta': 'not a copy' });
    expect(await deletedCollections(b, T0 + 3 * MINUTE)).toEqual(new Set());
  });
});
