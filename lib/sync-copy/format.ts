/**
 * The optional copy of the saved list in `storage.sync`, so a second browser signed in to the same account can
 * restore it: saved ids and their collections only (the papers themselves come back from the arXiv API), packed
 * into items under sync's per-item limit, newest first, and cut at its total quota.
 *
 * Every browser of the account writes the same copy, so a write merges with what is there instead of replacing
 * it (sync.ts). Each paper carries the time it was added, and a paper removed on purpose leaves a
 * removal with its time; the later of the two wins, so an older list can't bring back a removal and a removal
 * can't drop a later save. Format 2 (`v: 2` in the header; today's copies have no `v` and are read as format 1):
 *   savedCopy:meta  { v, at (ms), parts, omitted, collections: [[id, name], …], gone: [[collection id, seconds], …] }
 *   savedCopy:N     { at (the header's, to spot a copy half-arrived from another write), e: entries }
 *   entry           [paperId, collection indexes]          saved before the removals' horizon (time not needed)
 *                   [paperId, collection indexes, seconds]  saved at that time
 *                   [paperId, seconds]                      removed at that time
 * `gone` (absent in copies written before it) lists the collections deleted on purpose, like removals: for 90 days no
 * browser's write puts them back, nor any paper's place in them (merge.ts). Older versions read the header without it,
 * and drop it when they write.
 */

import { DEFAULT_COLLECTION } from '../paper/merge';

export const SYNC_PREFIX = 'savedCopy';
export const SYNC_COPY_VERSION = 2;
/** Chrome's storage.sync quotas (QUOTA_BYTES, QUOTA_BYTES_PER_ITEM, MAX_ITEMS): a copy over them is not ours. */
export const SYNC_QUOTA = { total: 102_400, item: 8_192, items: 512 } as const;
/** What a write uses: below the quotas with room to spare. */
export const SYNC_TOTAL_BYTES = 96_000;
export const SYNC_ITEM_BYTES = 8_000;
/**
 * Removals are kept 90 days: a browser unused for longer than that may bring a removed paper back (if it still
 * holds it and never saw the removal). Their bytes are capped at a quarter of the copy (about 900 arXiv ids,
 * newest kept), so removals can never crowd out the saved list they protect.
 */
export const REMOVAL_DAYS = 90;
export const REMOVAL_BYTES = 24_000;
/** A paper id is at most 310 characters (lib/paper/schema.ts), a collection name 200; more is not ours. */
const MAX_ID = 320;
const MAX_NAME = 200;

export interface SyncEntry {
  collectionIds: string[];
  /** When it was added, epoch seconds; 0 when that was before the removals' horizon. */
  at: number;
}

/** Times are epoch seconds. Maps keep their order: saved papers newest first as read. */
export interface SyncState {
  collections: Map<string, string>;
  saved: Map<string, SyncEntry>;
  removed: Map<string, number>;
  /** Collections deleted on purpose, when: like a removal, for REMOVAL_DAYS. */
  collectionsGone: Map<string, number>;
}

export interface SyncCopy extends SyncState {
  /** Saved papers left out for the quota. */
  omitted: number;
  /** When it was written, epoch ms. */
  at: number;
}

export type ReadSyncCopy = { ok: true; copy: SyncCopy | undefined } | { ok: false; error: string; newer?: boolean };

export const toSeconds = (ms: number) => Math.floor(ms / 1000);
export const emptySyncState = (): SyncState => ({
  collections: new Map(),
  saved: new Map(),
  removed: new Map(),
  collectionsGone: new Map(),
});
export const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/** Integers Chromium keeps as doubles, and writes with a ".0": past 32 bits (the copy's times in ms). */
const INT32_MAX = 2_147_483_647;

/**
 * The size storage.sync counts for an item: its key plus its JSON as Chromium's own writer spells it (Infinity for
 * what JSON can't hold). That writer differs from JSON.stringify where the quota is checked: `<` becomes `\u003C`
 * (6 bytes for 1: a DOI may hold them), U+2028 and U+2029 are escaped (6 bytes for 3), and an integer past 32 bits
 * is a double written with ".0". Measured as JSON.stringify does, one part could pass our count and be refused.
 */
