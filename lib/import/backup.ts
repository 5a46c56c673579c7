/**
 * Importing a JSON backup. The file is untrusted: its size is checked before it is read, prototype-polluting keys
 * are refused while it is parsed, and every record is checked with the same zod schemas the store uses. Nothing is
 * written until the whole file has passed; then a plan says what will change, and applying it is one transaction
 * that merges by id and never drops a note, a tag or a collection.
 */
import * as z from 'zod/mini';
import { mergePaper } from '../collections';
import type { FeedbackRecord, RadarDb } from '../db';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../export/backup';
import { type Collection, CollectionSchema, type Paper, PaperSchema, type SavedRecord, SavedRecordSchema } from '../paper';

/** Larger files are refused before they are read: a library of 100,000 papers is about 40 MB. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const FeedbackSchema = z.object({
  paperId: z.string().check(z.minLength(1)),
  verdict: z.enum(['relevant', 'not-relevant']),
  at: z.number(),
  text: z.string().check(z.maxLength(20_000)),
});

const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string(),
  papers: z.array(PaperSchema),
  saved: z.array(SavedRecordSchema),
  collections: z.array(CollectionSchema),
  feedback: z.array(FeedbackSchema),
});

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
      error: `This backup is format version ${String(header.version).slice(0, 20)}; this version of Agent RL Radar reads version ${BACKUP_VERSION}.`,
    };
  }
  const parsed = BackupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `The backup is damaged: ${z.prettifyError(parsed.error).slice(0, 500)}` };
  const paperIds = new Set(parsed.data.papers.map((paper) => paper.id));
  const orphan = parsed.data.saved.find((record) => !paperIds.has(record.paperId));
  if (orphan) return { ok: false, error: `The backup is damaged: saved paper ${orphan.paperId.slice(0, 80)} is missing from it.` };
  return { ok: true, backup: parsed.data as Backup };
}

/** What an import will do, counted for the confirmation, and the records it will write. */
export interface ImportPlan {
  summary: { newPapers: number; updatedPapers: number; newSaved: number; mergedSaved: number; newCollections: number; feedback: number };
  papers: Paper[];
  saved: SavedRecord[];
  collections: Collection[];
  feedback: FeedbackRecord[];
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/** Two notes become one that keeps both; the same note stays once. */
function mergeNotes(local: string, incoming: string): string {
  if (incoming.trim() === '' || local.includes(incoming)) return local;
  if (local.trim() === '' || incoming.includes(local)) return incoming;
  return `${local}\n\n${incoming}`;
}

export function mergeSaved(local: SavedRecord, incoming: SavedRecord): SavedRecord {
  return {
    paperId: local.paperId,
    collectionIds: union(local.collectionIds, incoming.collectionIds),
    savedAt: Math.min(local.savedAt, incoming.savedAt),
    tags: union(local.tags, incoming.tags),
    note: mergeNotes(local.note, incoming.note),
    read: local.read || incoming.read,
  };
}

/** Works out the merge against the current store, writing nothing. */
export async function planBackupImport(db: RadarDb, backup: Backup): Promise<ImportPlan> {
  const [papers, saved, collections, feedback] = await Promise.all([
    db.papers.bulkGet(backup.papers.map((paper) => paper.id)),
    db.saved.bulkGet(backup.saved.map((record) => record.paperId)),
    db.collections.toArray(),
    db.feedback.bulkGet(backup.feedback.map((record) => record.paperId)),
  ]);
  const collectionIds = new Set(collections.map((collection) => collection.id));
  const names = new Set(collections.map((collection) => collection.name));
  const newCollections = backup.collections
    .filter((collection) => !collectionIds.has(collection.id))
    // A different collection of the same name keeps both, the imported one marked.
    .map((collection) =>
      names.has(collection.name) ? { ...collection, name: `${collection.name} (imported)`.slice(0, 200) } : collection,
    );
  return {
    summary: {
      newPapers: papers.filter((paper) => paper === undefined).length,
      updatedPapers: papers.filter((paper) => paper !== undefined).length,
      newSaved: saved.filter((record) => record === undefined).length,
      mergedSaved: saved.filter((record) => record !== undefined).length,
      newCollections: newCollections.length,
      feedback: feedback.filter((record) => record === undefined).length,
    },
    papers: backup.papers.map((paper, i) => (papers[i] ? mergePaper(papers[i] as Paper, paper) : paper)),
    saved: backup.saved.map((record, i) => (saved[i] ? mergeSaved(saved[i] as SavedRecord, record) : record)),
    collections: newCollections,
    // The user's newer word on a paper wins; the older is kept where there is none.
    feedback: backup.feedback.filter((record, i) => (feedback[i]?.at ?? Number.NEGATIVE_INFINITY) < record.at),
  };
}

/** Writes a plan: all of it or, if anything fails, none of it. */
export async function applyImportPlan(db: RadarDb, plan: ImportPlan): Promise<void> {
  await db.transaction('rw', db.papers, db.saved, db.collections, db.feedback, async () => {
    await db.papers.bulkPut(plan.papers);
    await db.collections.bulkPut(plan.collections);
    await db.saved.bulkPut(plan.saved);
    await db.feedback.bulkPut(plan.feedback);
  });
}
