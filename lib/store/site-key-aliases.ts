/**
 * Database version 8: papers saved from a site's page before the page's key was kept with them (lib/paper/normalize.ts
 * keeps it in `alsoKnownAs` now) get it from the page they link, so their PDF tabs show them as saved too.
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
 * Version 8's upgrade, in Dexie's upgrade transaction. A copy merged into another paper (lib/library/twins.ts) gives
 * its key to that paper, as a merge gives it now: left with the copy, saving the key brought the copy back.
 */
export async function addSiteKeyAliases(tx: Transaction): Promise<void> {
  const papers = tx.table<Paper, string>('papers');
  const storedIds = new Set(await papers.toCollection().primaryKeys());
  const mergedInto = new Map<string, string>();
  await papers
    .where('alsoKnownAs')
    .notEqual('')
    .distinct()
    .each((paper) => {
      for (const id of paper.alsoKnownAs ?? []) if (!mergedInto.has(id)) mergedInto.set(id, paper.id);
    });
  const forHolders = new Map<string, string[]>();
  await papers.toCollection().modify((paper) => {
    const key = siteKeyAlias(paper, storedIds);
    const holder = mergedInto.get(paper.id);
    if (key !== undefined && holder !== undefined) forHolders.set(holder, [...(forHolders.get(holder) ?? []), key]);
    else if (key !== undefined) paper.alsoKnownAs = knownAs(paper, [key]);
  });
  for (const [id, keys] of forHolders) {
    const holder = await papers.get(id);
    if (holder) await papers.update(id, { alsoKnownAs: knownAs(holder, keys) });
  }
}
