/**
 * Merging one paper saved at two addresses (lib/paper/same-paper.ts): the kept paper takes what its twin's record holds
 * (tags, note, collections, read, the earlier save date, a citation key), the fields it lacks and the twin's id (its
 * `alsoKnownAs`: the twin's page shows the kept paper as saved); the background then removes the twin the usual way,
 * so Undo brings it back (entrypoints/background/save.ts).
 */
import { fillFromTwin, knownAs, mergeNotes } from '../paper/merge';
import type { SavedRecord } from '../paper/schema';
import type { RadarDb } from '../store/db';

/** One record holding both: nothing the user wrote on either is lost. */
export function foldRecords(keep: SavedRecord, drop: SavedRecord): SavedRecord {
  const folded: SavedRecord = {
    ...keep,
    collectionIds: [...new Set([...keep.collectionIds, ...drop.collectionIds])],
    tags: [...new Set([...keep.tags, ...drop.tags])],
    note: mergeNotes(keep.note, drop.note),
    read: keep.read || drop.read,
    savedAt: Math.min(keep.savedAt, drop.savedAt),
  };
  // The key the twin was cited by, when the kept paper has none yet: a document citing it keeps working.
  if (keep.citeKey === undefined && drop.citeKey !== undefined) folded.citeKey = drop.citeKey;
  return folded;
}

/**
 * Folds the saved paper `dropId` into `keepId`, in the caller's transaction over `papers` and `saved`; false (and
 * nothing written) unless both are saved. The twin's own rows stay for the removal that follows.
 */
export async function foldTwin(db: RadarDb, keepId: string, dropId: string): Promise<boolean> {
  if (keepId === dropId) return false;
  const [[keepRecord, dropRecord], [keepPaper, dropPaper]] = await Promise.all([
    db.saved.bulkGet([keepId, dropId]),
    db.papers.bulkGet([keepId, dropId]),
  ]);
  if (!keepRecord || !dropRecord || !keepPaper || !dropPaper) return false;
  // The twin's id (and those merged into it before) name the kept paper from now on: their pages show it as saved.
  const kept = fillFromTwin(keepPaper, dropPaper);
  kept.alsoKnownAs = knownAs(keepPaper, [dropId, ...(dropPaper.alsoKnownAs ?? [])]);
  await db.papers.put(kept);
  // Those ids are the kept paper's alone now: the twin, removed, no longer answers for them (its Undo leaves them there).
  if (dropPaper.alsoKnownAs) {
    const { alsoKnownAs: _moved, ...dropped } = dropPaper;
    await db.papers.put(dropped);
  }
  await db.saved.put(foldRecords(keepRecord, dropRecord));
  return true;
}
