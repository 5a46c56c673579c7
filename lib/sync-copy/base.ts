/**
 * What this browser told the storage.sync copy (sync.ts), kept in its own database (it describes that database's records): for each paper
 * it holds, when it was added to the copy, the record's savedAt then (a different savedAt means the paper was
 * removed and saved again since: a new add) and its collections then; `gone`, papers it holds that another browser
 * removed later, so they stay out of the copy even after that removal has aged out of it; `removedHere`, the papers
 * it removed, sent with every write until they age out of the copy (another browser's write from an older view must
 * not be able to lose them); `collections`, the collections it held then, and `collectionsGoneHere`, those it deleted,
 * sent like its removals. A paper known here and no longer held was removed here, on purpose; so was a collection, or
 * a paper's place in one. `collectionsMatched`: each collection of the copy that a restore put into this browser's own
 * collection of the same name (another id), and that one's id: deleting it here deletes both here, so a later restore
 * does not make the copy's one again.
 */
import { type RadarDb, readKv, writeKv } from '../store/db';

const BASE_KEY = 'syncCopyBase';
export interface Seen {
  /** Epoch seconds. */
  at: number;
  savedAt: number;
  /** The record's collections when last written (absent in bases stored before they were kept). */
  collectionIds?: string[];
}
export interface Base {
  /** Epoch ms of this browser's last write; 0 before its first. */
  wroteAt: number;
  known: Map<string, Seen>;
  gone: Map<string, Seen>;
  /** Epoch seconds of each removal made here. */
  removedHere: Map<string, number>;
  /** Undefined before the first write that kept them. */
  collections: string[] | undefined;
  /** Epoch seconds of each collection deleted here. */
  collectionsGoneHere: Map<string, number>;
  /** The copy's collection id → this browser's collection it was put into by name. */
  collectionsMatched: Map<string, string>;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readBase(value: unknown): Base {
  const base: Base = {
    wroteAt: 0,
    known: new Map(),
    gone: new Map(),
    removedHere: new Map(),
    collections: undefined,
    collectionsGoneHere: new Map(),
    collectionsMatched: new Map(),
  };
  if (typeof value !== 'object' || value === null) return base;
  const { wroteAt, known, gone, removedHere, collections, collectionsGoneHere, collectionsMatched } = value as Record<string, unknown>;
  const fill = (into: Map<string, Seen>, rows: unknown) => {
    for (const row of Array.isArray(rows) ? rows : []) {
      if (Array.isArray(row) && typeof row[0] === 'string' && Number.isFinite(row[1]) && Number.isFinite(row[2])) {
        into.set(row[0], { at: row[1], savedAt: row[2], ...(isStrings(row[3]) ? { collectionIds: row[3] } : {}) });
      }
    }
  };
  fill(base.known, known);
  fill(base.gone, gone);
  const times = (into: Map<string, number>, rows: unknown) => {
    for (const row of Array.isArray(rows) ? rows : []) {
      if (Array.isArray(row) && typeof row[0] === 'string' && Number.isFinite(row[1])) into.set(row[0], row[1]);
    }
  };
  times(base.removedHere, removedHere);
  times(base.collectionsGoneHere, collectionsGoneHere);
  for (const pair of Array.isArray(collectionsMatched) ? collectionsMatched : []) {
    if (isStrings(pair) && pair.length === 2) base.collectionsMatched.set(pair[0] as string, pair[1] as string);
  }
  if (isStrings(collections)) base.collections = collections;
  if (Number.isFinite(wroteAt)) base.wroteAt = wroteAt as number;
  return base;
}

const baseValue = (base: Base) => ({
  wroteAt: base.wroteAt,
  known: [...base.known].map(([id, seen]) => [id, seen.at, seen.savedAt, ...(seen.collectionIds ? [seen.collectionIds] : [])]),
  gone: [...base.gone].map(([id, seen]) => [id, seen.at, seen.savedAt]),
  removedHere: [...base.removedHere],
  ...(base.collections ? { collections: base.collections } : {}),
  collectionsGoneHere: [...base.collectionsGoneHere],
  collectionsMatched: [...base.collectionsMatched],
});

export async function loadBase(db: RadarDb): Promise<Base> {
  return readBase(await readKv(db, BASE_KEY));
}

export async function storeBase(db: RadarDb, base: Base): Promise<void> {
  await writeKv(db, BASE_KEY, baseValue(base));
}
