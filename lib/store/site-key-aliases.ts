/**
 * Database version 8: papers saved from a site's page before the page's key was kept with them (lib/paper/normalize.ts
 * keeps it in `alsoKnownAs` now) get it from the page they link, so their PDF tabs show them as saved too.
 */
import type { Transaction } from 'dexie';
import { knownAs } from '../paper/merge';
import type { Paper } from '../paper/schema';
import { sitePaperFromUrl } from '../sites/site-paper';

/**
 * The site key a paper's page gives it, when that is not the id it is stored under; undefined for an arXiv paper
 * (whose page is arXiv's) and for a key another stored paper has (that paper is saved, or seen, on its own).
 */
export function siteKeyAlias(paper: Paper, storedIds: ReadonlySet<string>): string | undefined {
  const key = paper.absUrl === undefined ? undefined : sitePaperFromUrl(paper.absUrl)?.siteKey;
  if (key === undefined || key === paper.id || storedIds.has(key) || paper.alsoKnownAs?.includes(key)) return undefined;
  return key;
}

/** Version 8's upgrade, in Dexie's upgrade transaction. */
export async function addSiteKeyAliases(tx: Transaction): Promise<void> {
  const papers = tx.table<Paper, string>('papers');
  const storedIds = new Set(await papers.toCollection().primaryKeys());
  await papers.toCollection().modify((paper) => {
    const key = siteKeyAlias(paper, storedIds);
    if (key !== undefined) paper.alsoKnownAs = knownAs(paper, [key]);
  });
}
