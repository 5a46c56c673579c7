/** Writing and restoring the storage.sync copy (format.ts), for the background and the library page. */
import { browser } from 'wxt/browser';
import { rebornCollectionId } from '../library/collection-id';
import { normalizePaperDraft } from '../paper/normalize';
import { exclusive } from '../schedule/exclusive';
import { onLocalValueChanged } from '../settings/settings';
import { type RadarDb, savePaper, saveTables } from '../store/db';
import { type Base, loadBase, storeBase } from './base';
import {
  emptySyncState,
  packSyncCopy,
  REMOVAL_DAYS,
  type ReadSyncCopy,
  SYNC_PREFIX,
  type SyncCopy,
  toSeconds,
  unpackSyncCopy,
} from './format';
import { localState, nextBase, readLocal, withoutDropsHere } from './local-view';
import { mergeSyncStates } from './merge';

/** The user's choice, in storage.local: off unless turned on in the options (options.html). */
export const SYNC_COPY_SETTING = 'syncCopy';

/** Calls `listener` when the switch changes, in any of the extension's pages or the worker. */
export function onSyncCopyEnabledChanged(listener: (enabled: boolean) => void): () => void {
  return onLocalValueChanged(SYNC_COPY_SETTING, (value) => listener(value === true));
}

export async function syncCopyEnabled(): Promise<boolean> {
  const stored = await browser.storage.local.get(SYNC_COPY_SETTING);
  return stored[SYNC_COPY_SETTING] === true;
}

export async function setSyncCopyEnabled(enabled: boolean): Promise<void> {
  await browser.storage.local.set({ [SYNC_COPY_SETTING]: enabled });
}

function unreadable(read: Extract<ReadSyncCopy, { ok: false }>): string {
  const update = read.newer ? '; update Agent RL Radar in this browser to use it' : '';
  return `The copy of your saved list in your browser account can’t be read: ${read.error}. It was left as it is${update}.`;
}

/** The same copy, written at another time: `at` is the only difference. */
function sameCopy(items: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const ours = Object.keys(stored).filter((key) => key.startsWith(`${SYNC_PREFIX}:`));
  const timeless = (value: unknown) => JSON.stringify(value, (key, inner: unknown) => (key === 'at' ? undefined : inner));
  return ours.length === Object.keys(items).length && ours.every((key) => key in items && timeless(items[key]) === timeless(stored[key]));
}

let writing: Promise<unknown> = Promise.resolve();
const SYNC_LOCK = 'sync-copy';

/**
 * Merges this browser's saved list into the copy in storage.sync (when the user turned it on): papers saved in any
 * browser are kept, papers removed on purpose stay removed. A copy that can't be read is never written over: the
 * write fails with the reason. Writes of one context run one after another, so two can't undo each other.
 */
export function writeSyncCopy(db: RadarDb, nowMs = Date.now()): Promise<void> {
  // The background, the library and the options page all write it: the lock orders them (a merge from an older read
  // would otherwise bring back a paper another context just removed).
  const run = writing.then(() => exclusive(SYNC_LOCK, () => mergeIntoCopy(db, nowMs)));
  writing = run.catch(() => undefined);
  return run;
}

async function mergeIntoCopy(db: RadarDb, nowMs: number): Promise<void> {
  if (!(await syncCopyEnabled())) return;
  const now = toSeconds(nowMs);
  const local = await readLocal(db);
  const stored = await browser.storage.sync.get(null);
  const read = unpackSyncCopy(stored);
  if (!read.ok) throw new Error(unreadable(read));
  const { state, ...madeHere } = localState(local, now);
  const merged = mergeSyncStates(state, withoutDropsHere(read.copy ?? emptySyncState(), local, madeHere.held), now);
  const items = packSyncCopy(merged, nowMs);
  // Unchanged copies are not rewritten: storage.sync allows 120 writes a minute, and every save writes.
  if (!sameCopy(items, stored)) {
    const stale = Object.keys(stored).filter((key) => key.startsWith(`${SYNC_PREFIX}:`) && !(key in items));
    await browser.storage.sync.set(items);
    if (stale.length > 0) await browser.storage.sync.remove(stale);
  }
  await storeBase(db, nextBase(local, madeHere, merged, now, nowMs));
}

/**
 * Where each of the copy's collections goes here: the same id, else the one of the same name (names are unique).
 * Nowhere for a collection deleted here or elsewhere (a copy written from an older view may still list it).
 */
async function placeCollections(db: RadarDb, copy: SyncCopy, base: Base, now: number): Promise<Map<string, string>> {
  const local = await db.collections.toArray();
  const ids = new Set(local.map((collection) => collection.id));
  const byName = new Map(local.map((collection) => [collection.name, collection.id]));
  // (A collection of that id here is not deleted, whenever it was made: its papers go to it.)
  const deleted = new Set([...copy.collectionsGone.keys(), ...base.collectionsGoneHere.keys(), ...(base.collections ?? [])]);
  for (const id of ids) deleted.delete(id);
  // One put into this browser's own collection of its name, which was deleted here since: deleted here too.
  for (const [id, matched] of base.collectionsMatched) if (!ids.has(matched) && !ids.has(id)) deleted.add(id);
  const place = new Map<string, string>();
  const gone = new Set(copy.collectionsGone.keys());
  for (const [id, name] of copy.collections) {
    if (deleted.has(id)) continue;
    const here = ids.has(id) ? id : byName.get(name);
    if (here !== undefined && here !== id && copy.collectionsGone.has(here) && id === rebornCollectionId(here, name, gone)) {
      // This browser still shows a collection that another deleted, and a backup brought it back there (the copy's
      // live one has the id worked out from this one's): the live one takes its place here, papers and all, so what is
      // filed in it reaches the copy again. A collection merely made again under the name is another one.
      await takeOver(db, here, id);
      ids.delete(here);
      ids.add(id);
      byName.set(name, id);
      place.set(id, id);
      continue;
    }
    if (here === undefined) {
      await db.collections.add({ id, name, createdAt: now });
      ids.add(id);
      byName.set(name, id);
    }
    if (here !== undefined && here !== id) base.collectionsMatched.set(id, here);
    place.set(id, here ?? id);
  }
  return place;
}

