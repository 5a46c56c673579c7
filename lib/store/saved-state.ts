/**
 * Whether papers are saved, by the ids pages and lists name them: a paper's own id, the id of a copy merged into it
 * (lib/library/twins.ts), or the key of the site page it was read from when it is stored under its DOI or arXiv id
 * (lib/paper/normalize.ts): all kept in the paper's `alsoKnownAs`, an index since database version 7. Apart from db.ts,
 * which holds the saved list's writes.
 */
import { knownAs } from '../paper/merge';
import type { Paper } from '../paper/schema';
import { TRUST } from '../paper/trust';
import type { RadarDb } from './db';
import { pageKeyOf } from './site-key-aliases';

/** Which of these paper ids are saved. */
export async function savedIds(db: RadarDb, ids: readonly string[]): Promise<Set<string>> {
  const records = await db.saved.bulkGet([...ids]);
  const saved = new Set(records.flatMap((record) => (record ? [record.paperId] : [])));
  if (saved.size === ids.length) return saved;
  // The id of a copy merged into a saved paper (lib/library/twins.ts) is saved as that paper.
  const unsaved = new Set(ids.filter((id) => !saved.has(id)));
  const holders = await db.papers
    .where('alsoKnownAs')
    .anyOf([...unsaved])
    .toArray();
  if (holders.length === 0) return saved;
  const held = await db.saved.bulkGet(holders.map((paper) => paper.id));
  holders.forEach((paper, index) => {
    if (held[index]) for (const id of paper.alsoKnownAs ?? []) if (unsaved.has(id)) saved.add(id);
  });
  return saved;
}

/**
 * The papers a copy with this id was merged into (lib/library/twins.ts), and the first of them that `table` holds
 * (saved, or waiting in the undo window). One paper only, but a backup may bring an older row that names it too.
 */
async function mergedInto(db: RadarDb, paperId: string, table: 'saved' | 'removed'): Promise<{ all: string[]; held?: string }> {
  const all = await db.papers.where('alsoKnownAs').equals(paperId).primaryKeys();
  const rows: unknown[] = await db[table].bulkGet(all);
  return { all, held: all.find((_, index) => rows[index] !== undefined) };
}

/**
 * The id a save or removal of `paperId` acts on: its own when it is saved, else that of the saved paper it was merged
 * into (its page shows that paper as saved; saving it again adds to that paper), else that of a paper it was merged
 * into (removed since: saving the copy brings that paper back), else its own.
 */
export async function holderOf(db: RadarDb, paperId: string): Promise<string> {
  if (await db.saved.get(paperId)) return paperId;
  const { all, held } = await mergedInto(db, paperId, 'saved');
  return held ?? all[0] ?? paperId;
}

/**
 * The id an undo of the removal of `paperId` acts on: the paper it was merged into when that one waits in the undo
 * window (removed from the merged copy's page), else its own (a merge undone brings the copy itself back).
 */
export async function removedHolderOf(db: RadarDb, paperId: string): Promise<string> {
  return (await mergedInto(db, paperId, 'removed')).held ?? paperId;
}

/**
 * What to store for a sighting of `paper` (a save, an import): itself, or, when its id names a copy merged into another
 * paper, a sighting of that paper which only fills what it lacks: the kept paper's fields stay as they are, whichever
 * site the copy came from.
 */
export async function asSavedAs(db: RadarDb, paper: Paper): Promise<Paper> {
  const holder = await holderOf(db, paper.id);
  return withoutSavedNames(db, holder === paper.id ? paper : { ...paper, id: holder, trust: TRUST.page });
}

/**
 * A sighting without the names of papers saved on their own (its page's key, when the paper was saved by that key
 * while its page could not be read): a merge leaves no copy both saved and merged, and one claimed so came back in its
 * claimer's place when U undid its removal.
 */
async function withoutSavedNames(db: RadarDb, paper: Paper): Promise<Paper> {
  const names = paper.alsoKnownAs ?? [];
  const saved = await db.saved.bulkGet(names);
  if (!saved.some((record) => record !== undefined)) return paper;
  const { alsoKnownAs: _claimed, ...sighting } = paper;
  const rest = names.filter((_, index) => saved[index] === undefined);
  return rest.length > 0 ? { ...sighting, alsoKnownAs: rest } : sighting;
}

/**
 * Takes the ids of papers saved on their own out of other papers' `alsoKnownAs`, in the caller's transaction over
 * `papers` and `saved`. A merge leaves no copy both saved and merged, but a backup can: one from before the merge saves
 * the copy apart, a crafted one names a paper saved here. Left claimed, such a paper removed from its page still showed
 * as saved (as the claiming paper), and the next click there removed that one.
 */
export async function releaseSavedIds(db: RadarDb): Promise<void> {
  await releaseIds(db, await db.saved.toCollection().primaryKeys());
}

/** Takes these ids out of every paper's `alsoKnownAs`, in the caller's transaction over `papers`. */
export async function releaseIds(db: RadarDb, ids: readonly string[]): Promise<void> {
  const released = new Set(ids);
  await db.papers
    .where('alsoKnownAs')
    .anyOf([...released])
    .distinct()
    .modify((paper) => {
      const rest = (paper.alsoKnownAs ?? []).filter((id) => !released.has(id));
      if (rest.length > 0) paper.alsoKnownAs = rest;
      else delete paper.alsoKnownAs;
    });
}

/**
 * Takes a merged copy brought back (a merge undone) out of the papers it was merged into, in the caller's transaction
 * over `papers` and `saved`: its id, and the key of the site page it was read from (lib/paper/normalize.ts), which the
 * merge gave the kept paper. Left there, that page and its PDF tab showed the kept paper as saved once the copy was
 * removed, and the page's next click removed the kept paper.
 */
export async function releaseCopy(db: RadarDb, paperId: string): Promise<void> {
  if ((await db.papers.where('alsoKnownAs').equals(paperId).count()) === 0) return;
  const copy = await db.papers.get(paperId);
  const key = copy && pageKeyOf(copy);
  await releaseIds(db, key === undefined || key === paperId ? [paperId] : [paperId, key]);
  // Read again: the copy may have held its own key too, which releaseIds just took.
  const paper = await db.papers.get(paperId);
  if (paper && key !== undefined && key !== paperId && !(await db.saved.get(key))) {
    await db.papers.update(paperId, { alsoKnownAs: knownAs(paper, [key]) });
  }
}
