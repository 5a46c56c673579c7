/**
 * The lesson a removal took back, given back when the paper comes back (Undo, or an import within the undo window):
 * removing a saved paper takes back its save's "relevant" (and gives back an X that save had replaced); bringing the
 * paper back gives the "relevant" back as it was — unless the user said something of the paper since (an X pressed
 * meanwhile stands) or reset what the feed learned, after which the removal's lesson is forgotten.
 */
import type { RadarDb, RemovedRecord } from './db';

/**
 * Gives back `removal`'s lesson on `paperId`, in the caller's transaction over `feedback`. Whether the feed may be
 * taught about the paper now (nothing said of it since, nothing reset): a caller whose removal held no lesson may
 * teach the save afresh.
 */
export async function giveBackLesson(db: RadarDb, paperId: string, removal: RemovedRecord | undefined): Promise<boolean> {
  const lesson = removal?.feedback;
  const current = await db.feedback.get(paperId);
  // The X a removed save had replaced, given back by the removal, gives way to that save again.
  const untouched = !current || (lesson?.before?.verdict === current.verdict && lesson.before.at === current.at);
  const teachable = untouched && !removal?.forgotten;
  if (teachable && lesson) await db.feedback.put(lesson);
  return teachable;
}
