/**
 * This browser's side of a write (sync.ts): its saved list as the copy sees it, dated; the copy as this browser should
 * merge it; and what to remember of the write (base.ts).
 */
import type { Collection, SavedRecord } from '../paper/schema';
import type { RadarDb } from '../store/db';
import { type Base, loadBase, type Seen } from './base';
import { emptySyncState, REMOVAL_DAYS, type SyncEntry, type SyncState, toSeconds } from './format';

/** A record in its undo window (another engineer's soft delete may add `removedAt`): not saved, removed then. */
function removedAtOf(record: SavedRecord): number | undefined {
  const at = (record as { removedAt?: unknown }).removedAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

export interface Local {
  records: SavedRecord[];
  collections: Collection[];
  /** The undo table: papers removed here within the hour, with when. */
  removedAt: Map<string, number>;
  base: Base;
}

/** The saved list as this browser holds it, read in one transaction so the parts agree. */
export function readLocal(db: RadarDb): Promise<Local> {
  return db.transaction('r', [db.saved, db.collections, db.removed, db.kv], async () => ({
    records: await db.saved.toArray(),
    collections: await db.collections.toArray(),
    removedAt: new Map((await db.removed.toArray()).map((entry) => [entry.paperId, entry.removedAt])),
    base: await loadBase(db),
  }));
}

/** This browser's view, dated (`now` in epoch seconds), the records it holds as saved, and the removals made here. */
export function localState({ records, collections, removedAt, base }: Local, now: number) {
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
  // Removed here: dated by the undo table when it still has them, else by this write (writes follow removals); and
  // every removal made here before, again.
  const later = (id: string, at: number) => state.removed.set(id, Math.max(state.removed.get(id) ?? 0, at));
  for (const [id, at] of removedAt) if (!held.has(id)) later(id, toSeconds(at));
  for (const id of base.known.keys()) if (!held.has(id) && !state.removed.has(id)) state.removed.set(id, now);
  for (const [id, at] of base.removedHere) if (!held.has(id)) later(id, at);
  // Collections deleted here: since the last write (held then, not now), dated by this write; and every one deleted
  // here before, again.
  const collectionsHere = new Set(collections.map((collection) => collection.id));
  for (const [id, at] of base.collectionsGoneHere) if (!collectionsHere.has(id)) state.collectionsGone.set(id, at);
  for (const id of base.collections ?? [])
    if (!collectionsHere.has(id) && !state.collectionsGone.has(id)) state.collectionsGone.set(id, now);
  const removedHere = new Map([...state.removed].filter(([id]) => !held.has(id)));
  return { state, held, removedHere, collectionsGoneHere: new Map(state.collectionsGone) };
}

/**
 * The copy as this browser should merge it: without a held paper's place in a collection it was taken out of here.
 * Membership is otherwise united (mergeSyncStates), so without this another browser's older list, or the copy's own,
 * would put it back. (Collections deleted here need nothing here: `localState` dates them, and the merge drops them.)
 */
export function withoutDropsHere(remote: SyncState, local: Local, held: Map<string, SavedRecord>): SyncState {
  const saved = new Map<string, SyncEntry>();
  for (const [id, entry] of remote.saved) {
    const record = held.get(id);
    const before = record && local.base.known.get(id)?.collectionIds;
    const takenOut = new Set(before ? before.filter((collectionId) => !record.collectionIds.includes(collectionId)) : []);
    saved.set(id, {
      ...entry,
      collectionIds: entry.collectionIds.filter((collectionId) => !takenOut.has(collectionId)),
    });
  }
  return { ...remote, saved };
}

/** What a write made here leaves out of the next base, besides the merge: the removals and deletions made here. */
export interface MadeHere {
  held: Map<string, SavedRecord>;
  removedHere: Map<string, number>;
  collectionsGoneHere: Map<string, number>;
}

export function nextBase(
  local: Local,
  { held, removedHere, collectionsGoneHere }: MadeHere,
  merged: SyncState,
  now: number,
  nowMs: number,
): Base {
  const { base } = local;
  const horizon = now - REMOVAL_DAYS * 86_400;
  const recent = (times: Map<string, number>) => new Map([...times].filter(([, at]) => at >= horizon));
  const next: Base = {
    wroteAt: nowMs,
    known: new Map(),
    gone: new Map(),
    removedHere: recent(removedHere),
    collections: local.collections.map((collection) => collection.id),
    collectionsGoneHere: recent(collectionsGoneHere),
    // The latest thousand: a few per collection ever matched.
    collectionsMatched: new Map([...base.collectionsMatched].slice(-1000)),
  };
  for (const [id, record] of held) {
    const entry = merged.saved.get(id);
    const removedAt = merged.removed.get(id);
    if (entry) next.known.set(id, { at: entry.at, savedAt: record.savedAt, collectionIds: record.collectionIds });
    else if (removedAt !== undefined) next.gone.set(id, { at: removedAt, savedAt: record.savedAt });
    else if (base.gone.get(id)?.savedAt === record.savedAt) next.gone.set(id, base.gone.get(id) as Seen);
  }
  return next;
}
