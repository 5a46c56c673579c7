/**
 * Database version 8: papers saved from a site's page before the page's key was kept with them (lib/paper/normalize.ts
 * keeps it in `alsoKnownAs` now) get it from the page they link, so their PDF tabs show them as saved too; so do the
 * papers of a backup written before then, when it is restored.
 */
import type { Transaction } from 'dexie';
import { knownAs } from '../paper/merge';
import type { Paper } from '../paper/schema';
import { sitePaperFromUrl } from '../sites/site-paper';

/** The key of the site page a paper links (lib/sites/site-keys.ts); undefined for an arXiv paper, whose page is arXiv's. */
export const pageKeyOf = (paper: Paper): string | undefined =>
  paper.absUrl === undefined ? undefined : sitePaperFromUrl(paper.absUrl)?.siteKey;

/**
 * The site key a paper's page gives it, when that is not the id it is stored under; undefined for an arXiv paper
 * and for a key another stored paper has (that paper is saved, or seen, on its own).
 */
export function siteKeyAlias(paper: Paper, storedIds: ReadonlySet<string>): string | undefined {
  const key = pageKeyOf(paper);
  if (key === undefined || key === paper.id || storedIds.has(key) || paper.alsoKnownAs?.includes(key)) return undefined;
  return key;
}

/**
 * The papers that take a page key they lack (`siteKeyAlias`), with it added. A copy merged into another of these
 * papers (lib/library/twins.ts) gives its key to that paper, as a merge gives it now: left with the copy, saving the
 * key brought the copy back. `storedIds`: the ids of every paper of the store these are (or are going) in.
 */
export function withPageKeys(papers: readonly Paper[], storedIds: ReadonlySet<string>): Paper[] {
  const mergedInto = new Map<string, string>();
  for (const paper of papers) for (const id of paper.alsoKnownAs ?? []) if (!mergedInto.has(id)) mergedInto.set(id, paper.id);
  const keysOf = new Map<string, string[]>();
  for (const paper of papers) {
    const key = siteKeyAlias(paper, storedIds);
    if (key === undefined) continue;
    const taker = mergedInto.get(paper.id) ?? paper.id;
    keysOf.set(taker, [...(keysOf.get(taker) ?? []), key]);
  }
  return papers.flatMap((paper) => {
    const keys = keysOf.get(paper.id);
    return keys ? [{ ...paper, alsoKnownAs: knownAs(paper, keys) }] : [];
  });
}

/** Version 8's upgrade, in Dexie's upgrade transaction: every stored paper, as `withPageKeys` gives them their keys. */
export async function addSiteKeyAliases(tx: Transaction): Promise<void> {
  const papers = tx.table<Paper, string>('papers');
  const all = await papers.toArray();
  await papers.bulkPut(withPageKeys(all, new Set(all.map((paper) => paper.id))));
}

/** What the restore reads of the papers' table (db.ts's, named by shape: db.ts imports this file for its upgrade). */
interface PapersTable {
  where(index: 'id' | 'alsoKnownAs'): { anyOf(keys: string[]): { primaryKeys(): Promise<string[]>; toArray(): Promise<Paper[]> } };
}

/**
 * A backup's papers, about to be written to `papers` (lib/import/backup.ts), with the page keys a backup written before
 * version 8 lacks, as the upgrade gave them to the papers stored then. A copy merged into a paper of the library, not
 * of the file, takes no key: saving its page would bring the copy back (that paper, not written here, is left as is).
 */
export async function restoredWithPageKeys(papers: PapersTable, restored: readonly Paper[]): Promise<Paper[]> {
  const ids = restored.map((paper) => paper.id);
  const keys = restored.flatMap((paper) => pageKeyOf(paper) ?? []);
  const [stored, holders] = await Promise.all([
    papers.where('id').anyOf(keys).primaryKeys(),
    papers.where('alsoKnownAs').anyOf(ids).toArray(),
  ]);
  // A holder the file has too is written merged with it (mergePaper): withPageKeys sees that copy there.
  const inFile = new Set(ids);
  const heldHere = new Set(holders.flatMap((holder) => (inFile.has(holder.id) ? [] : (holder.alsoKnownAs ?? []))));
  const keyed = new Map(
    withPageKeys(
      restored.filter((paper) => !heldHere.has(paper.id)),
      new Set([...stored, ...inFile]),
    ).map((paper) => [paper.id, paper]),
  );
  return restored.map((paper) => keyed.get(paper.id) ?? paper);
}