export function itemBytes(key: string, value: unknown): number {
  let extra = 0;
  try {
    const json = JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'number' && Number.isInteger(inner) && Math.abs(inner) > INT32_MAX) extra += 2;
      return inner;
    });
    for (const char of json) {
      if (char === '<') extra += 5;
      else if (char === '\u2028' || char === '\u2029') extra += 3;
    }
    return new TextEncoder().encode(key + json).length + extra;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Packs a merged list into storage.sync items (key → value) within the quotas: removals first, then newest saved. */
export function packSyncCopy(state: SyncState, nowMs: number): Record<string, unknown> {
  const horizon = toSeconds(nowMs) - REMOVAL_DAYS * 86_400;
  const metaKey = `${SYNC_PREFIX}:meta`;
  // The header is one item: deleted collections first, newest first (they protect); collections past its size are left
  // out (their papers still are in the copy).
  let total = itemBytes(metaKey, { v: SYNC_COPY_VERSION, at: nowMs, parts: 999, omitted: 9_999_999, collections: [], gone: [] });
  const fits = (pair: readonly [string, unknown]) => {
    const bytes = itemBytes('', pair) + 1;
    if (total + bytes > SYNC_ITEM_BYTES) return false;
    total += bytes;
    return true;
  };
  const gone = [...state.collectionsGone]
    .filter(([, at]) => at >= horizon)
    .sort((a, b) => b[1] - a[1])
    .filter(fits);
  const collections = [...state.collections].filter(fits);
  const index = new Map(collections.map(([id], i) => [id, i]));
  const items: Record<string, unknown> = {};
  const partBytes = (n: number) => itemBytes(`${SYNC_PREFIX}:${n}`, { at: nowMs, e: [] });
  let parts = 0;
  let part: unknown[] = [];
  let size = partBytes(0);
  total += size;
  /** Adds an entry unless it would take the copy (or `budget`) over; true when it went in. */
  const add = (entry: unknown[], budget: number): boolean => {
    const bytes = itemBytes('', entry) + 1;
    const next = size + bytes > SYNC_ITEM_BYTES;
    if (total + bytes + (next ? partBytes(parts + 1) : 0) > budget) return false;
    if (next) {
      items[`${SYNC_PREFIX}:${parts}`] = { at: nowMs, e: part };
      parts += 1;
      part = [];
      size = partBytes(parts);
      total += size;
    }
    part.push(entry);
    size += bytes;
    total += bytes;
    return true;
  };
  const removals = [...state.removed].filter(([, at]) => at >= horizon).sort((a, b) => b[1] - a[1]);
  const removalBudget = total + REMOVAL_BYTES;
  for (const [id, at] of removals) if (!add([id, at], removalBudget)) break;
  let kept = 0;
  for (const [id, entry] of [...state.saved].sort((a, b) => b[1].at - a[1].at)) {
    const indexes = entry.collectionIds.flatMap((collectionId) => index.get(collectionId) ?? []);
    if (!add(entry.at >= horizon ? [id, indexes, entry.at] : [id, indexes], SYNC_TOTAL_BYTES)) break;
    kept += 1;
  }
  items[`${SYNC_PREFIX}:${parts}`] = { at: nowMs, e: part };
  items[metaKey] = { v: SYNC_COPY_VERSION, at: nowMs, parts: parts + 1, omitted: state.saved.size - kept, collections, gone };
  return items;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Reads the items back, checking everything: the copy comes from every browser of the account and from other
 * versions. No items at all is no copy; anything else that is not exactly a copy of format 1 or 2 is an error.
 */
export function unpackSyncCopy(items: Record<string, unknown>): ReadSyncCopy {
  const keys = Object.keys(items).filter((key) => key.startsWith(`${SYNC_PREFIX}:`));
  if (keys.length === 0) return { ok: true, copy: undefined };
  const refuse = (error: string): ReadSyncCopy => ({ ok: false, error });
  let total = 0;
  for (const key of keys) {
    const bytes = itemBytes(key, items[key]);
    if (bytes > SYNC_QUOTA.item) return refuse(`an item is over storage.sync’s ${SYNC_QUOTA.item.toLocaleString('en')} bytes`);
    total += bytes;
  }
  if (total > SYNC_QUOTA.total) return refuse(`it is over storage.sync’s ${SYNC_QUOTA.total.toLocaleString('en')} bytes`);
  const meta = items[`${SYNC_PREFIX}:meta`];
  if (!isRecord(meta)) return refuse('it has no readable header');
  const version = 'v' in meta ? meta.v : 1;
  if (version !== 1 && version !== SYNC_COPY_VERSION) {
    const format = String(version).slice(0, 20);
    return {
      ok: false,
      newer: true,
      error: `it is in a format this version doesn’t know (format ${format}), perhaps from a newer version`,
    };
  }
  const { parts, omitted = 0, at = 0 } = meta;
  if (!Number.isInteger(parts) || (parts as number) < 0 || (parts as number) >= SYNC_QUOTA.items) return refuse('its part count is wrong');
  if (!isTime(omitted) || !isTime(at)) return refuse('its header is damaged');
  if (!Array.isArray(meta.collections)) return refuse('its collections are damaged');
  const collections = new Map<string, string>();
  const byIndex: string[] = [];
  for (const pair of meta.collections) {
    if (!Array.isArray(pair) || pair.length !== 2 || !isId(pair[0], MAX_ID) || !isId(pair[1], MAX_NAME))
      return refuse('a collection is damaged');
    collections.set(pair[0], pair[1]);
    byIndex.push(pair[0]);
  }
  const collectionsGone = new Map<string, number>();
  for (const pair of Array.isArray(meta.gone) ? meta.gone : meta.gone === undefined ? [] : [undefined]) {
    if (!Array.isArray(pair) || pair.length !== 2 || !isId(pair[0], MAX_ID) || !isTime(pair[1]))
      return refuse('a deleted collection is damaged');
    // The default collection can't be deleted: a copy saying so is not believed.
    if (pair[0] !== DEFAULT_COLLECTION.id) collectionsGone.set(pair[0], Math.max(pair[1], collectionsGone.get(pair[0]) ?? 0));
  }
  const copy: SyncCopy = { collections, saved: new Map(), removed: new Map(), collectionsGone, omitted, at };
  for (let n = 0; n < (parts as number); n += 1) {
    const stored = items[`${SYNC_PREFIX}:${n}`];
    if (stored === undefined) return refuse(`part ${n} is missing — it may still be arriving from another browser`);
    if (version === SYNC_COPY_VERSION && isRecord(stored) && stored.at !== at) {
      return refuse('its parts come from different writes — it may still be arriving from another browser');
    }
    const entries = version === 1 ? stored : isRecord(stored) ? stored.e : undefined;
    if (!Array.isArray(entries)) return refuse(`part ${n} is damaged`);
    for (const entry of entries) if (!readEntry(entry, version, byIndex, copy)) return refuse(`an entry of part ${n} is damaged`);
  }
  return { ok: true, copy };
}

/** Adds one entry to `copy`; false when it is not an entry of this format. */
function readEntry(entry: unknown, version: number, byIndex: readonly string[], copy: SyncState): boolean {
  if (!Array.isArray(entry) || !isId(entry[0], MAX_ID)) return false;
  const [id, second, third] = entry as [string, unknown, unknown];
  if (version === SYNC_COPY_VERSION && entry.length === 2 && isTime(second)) {
    copy.removed.set(id, Math.max(second, copy.removed.get(id) ?? 0));
    return true;
  }
  if (!Array.isArray(second) || entry.length > (version === 1 ? 2 : 3) || (entry.length === 3 && !isTime(third))) return false;
  if (!second.every((i: unknown) => Number.isInteger(i) && (i as number) >= 0 && (i as number) < byIndex.length)) return false;
  const had = copy.saved.get(id);
  const collectionIds = second.map((i: number) => byIndex[i] as string);
  const at = (third as number | undefined) ?? 0;
  copy.saved.set(id, had ? { collectionIds: union(had.collectionIds, collectionIds), at: Math.max(had.at, at) } : { collectionIds, at });
  return true;
}
