/**
 * The JSON backup: everything the user made — papers, saved records (tags, notes, read state), collections and
 * feed feedback — in one versioned file that imports back (lib/import/backup.ts).
 */
import * as z from 'zod/mini';
import { CollectionSchema, type Paper, PaperSchema, SavedRecordSchema } from '../paper/schema';
import type { RadarDb } from '../store/db';
import { FeedbackRecordSchema } from '../store/feedback-record';

export const BACKUP_FORMAT = 'agent-rl-radar-backup';
export const BACKUP_VERSION = 1;

/** The backup file's shape, declared once: the export writes it, the import (lib/import/backup.ts) parses with it. */
export const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** ISO time of the export. */
  exportedAt: z.string(),
  papers: z.array(PaperSchema),
  saved: z.array(SavedRecordSchema),
  collections: z.array(CollectionSchema),
  feedback: z.array(FeedbackRecordSchema),
});
export type Backup = z.infer<typeof BackupSchema>;

/** Reads the whole library in one transaction, so the backup is a consistent snapshot. */
export async function readBackup(db: RadarDb, now = Date.now()): Promise<Backup> {
  return db.transaction('r', db.papers, db.saved, db.collections, db.feedback, async () => {
    const saved = await db.saved.toArray();
    // Papers that are saved or that feedback is about: the feed's unsaved papers come back with the next sync.
    const wanted = new Set(saved.map((record) => record.paperId));
    const feedback = await db.feedback.toArray();
    for (const record of feedback) wanted.add(record.paperId);
    const papers = (await db.papers.bulkGet([...wanted])).filter((paper): paper is Paper => paper !== undefined);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(now).toISOString(),
      papers,
      saved,
      collections: await db.collections.toArray(),
      feedback,
    };
  });
}

export function toBackupJson(backup: Backup): string {
  return `${JSON.stringify(backup)}\n`;
}
