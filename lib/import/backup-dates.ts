/** A backup's dates as an import takes them: none later than the import (lib/import/backup.ts). */
import type { Backup } from '../export/backup';
import type { FeedbackRecord } from '../store/feedback-record';

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

/**
 * The lesson dated no later than `now`. A file's date from a wrong clock or a hand edit would otherwise stay the newest
 * word on its paper for ever: no later import of the user's own could replace it, and it would hold one of the newest
 * 1,000 places the per-user model trains on against every lesson the user gives after it.
 */
function datedBy(record: FeedbackRecord, now: number): FeedbackRecord {
  if (record.at <= now && (record.before?.at ?? 0) <= now) return record;
  const { before } = record;
  return { ...record, at: Math.min(record.at, now), ...(before ? { before: { ...before, at: Math.min(before.at, now) } } : {}) };
}
