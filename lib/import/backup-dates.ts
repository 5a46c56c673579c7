/** A backup's dates as an import takes them: none later than the import (lib/import/backup.ts). */
import type { Backup } from '../export/backup';
import { datedBy } from '../store/feedback-record';

/**
 * The backup with every date the user sees or that orders their records no later than `now`. A file's date from a wrong
 * clock or a hand edit would otherwise stay the newest for ever: a save read as made in the future and sorted first
 * in the library above every paper saved after it, a collection listed after every one created after it, and a lesson
 * outranked every word given after it (datedBy). Dates before `now` are kept as they are, so merges do not change.
 */
export function datedByImport(backup: Backup, now: number): Backup {
  return {
    ...backup,
    saved: backup.saved.map((record) => (record.savedAt <= now ? record : { ...record, savedAt: now })),
    collections: backup.collections.map((collection) => (collection.createdAt <= now ? collection : { ...collection, createdAt: now })),
    feedback: backup.feedback.map((record) => datedBy(record, now)),
  };
}