/**
 * The collections deleted here or in another browser whose deletions the copy still carries (90 days): a backup that
 * brings one back brings it back under another id (lib/import/backup-collections.ts). The copy is read whether or not it is turned on here (it
 * may be later); an unreadable copy adds nothing.
 */
export async function deletedCollections(db: RadarDb, nowMs = Date.now()): Promise<Set<string>> {
  const horizon = toSeconds(nowMs) - REMOVAL_DAYS * 86_400;
  const read = unpackSyncCopy(await browser.storage.sync.get(null).catch(() => ({})));
  const elsewhere = read.ok && read.copy ? [...read.copy.collectionsGone] : [];
  const here = [...(await loadBase(db)).collectionsGoneHere];
  return new Set([...elsewhere, ...here].filter(([, at]) => at >= horizon).map(([id]) => id));
}

/** Collection `from` becomes `to`: the same name and date, every saved paper's place in it moved. */
async function takeOver(db: RadarDb, from: string, to: string): Promise<void> {
  const old = await db.collections.get(from);
  if (!old) return;
  const moved = (collectionIds: readonly string[]) => [...new Set(collectionIds.map((id) => (id === from ? to : id)))];
  const members = await db.saved.where('collectionIds').equals(from).toArray();
  await db.saved.bulkPut(members.map((record) => ({ ...record, collectionIds: moved(record.collectionIds) })));
  // A paper removed here within the hour comes back by its Undo into the collection as it is now.
  await db.removed.toCollection().modify((entry) => {
    entry.record = { ...entry.record, collectionIds: moved(entry.record.collectionIds) };
  });
  await db.collections.delete(from);
  await db.collections.add({ ...old, id: to });
}

const draftFor = (paperId: string) =>
  paperId.includes(':')
    ? paperId.startsWith('doi:')
      ? { doi: paperId.slice(4), title: paperId }
      : { siteKey: paperId, title: paperId }
    : { arxivId: paperId };

/**
 * Saves every paper of the copy that this browser lacks, with its collections (created when missing), in one
 * transaction. arXiv papers are saved by id and completed from the API afterwards. Returns how many were new;
 * undefined when there is no copy; fails, changing nothing, when the copy can't be read.
 */
export function restoreSyncCopy(db: RadarDb, now = Date.now()): Promise<RestoreOutcome | undefined> {
  return exclusive(SYNC_LOCK, () => restoreFromCopy(db, now));
}

/** Papers saved from the copy, of those it holds; `omitted`, the older papers the copy could not hold (its quota). */
export interface RestoreOutcome {
  restored: number;
  /** The papers restored, for the open pages and the toolbar button to show saved. */
  restoredIds: string[];
  inCopy: number;
  omitted: number;
}

async function restoreFromCopy(db: RadarDb, now: number): Promise<RestoreOutcome | undefined> {
  const read = unpackSyncCopy(await browser.storage.sync.get(null));
  if (!read.ok) throw new Error(unreadable(read));
  const copy = read.copy;
  if (!copy) return undefined;
  return db.transaction('rw', [...saveTables(db), db.removed, db.kv], async () => {
    const base = await loadBase(db);
    const place = await placeCollections(db, copy, base, now);
    // Held here now, as the copy has them: one deleted before this browser's next write is a deletion made here.
    base.collections = [...new Set([...(base.collections ?? []), ...place.values()])];
    const restoredIds: string[] = [];
    for (const [paperId, entry] of copy.saved) {
      if (await db.saved.get(paperId)) continue;
      // A paper removed here after the copy had it stays removed: the copy just hasn't been written since (the undo
      // table holds the last hour's removals; the base every removal this browser wrote, and the papers it knew and
      // no longer holds, removed since its last write). One another browser removed, this one never brings back.
      const undoAt = (await db.removed.get(paperId))?.removedAt;
      const removedHere = Math.max(
        undoAt === undefined ? -1 : toSeconds(undoAt),
        base.removedHere.get(paperId) ?? -1,
        base.known.get(paperId)?.at ?? -1,
      );
      if (removedHere >= entry.at || base.gone.has(paperId)) continue;
      const normalized = normalizePaperDraft(draftFor(paperId), { site: 'sync', url: 'storage.sync', at: now });
      if (!normalized.ok) continue;
      const collectionIds = entry.collectionIds.flatMap((id) => place.get(id) ?? []);
      let savedAt: number | undefined;
      for (const collectionId of collectionIds.length > 0 ? collectionIds : [undefined]) {
        const outcome = await savePaper(db, normalized.paper, { collectionId, now });
        if (outcome.created) savedAt = outcome.record.savedAt;
      }
      if (savedAt === undefined) continue;
      restoredIds.push(paperId);
      // Restored papers carry the copy's time, not the restore's, so a removal made elsewhere still wins; and their
      // collections, so a paper taken out of one before this browser's next write stays out of it.
      const collectionIdsNow = (await db.saved.get(paperId))?.collectionIds ?? [];
      base.known.set(paperId, { at: entry.at, savedAt, collectionIds: collectionIdsNow });
    }
    await storeBase(db, base);
    return { restored: restoredIds.length, restoredIds, inCopy: copy.saved.size, omitted: copy.omitted };
  });
}
