/** Writing and restoring the storage.sync copy (format.ts), for the background and the library page. */
import { browser } from 'wxt/browser';
import { normalizePaperDraft } from '../paper/normalize';
import type { Collection, SavedRecord } from '../paper/schema';
import { type RadarDb, readKv, savePaper, writeKv } from '../store/db';
import {
  emptySyncState,
  mergeSyncStates,
  packSyncCopy,
  type ReadSyncCopy,
  SYNC_PREFIX,
  type SyncCopy,
  type SyncState,
  toSeconds,
  unpackSyncCopy,
} from './format';

/** The user's choice, in storage.local: off unless turned on in the options (options.html). */
export const SYNC_COPY_SETTING = 'syncCopy';

export async function syncCopyEnabled(): Promise<boolean> {
  const stored = await browser.storage.local.get(SYNC_COPY_SETTING);
  return stored[SYNC_COPY_SETTING] === true;
}

export async function setSyncCopyEnabled(enabled: boolean): Promise<void> {
  await browser.storage.local.set({ [SYNC_COPY_SETTING]: enabled });
}

/**
 * What this browser told the copy, kept in its own database (it describes that database's records): for each paper
 * it holds, when it was added to the copy and the record's savedAt then (a different savedAt means the paper was
 * removed and saved again since: a new add); `gone`, papers it holds that another browser removed later, so they
 * stay out of the copy even after that removal has aged out of it. A paper known here and no longer held was
 * removed here, on purpose.
 */
const BASE_KEY = 'syncCopyBase';
interface Seen {
  /** Epoch seconds. */
  at: number;
  savedAt: number;
}
interface Base {
  /** Epoch ms of this browser's last write; 0 before its first. */
  wroteAt: number;
  known: Map<string, Seen>;
  gone: Map<string, Seen>;
}

function readBase(value: unknown): Base {
  const base: Base = { wroteAt: 0, known: new Map(), gone: new Map() };
  if (typeof value !== 'object' || value === null) return base;
  const { wroteAt, known, gone } = value as Record<string, unknown>;
  const fill = (into: Map<string, Seen>, rows: unknown) => {
    for (const row of Array.isArray(rows) ? rows : []) {
      if (Array.isArray(row) && typeof row[0] === 'string' && Number.isFinite(row[1]) && Number.isFinite(row[2])) {
        into.set(row[0], { at: row[1], savedAt: row[2] });
      }
    }
  };
  fill(base.known, known);
  fill(base.gone, gone);
  if (Number.isFinite(wroteAt)) base.wroteAt = wroteAt as number;
  return base;
}

const baseValue = (base: Base) => ({
  wroteAt: base.wroteAt,
  known: [...base.known].map(([id, seen]) => [id, seen.at, seen.savedAt]),
  gone: [...base.gone].map(([id, seen]) => [id, seen.at, seen.savedAt]),
});

