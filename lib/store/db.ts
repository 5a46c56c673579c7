/**
 * The IndexedDB store (Dexie): the database, its versions (their schemas are in tables.ts) and the saved list's own queries. It imports no feature (the
 * feed, the popup's snapshot and the library own their queries), so every feature can build on it. Only extension
 * pages and the service worker open it: a content script would open the website's database instead.
 *
 * Schema history: never edit a shipped version; add `version(n + 1)` with an upgrade function, a fixture of the
 * old shape in tests/fixtures/db/, and a test that upgrades a populated database (see tests/lib/db-upgrade.test.ts).
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { keyFold, withoutCiteKey } from '../paper/cite-key';
import { DEFAULT_COLLECTION, mergeNotes, mergePaper } from '../paper/merge';
import type { Collection, Paper, SavedRecord } from '../paper/schema';
import { DB_NAME } from './db-name';
import type { FeedbackRecord } from './feedback-record';
import { addSiteKeyAliases } from './site-key-aliases';
import {
  type AffiliationCheck,
  type FeedItem,
  type FetchedAbstract,
  type KvEntry,
  type RemovedRecord,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  SCHEMA_V8,
  type SecondOpinion,
  UNDO_WINDOW_MS,
  type UpdateRecord,
} from './tables';

export type { AffiliationCheck, FeedbackRecord, FeedItem, FetchedAbstract, KvEntry, RemovedRecord, SecondOpinion, UpdateRecord };
export { DB_NAME, UNDO_WINDOW_MS };

/** A saved paper with its metadata, as lists show it. */
export interface SavedPaper {
  paper: Paper;
  record: SavedRecord;
}

export class RadarDb extends Dexie {
  papers!: EntityTable<Paper, 'id'>;
  saved!: EntityTable<SavedRecord, 'paperId'>;
  collections!: EntityTable<Collection, 'id'>;
  kv!: EntityTable<KvEntry, 'key'>;
  feed!: EntityTable<FeedItem, 'paperId'>;
  feedback!: EntityTable<FeedbackRecord, 'paperId'>;
  removed!: EntityTable<RemovedRecord, 'paperId'>;
  abstracts!: EntityTable<FetchedAbstract, 'id'>;
  updates!: EntityTable<UpdateRecord, 'id'>;
  affiliationChecks!: EntityTable<AffiliationCheck, 'id'>;

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    this.version(7).stores(SCHEMA_V7);
    this.version(8).stores(SCHEMA_V8).upgrade(addSiteKeyAliases);
    this.on('populate', (tx: Transaction) => {
      tx.table('collections').add({ ...DEFAULT_COLLECTION, createdAt: Date.now() });
    });
  }
}

let shared: RadarDb | undefined;

/** The database of this extension context, opened once. */
export function radarDb(): RadarDb {
  shared ??= new RadarDb();
  return shared;
}

export interface SaveOptions {
  /** Collection to add the paper to; the default collection when left out. */
  collectionId?: string;
  /** Clock, for tests. */
  now?: number;
}

export interface SaveOutcome {
  record: SavedRecord;
  /** False when the paper was already saved (in this collection or another). */
  created: boolean;
}

/** The tables `savePaper` writes: a transaction that calls it must include them all (Dexie refuses a sub-transaction otherwise). */
export const saveTables = (db: RadarDb) => [db.papers, db.saved, db.collections, db.updates];

/**
 * Stores or completes the paper and marks it saved, in one transaction. The saved table is keyed by the canonical
 * id, and IndexedDB runs overlapping read-write transactions one after another, so two clicks or two tabs saving
 * at once leave one record.
 */
export function savePaper(db: RadarDb, paper: Paper, options: SaveOptions = {}): Promise<SaveOutcome> {
  const collectionId = options.collectionId ?? DEFAULT_COLLECTION.id;
  const now = options.now ?? Date.now();
  return db.transaction('rw', saveTables(db), async () => {
    const stored = await db.papers.get(paper.id);
    await db.papers.put(stored ? mergePaper(stored, paper) : paper);
    if (collectionId === DEFAULT_COLLECTION.id && !(await db.collections.get(collectionId))) {
      await db.collections.put({ ...DEFAULT_COLLECTION, createdAt: now });
    }
    const existing = await db.saved.get(paper.id);
    if (existing) {
      if (existing.collectionIds.includes(collectionId)) return { record: existing, created: false };
      const record = { ...existing, collectionIds: [...existing.collectionIds, collectionId] };
      await db.saved.put(record);
      return { record, created: false };
    }
    const record: SavedRecord = { paperId: paper.id, collectionIds: [collectionId], savedAt: now, tags: [], note: '', read: false };
    await db.saved.add(record);
    // Saved afresh: changes found while it was saved before are history, not news of this save ("Updated").
    await db.updates
      .where('paperId')
      .equals(paper.id)
      .filter((update) => update.seen === 0)
      .modify({ seen: 1 });
    return { record, created: true };
  });
}

