/**
 * The optional copy of the saved list in `storage.sync`, so a second browser signed in to the same account can
 * restore it: saved ids and their collections only (the papers themselves come back from the arXiv API), packed
 * into items under sync's per-item limit, newest saved first, and cut at its total quota.
 */
import type { Collection, SavedRecord } from './paper';

/** Chrome's storage.sync quotas: 100 KB in all, 8 KB per item, 512 items. Kept below with room to spare. */
export const SYNC_TOTAL_BYTES = 96_000;
export const SYNC_ITEM_BYTES = 8_000;
export const SYNC_PREFIX = 'savedCopy';

export interface SyncCopy {
  /** `[id, name]` of each collection. */
  collections: [string, string][];
  /** `[paperId, collection indexes]`, newest saved first. */
  saved: [string, number[]][];
  /** Saved papers left out for the quota. */
  omitted: number;
  at: number;
}

/** The size storage.sync counts for an item: its key plus its JSON. */
function itemBytes(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).length;
}

/** Packs the saved list into storage.sync items (key → value), within the quotas. */
export function packSyncCopy(saved: readonly SavedRecord[], collections: readonly Collection[], now = Date.now()): Record<string, unknown> {
  const collectionList: [string, string][] = collections.map((collection) => [collection.id, collection.name]);
  const index = new Map(collectionList.map(([id], i) => [id, i]));
  const newestFirst = [...saved].sort((a, b) => b.savedAt - a.savedAt);
  const items: Record<string, unknown> = {};
  let total = itemBytes(`${SYNC_PREFIX}:meta`, { collections: collectionList, parts: 0, omitted: 0, at: now }) + 64;
  let part: [string, number[]][] = [];
  let parts = 0;
  let kept = 0;
  const flush = () => {
    if (part.length === 0) return;
    items[`${SYNC_PREFIX}:${parts}`] = part;
    parts += 1;
    part = [];
  };
  for (const record of newestFirst) {
    const entry: [string, number[]] = [record.paperId, record.collectionIds.flatMap((id) => index.get(id) ?? [])];
    const entryBytes = itemBytes('', entry) + 1;
    if (total + entryBytes > SYNC_TOTAL_BYTES) break;
    if (itemBytes(`${SYNC_PREFIX}:${parts}`, [...part, entry]) > SYNC_ITEM_BYTES) {
      flush();
      total += 24;
    }
    part.push(entry);
    total += entryBytes;
    kept += 1;
  }
  flush();
  items[`${SYNC_PREFIX}:meta`] = { collections: collectionList, parts, omitted: saved.length - kept, at: now };
  return items;
}

/** Reads items written by `packSyncCopy` back; anything malformed gives undefined (a copy from another program). */
export function unpackSyncCopy(items: Record<string, unknown>): SyncCopy | undefined {
  const meta = items[`${SYNC_PREFIX}:meta`] as { collections?: unknown; parts?: unknown; omitted?: unknown; at?: unknown } | undefined;
  if (!meta || !Array.isArray(meta.collections) || typeof meta.parts !== 'number' || meta.parts > 512) return undefined;
  const collections = meta.collections.filter(
    (pair): pair is [string, string] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
  );
  const saved: [string, number[]][] = [];
  for (let part = 0; part < meta.parts; part += 1) {
    const entries = items[`${SYNC_PREFIX}:${part}`];
    if (!Array.isArray(entries)) return undefined;
    for (const entry of entries) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) return undefined;
      saved.push([entry[0], entry[1].filter((value: unknown): value is number => Number.isInteger(value))]);
    }
  }
  return {
    collections,
    saved,
    omitted: typeof meta.omitted === 'number' ? meta.omitted : 0,
    at: typeof meta.at === 'number' ? meta.at : 0,
  };
}