/** A record in its undo window (another engineer's soft delete may add `removedAt`): not saved, removed then. */
function removedAtOf(record: SavedRecord): number | undefined {
  const at = (record as { removedAt?: unknown }).removedAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

interface Local {
  records: SavedRecord[];
  collections: Collection[];
  /** The undo table: papers removed here within the hour, with when. */
  removedAt: Map<string, number>;
  base: Base;
}

/** The saved list as this browser holds it, read in one transaction so the parts agree. */
function readLocal(db: RadarDb): Promise<Local> {
  return db.transaction('r', [db.saved, db.collections, db.removed, db.kv], async () => ({
    records: await db.saved.toArray(),
    collections: await db.collections.toArray(),
    removedAt: new Map((await db.removed.toArray()).map((entry) => [entry.paperId, entry.removedAt])),
    base: readBase(await readKv(db, BASE_KEY)),
  }));
}

/** This browser's view, dated (`now` in epoch seconds), and the records it holds as saved. */
function localState({ records, collections, removedAt, base }: Local, now: number) {
  const state = emptySyncState();
  for (const collection of collections) state.collections.set(collection.id, collection.name);
  const held = new Map<string, SavedRecord>();
  for (const record of records) {
    const softRemoved = removedAtOf(record);
    if (softRemoved !== undefined) {
      state.removed.set(record.paperId, toSeconds(softRemoved));
      continue;
    }
    held.set(record.paperId, record);
    const same = (seen: Seen | undefined) => seen !== undefined && seen.savedAt === record.savedAt;
    if (same(base.gone.get(record.paperId))) continue;
    const known = base.known.get(record.paperId);
    // New since the last write (a save, an undo, an import) is added now; before any write, when it was saved.
    const at = known && same(known) ? known.at : base.wroteAt > 0 ? now : toSeconds(record.savedAt);
    state.saved.set(record.paperId, { collectionIds: record.collectionIds, at });
  }
  // Removed here: dated by the undo table when it still has them, else by this write (writes follow removals).
  for (const [id, at] of removedAt) if (!held.has(id)) state.removed.set(id, Math.max(state.removed.get(id) ?? 0, toSeconds(at)));
  for (const id of base.known.keys()) if (!held.has(id) && !state.removed.has(id)) state.removed.set(id, now);
  return { state, held };
}

function nextBase(held: Map<string, SavedRecord>, merged: SyncState, base: Base, nowMs: number): Base {
  const next: Base = { wroteAt: nowMs, known: new Map(), gone: new Map() };
  for (const [id, record] of held) {
    const entry = merged.saved.get(id);
    const removedAt = merged.removed.get(id);
    if (entry) next.known.set(id, { at: entry.at, savedAt: record.savedAt });
    else if (removedAt !== undefined) next.gone.set(id, { at: removedAt, savedAt: record.savedAt });
    else if (base.gone.get(id)?.savedAt === record.savedAt) next.gone.set(id, base.gone.get(id) as Seen);
  }
  return next;
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

/**
 * Merges this browser's saved list into the copy in storage.sync (when the user turned it on): papers saved in any
 * browser are kept, papers removed on purpose stay removed. A copy that can't be read is never written over: the
 * write fails with the reason. Writes of one context run one after another, so two can't undo each other.
 */
export function writeSyncCopy(db: RadarDb, nowMs = Date.now()): Promise<void> {
  const run = writing.then(() => mergeIntoCopy(db, nowMs));
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
  const { state, held } = localState(local, now);
  const merged = mergeSyncStates(state, read.copy ?? emptySyncState(), now);
  const items = packSyncCopy(merged, nowMs);
  // Unchanged copies are not rewritten: storage.sync allows 120 writes a minute, and every save writes.
  if (!sameCopy(items, stored)) {
    const stale = Object.keys(stored).filter((key) => key.startsWith(`${SYNC_PREFIX}:`) && !(key in items));
    await browser.storage.sync.set(items);
    if (stale.length > 0) await browser.storage.sync.remove(stale);
  }
  await writeKv(db, BASE_KEY, baseValue(nextBase(held, merged, local.base, nowMs)));
}

/** Where each of the copy's collections goes here: the same id, else the one of the same name (names are unique). */
async function placeCollections(db: RadarDb, copy: SyncCopy, now: number): Promise<Map<string, string>> {
  const local = await db.collections.toArray();
  const ids = new Set(local.map((collection) => collection.id));
  const byName = new Map(local.map((collection) => [collection.name, collection.id]));
  const place = new Map<string, string>();
  for (const [id, name] of copy.collections) {
    const here = ids.has(id) ? id : byName.get(name);
    if (here === undefined) {
      await db.collections.add({ id, name, createdAt: now });
      ids.add(id);
      byName.set(name, id);
    }
    place.set(id, here ?? id);
  }
  return place;
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
export async function restoreSyncCopy(db: RadarDb, now = Date.now()): Promise<{ restored: number; inCopy: number } | undefined> {
  const read = unpackSyncCopy(await browser.storage.sync.get(null));
  if (!read.ok) throw new Error(unreadable(read));
  const copy = read.copy;
  if (!copy) return undefined;
  return db.transaction('rw', [db.papers, db.saved, db.collections, db.removed, db.kv], async () => {
    const place = await placeCollections(db, copy, now);
    const base = readBase(await readKv(db, BASE_KEY));
    let restored = 0;
    for (const [paperId, entry] of copy.saved) {
      // A paper removed here after the copy had it stays removed: the copy just hasn't been written since.
      const removedAt = (await db.removed.get(paperId))?.removedAt;
      if ((await db.saved.get(paperId)) || (removedAt !== undefined && toSeconds(removedAt) > entry.at)) continue;
      const normalized = normalizePaperDraft(draftFor(paperId), { site: 'sync', url: 'storage.sync', at: now });
      if (!normalized.ok) continue;
      const collectionIds = entry.collectionIds.flatMap((id) => place.get(id) ?? []);
      let savedAt: number | undefined;
      for (const collectionId of collectionIds.length > 0 ? collectionIds : [undefined]) {
        const outcome = await savePaper(db, normalized.paper, { collectionId, now });
        if (outcome.created) savedAt = outcome.record.savedAt;
      }
      if (savedAt === undefined) continue;
      restored += 1;
      // Restored papers carry the copy's time, not the restore's, so a removal made elsewhere still wins.
      base.known.set(paperId, { at: entry.at, savedAt });
    }
    await writeKv(db, BASE_KEY, baseValue(base));
    return { restored, inCopy: copy.saved.size };
  });
}
