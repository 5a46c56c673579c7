/**
 * Importing a JSON backup. The file is untrusted: its size is checked before it is read, prototype-polluting keys
 * are refused while it is parsed, and every record is checked with the same zod schemas the store uses. Nothing is
 * written until the whole file has passed; then a plan says what will change, and applying it is one transaction
 * that merges by id and never drops a note, a tag or a collection.
 */
import * as z from 'zod/mini';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, BackupSchema } from '../export/backup';
import { withFreeKeys } from '../paper/cite-key';
import { mergeNotes, mergePaper } from '../paper/merge';
import type { Collection, Paper, SavedRecord } from '../paper/schema';
import { type FeedbackRecord, type RadarDb, readKeyHolders, UNDO_WINDOW_MS } from '../store/db';
import { releaseSavedIds } from '../store/saved-state';
import { restoredWithPageKeys } from '../store/site-key-aliases';
import { asStored } from './backup-as-stored';
import { importedCollections } from './backup-collections';
import { datedByImport } from './backup-dates';

/** Larger files are refused before they are read: a library of 100,000 papers is about 40 MB. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type ParsedBackup = { ok: true; backup: Backup } | { ok: false; error: string };

class ForbiddenKeyError extends Error {}

/** Checks and parses a backup file's text; `bytes` is the file's size, checked first. */
export function parseBackup(text: string, bytes = text.length): ParsedBackup {
  if (bytes > MAX_BACKUP_BYTES) {
    return { ok: false, error: `The file is ${(bytes / 1024 / 1024).toFixed(0)} MB; backups over 50 MB are refused.` };
  }
  if (text.trim() === '') return { ok: false, error: 'The file is empty.' };
  let raw: unknown;
  try {
    raw = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKeyError)
      return { ok: false, error: `The file contains a forbidden key ("${error.message}"); nothing was imported.` };
    return {
      ok: false,
      error: `The file is not valid JSON — it may be cut off or not a backup (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  const header = typeof raw === 'object' && raw !== null ? (raw as { format?: unknown; version?: unknown }) : {};
  if (header.format !== BACKUP_FORMAT) return { ok: false, error: 'This file is not an Agent RL Radar backup.' };
  if (header.version !== BACKUP_VERSION) {
    return {
      ok: false,
      error: `This backup is format version ${versionText(header.version)}; this version of Agent RL Radar reads version ${BACKUP_VERSION}.`,
    };
  }
  const parsed = BackupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `The backup is damaged: ${z.prettifyError(parsed.error).slice(0, 500)}` };
  const backup = asStored(parsed.data as Backup);
  const paperIds = new Set(backup.papers.map((paper) => paper.id));
  const orphan = backup.saved.find((record) => !paperIds.has(record.paperId));
  if (orphan) return { ok: false, error: `The backup is damaged: saved paper ${orphan.paperId.slice(0, 80)} is missing from it.` };
  return { ok: true, backup: withoutRepeats(backup) };
}

/** A file's version as its message can say it: whatever the file holds, a short text (an object may not even convert). */
const versionText = (version: unknown) =>
  typeof version === 'number' || typeof version === 'string' ? String(version).slice(0, 20) : 'unknown';

/** Records that share a key, merged into the first one's place: what each later one says is folded into it. */
function folded<T>(records: readonly T[], key: (record: T) => string, merge: (kept: T, later: T) => T): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) {
    const kept = byKey.get(key(record));
    byKey.set(key(record), kept === undefined ? record : merge(kept, record));
  }
  return [...byKey.values()];
}

/**
 * A backup with each paper, saved record, collection and feedback once. Our own backups never repeat one, but a file
 * may: its saved records are merged as an import merges them with the store (no note or tag lost), the papers too,
 * the user's latest word on a paper is kept, and a collection keeps its first entry.
 */
function withoutRepeats(backup: Backup): Backup {
  return {
    ...backup,
    papers: folded(backup.papers, (paper) => paper.id, mergePaper),
    saved: folded(backup.saved, (record) => record.paperId, mergeSaved),
    collections: folded(
      backup.collections,
      (collection) => collection.id,
      (kept) => kept,
    ),
    feedback: folded(
      backup.feedback,
      (record) => record.paperId,
      (kept, later) => (later.at > kept.at ? later : kept),
    ),
  };
}

export interface ImportSummary {
  newPapers: number;
  updatedPapers: number;
  newSaved: number;
  mergedSaved: number;
  newCollections: number;
  feedback: number;
}

/**
 * What an import will do, counted for the confirmation, and the checked backup. The merged records are not kept:
 * the user may edit a note or a tag while the preview is open, so "Import" merges again against the store as it is
 * then (`applyImportPlan`).
 */
export interface ImportPlan {
  summary: ImportSummary;
  backup: Backup;
  /**
   * Collections deleted in this browser or another (the storage.sync copy keeps each deletion for 90 days): one the
   * backup brings back comes back under another id (backup-collections.ts), or the copy would keep it out as deleted.
   */
  deletedCollections: ReadonlySet<string>;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export function mergeSaved(local: SavedRecord, incoming: SavedRecord): SavedRecord {
  return {
    paperId: local.paperId,
    collectionIds: union(local.collectionIds, incoming.collectionIds),
    savedAt: Math.min(local.savedAt, incoming.savedAt),
    tags: union(local.tags, incoming.tags),
    note: mergeNotes(local.note, incoming.note),
    read: local.read || incoming.read,
    // The key it is cited by here stays; a paper without one takes the backup's.
    ...((local.citeKey ?? incoming.citeKey) === undefined ? {} : { citeKey: local.citeKey ?? incoming.citeKey }),
  };
}

/** The records of the store that a backup touches, as they are at one moment. */
interface Current {
  papers: (Paper | undefined)[];
  saved: (SavedRecord | undefined)[];
  collections: Collection[];
  feedback: (FeedbackRecord | undefined)[];
  /**
   * Each citation key a saved paper holds (as keyFold compares them), and that paper's id; a paper removed within the
   * undo window holds its key too (Undo brings it back with it, as exports leave it free: lib/library/citation-keys.ts).
   */
  citeKeys: Map<string, string>;
}

/** Reads them; inside a transaction, the reads and the writes that follow see the same store. */
async function readCurrent(db: RadarDb, backup: Backup, now = Date.now()): Promise<Current> {
  const ids = new Set(backup.saved.map((record) => record.paperId));
  const [papers, { records, held }, collections, feedback] = await Promise.all([
    db.papers.bulkGet(backup.papers.map((paper) => paper.id)),
    readKeyHolders(db, ids, now - UNDO_WINDOW_MS),
    db.collections.toArray(),
    db.feedback.bulkGet(backup.feedback.map((record) => record.paperId)),
  ]);
  const saved = backup.saved.map((record) => records.get(record.paperId));
  return { papers, saved, collections, feedback, citeKeys: new Map(held) };
}

/** The merge rules, shared by the preview and the write so both say the same thing. */
function mergeBackup(current: Current, file: Backup, deleted: ReadonlySet<string>, now: number) {
  const { papers, saved, feedback } = current;
  const backup = datedByImport(file, now);
  const { collections, moved } = importedCollections(current.collections, backup.collections, deleted);
  const placed = (record: SavedRecord) =>
    moved.size === 0 ? record : { ...record, collectionIds: record.collectionIds.map((id) => moved.get(id) ?? id) };
  return {
    summary: {
      newPapers: papers.filter((paper) => paper === undefined).length,
      updatedPapers: papers.filter((paper) => paper !== undefined).length,
      newSaved: saved.filter((record) => record === undefined).length,
      mergedSaved: saved.filter((record) => record !== undefined).length,
      newCollections: collections.length,
      feedback: feedback.filter((record) => record === undefined).length,
    },
    papers: backup.papers.map((paper, i) => (papers[i] ? mergePaper(papers[i] as Paper, paper) : paper)),
    saved: withFreeKeys(
      backup.saved.map(placed).map((record, i) => (saved[i] ? mergeSaved(saved[i] as SavedRecord, record) : record)),
      current.citeKeys,
    ),
    collections,
    // The user's newer word on a paper wins; the older is kept where there is none. No file's word is newer than now.
    feedback: backup.feedback.filter((record, i) => (feedback[i]?.at ?? Number.NEGATIVE_INFINITY) < record.at),
  };
}

/**
 * Works out what the import will change, for the preview, writing nothing. `deletedCollections`: see ImportPlan
 * (lib/sync-copy/sync.ts reads them).
 */
export async function planBackupImport(
  db: RadarDb,
  backup: Backup,
  deletedCollections: ReadonlySet<string> = new Set(),
): Promise<ImportPlan> {
  const now = Date.now();
  return { summary: mergeBackup(await readCurrent(db, backup, now), backup, deletedCollections, now).summary, backup, deletedCollections };
}

/**
 * Writes the import: all of it or, if anything fails, none of it. The merge is worked out again inside the write
 * transaction from the records as they are now, so an edit made after the preview is merged, not overwritten.
 * Returns what was written, which can differ from the preview's counts when the store changed in between.
 */
export async function applyImportPlan(db: RadarDb, plan: ImportPlan, now = Date.now()): Promise<ImportSummary> {
  return db.transaction('rw', [db.papers, db.saved, db.collections, db.feedback, db.removed], async () => {
    const merged = mergeBackup(await readCurrent(db, plan.backup, now), plan.backup, plan.deletedCollections, now);
    await db.papers.bulkPut(await restoredWithPageKeys(db.papers, merged.papers)); // keys a file before v8 lacks
    await db.collections.bulkPut(merged.collections);
    await db.saved.bulkPut(merged.saved);
    await db.feedback.bulkPut(merged.feedback);
    await releaseSavedIds(db);
    return merged.summary;
  });
}
