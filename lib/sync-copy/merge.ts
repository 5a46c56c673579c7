/** Merging two views of the saved list in the storage.sync copy (format.ts): this browser's and the copy's. */
import { REMOVAL_DAYS, type SyncEntry, type SyncState, union } from './format';

/**
 * Each id's latest time within the removals' horizon: a time ahead of `now` (a wrong clock, or a hostile writer)
 * counts as now, so it can't keep a paper or a collection out for ever.
 */
function latestTimes(times: Iterable<[string, number]>, now: number): Map<string, number> {
  const horizon = now - REMOVAL_DAYS * 86_400;
  const latest = new Map<string, number>();
  for (const [id, time] of times) {
    const at = Math.min(time, now);
    if (at >= horizon && at > (latest.get(id) ?? -1)) latest.set(id, at);
  }
  return latest;
}

/**
 * Merges two views of the list: adds and removals are each united, later time winning, and a paper stays saved when
 * added at or after its latest removal. A collection deleted in any browser is gone from the merge, with every
 * paper's place in it: for good while the deletion is in the copy, since no collection made later has its id (a new
 * collection's id carries a random part: lib/library/queries.ts). `now` is epoch seconds.
 */
export function mergeSyncStates(local: SyncState, remote: SyncState, now: number): SyncState {
  const removed = latestTimes([...remote.removed, ...local.removed], now);
  const collectionsGone = latestTimes([...remote.collectionsGone, ...local.collectionsGone], now);
  const kept = (collectionIds: readonly string[]) => collectionIds.filter((id) => !collectionsGone.has(id));
  const saved = new Map<string, SyncEntry>();
  for (const [id, entry] of [...local.saved, ...remote.saved]) {
    const at = Math.min(entry.at, now);
    const had = saved.get(id);
    // Membership is united like a backup's: a collection is never dropped by another browser's older list.
    const collectionIds = kept(had ? union(had.collectionIds, entry.collectionIds) : entry.collectionIds);
    saved.set(id, { collectionIds, at: had ? Math.max(had.at, at) : at });
  }
  for (const [id, entry] of saved) {
    const removedAt = removed.get(id);
    if (removedAt === undefined) continue;
    if (entry.at >= removedAt) removed.delete(id);
    else saved.delete(id);
  }
  // This browser's names win (a rename); the copy's collections stay while a saved paper is in them.
  const used = new Set([...saved.values()].flatMap((entry) => entry.collectionIds));
  const collections = new Map([...local.collections].filter(([id]) => !collectionsGone.has(id)));
  for (const [id, name] of remote.collections) if (!collections.has(id) && used.has(id)) collections.set(id, name);
  return { collections, saved, removed, collectionsGone };
}