/**
 * Removes the saved mark and returns the record; the record waits in `removed` for the undo window (older ones are
 * dropped here), and the paper's metadata stays.
 */
export function unsavePaper(db: RadarDb, paperId: string, now = Date.now()): Promise<SavedRecord | undefined> {
  return db.transaction('rw', db.saved, db.removed, async () => {
    await db.removed
      .where('removedAt')
      .below(now - UNDO_WINDOW_MS)
      .delete();
    const record = await db.saved.get(paperId);
    if (record) {
      await db.saved.delete(paperId);
      await db.removed.put({ paperId, removedAt: now, record });
    }
    return record;
  });
}

/**
 * Brings back a paper removed within the undo window with its notes, tags and collections (merged with a record
 * saved again since, so nothing either holds is lost). False when there is nothing to bring back.
 */
export function restoreRemoved(db: RadarDb, paperId: string, now = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.papers, db.saved, db.removed, async () => {
    const entry = await db.removed.get(paperId);
    if (!entry) return false;
    await db.removed.delete(paperId);
    if (entry.removedAt < now - UNDO_WINDOW_MS || !(await db.papers.get(paperId))) return false;
    const current = await db.saved.get(paperId);
    const removed = entry.record;
    const restored: SavedRecord =
      current === undefined
        ? removed
        : {
            ...removed,
            collectionIds: [...new Set([...removed.collectionIds, ...current.collectionIds])],
            tags: [...new Set([...removed.tags, ...current.tags])],
            // As an import merges them: the same words brought back meanwhile (a backup's import) stay once.
            note: mergeNotes(removed.note, current.note),
            read: removed.read || current.read,
          };
    // The key it was cited by before its removal, else the one it took since; not one another saved paper took
    // meanwhile (an import of another library's backup): that stays with that paper.
    const held = new Set<string>();
    if (removed.citeKey !== undefined || current?.citeKey !== undefined) {
      for (const [key, holder] of (await readKeyHolders(db, new Set())).held) if (holder !== paperId) held.add(key);
    }
    const citeKey = [removed.citeKey, current?.citeKey].find((key) => key !== undefined && !held.has(keyFold(key)));
    await db.saved.put(citeKey === undefined ? withoutCiteKey(restored) : { ...restored, citeKey });
    return true;
  });
}

/** What one read of the saved list tells of citation keys (lib/paper/cite-key.ts). */
export interface KeyHolders {
  /** The records of the papers asked for, those that are saved. */
  records: Map<string, SavedRecord>;
  /** Each key a paper holds, as keyFold compares them, with that paper's id; a key two papers hold comes twice. */
  held: [string, string][];
}

/**
 * One pass over the saved list: the records of `ids`, and who holds which citation key; papers removed since
 * `removedSince` (epoch ms) hold theirs too, since Undo brings them back with them — unless a saved paper holds it:
 * a merge moves the twin's key to the paper it keeps, and the removed twin is then no rival to it (its Undo gives the
 * twin no key the kept paper holds). Inside a transaction over `saved` and `removed`, the writes that follow see the
 * same store.
 */
export async function readKeyHolders(db: RadarDb, ids: ReadonlySet<string>, removedSince = Number.POSITIVE_INFINITY): Promise<KeyHolders> {
  const records = new Map<string, SavedRecord>();
  const held: [string, string][] = [];
  const hold = ({ paperId, citeKey }: SavedRecord) => {
    if (citeKey !== undefined) held.push([keyFold(citeKey), paperId]);
  };
  await db.saved.each((record) => {
    if (ids.has(record.paperId)) records.set(record.paperId, record);
    hold(record);
  });
  if (removedSince !== Number.POSITIVE_INFINITY) {
    const savedKeys = new Set(held.map(([key]) => key));
    await db.removed.each(({ record, removedAt }) => {
      if (removedAt >= removedSince && (record.citeKey === undefined || !savedKeys.has(keyFold(record.citeKey)))) hold(record);
    });
  }
  return { records, held };
}

/** Every saved paper, most recently saved first. */
export async function listSaved(db: RadarDb, limit?: number): Promise<SavedPaper[]> {
  const newestFirst = db.saved.orderBy('savedAt').reverse();
  const records = await (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
  const papers = await db.papers.bulkGet(records.map((record) => record.paperId));
  return records.flatMap((record, index) => {
    const paper = papers[index];
    return paper ? [{ paper, record }] : [];
  });
}

/** A stored setting or state value, unparsed: callers check it with their own schema. */
export async function readKv(db: RadarDb, key: string): Promise<unknown> {
  return (await db.kv.get(key))?.value;
}

export async function writeKv(db: RadarDb, key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}
