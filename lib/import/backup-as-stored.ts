/**
 * A backup's records as a save would have stored them: ids in their canonical form and text on single spaces. A file
 * may be older, edited by hand or crafted; the rest of the import then compares it with the store like for like.
 */
import { parseArxivId } from '../arxiv/id';
import type { Backup } from '../export/backup';
import { normalizeDoi } from '../paper/doi';
import type { Paper } from '../paper/schema';
import { foldWhitespace } from '../paper/text';

/**
 * A paper's id as every save stores it: an arXiv id without its version, a DOI in lower case. A file may name a paper
 * otherwise (`2605.00001v2`, `doi:10.1145/ABC`, merged by hand): kept as written, it was a second copy of the paper,
 * which arXiv pages did not show as saved and exports cited without its arXiv id.
 */
function canonicalId(id: string): { id: string; version?: number } {
  if (id.startsWith('doi:')) return { id: `doi:${normalizeDoi(id.slice(4)) ?? id.slice(4)}` };
  const parsed = parseArxivId(id);
  return parsed.ok ? parsed.value : { id };
}

/**
 * The backup's papers with their text on single spaces, as every save and fetch stores it (lib/paper/normalize.ts): a
 * file written or edited by hand may break an abstract over lines, and then a phrase across a break was neither found
 * by a search nor read by the classifier's phrases. A title of spaces alone stays as it is (the schema wants one).
 */
function withFoldedText(backup: Backup): Backup {
  const papers = backup.papers.map((paper) => {
    const folded: Paper = {
      ...paper,
      title: foldWhitespace(paper.title) || paper.title,
      abstract: foldWhitespace(paper.abstract),
      authors: paper.authors.map(foldWhitespace),
    };
    // Blank is none, as a save leaves it.
    const journalRef = foldWhitespace(paper.journalRef ?? '');
    const comment = foldWhitespace(paper.comment ?? '');
    if (journalRef === '') delete folded.journalRef;
    else folded.journalRef = journalRef;
    if (comment === '') delete folded.comment;
    else folded.comment = comment;
    return folded;
  });
  return { ...backup, papers };
}

/** The backup with every record under its paper's canonical id (repeats are merged next, by `withoutRepeats`). */
function withCanonicalIds(backup: Backup): Backup {
  const id = (paperId: string) => canonicalId(paperId).id;
  const papers = backup.papers.map((paper) => {
    const { id, version } = canonicalId(paper.id);
    const newer = version !== undefined && version <= 9999 && version > (paper.version ?? 0);
    return id === paper.id && !newer ? paper : { ...paper, id, ...(newer ? { version } : {}) };
  });
  const saved = backup.saved.map((record) => (id(record.paperId) === record.paperId ? record : { ...record, paperId: id(record.paperId) }));
  const feedback = backup.feedback.map((record) =>
    id(record.paperId) === record.paperId ? record : { ...record, paperId: id(record.paperId) },
  );
  return { ...backup, papers, saved, feedback };
}

/** The backup under canonical ids, its papers' text folded. */
export function asStored(backup: Backup): Backup {
  return withCanonicalIds(withFoldedText(backup));
}
