/**
 * What changed about a saved paper between what the library holds and what the arXiv API says now: a new version
 * (number and date), a journal reference or DOI (published), a changed title, author list or abstract, a withdrawal.
 * Pure; compared on folded whitespace, so arXiv re-wrapping a title is no change.
 */
import type { Paper } from '../paper/schema';
import type { PaperChange } from '../store/tables';

export interface PaperDiff {
  changes: PaperChange[];
  /** The latest version and its date, when the API named them. */
  version?: number;
  versionDate?: string;
}

const fold = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What arXiv writes when a version withdraws the paper: in its comment, or as the whole abstract. */
const WITHDRAWN_COMMENT = /\bwithdrawn\b/i;
const WITHDRAWN_ABSTRACT = /^(?:this|the) (?:paper|article|manuscript|submission|work) (?:has been|is|was) withdrawn\b/i;

export function isWithdrawal(paper: Pick<Paper, 'comment' | 'abstract'>): boolean {
  return WITHDRAWN_COMMENT.test(paper.comment ?? '') || WITHDRAWN_ABSTRACT.test(fold(paper.abstract));
}

/** The author list as a reader compares it: the names in order. */
const authorLine = (paper: Pick<Paper, 'authors'>) => paper.authors.map(fold).join(', ');

export function diffPaper(stored: Paper, fresh: Paper): PaperDiff {
  const changes: PaperChange[] = [];
  const before = stored.version ?? 1;
  if (fresh.version !== undefined && fresh.version > before) changes.push({ kind: 'version', from: `v${before}`, to: `v${fresh.version}` });
  if (fold(fresh.journalRef) !== '' && fold(fresh.journalRef) !== fold(stored.journalRef)) {
    changes.push({ kind: 'journal-ref', from: stored.journalRef, to: fold(fresh.journalRef) });
  }
  if (fresh.doi !== undefined && fresh.doi !== stored.doi) changes.push({ kind: 'doi', from: stored.doi, to: fresh.doi });
  // A paper saved from an id alone has a placeholder title until its completion: that is not the author's change.
  if (!stored.pending) {
    if (fold(fresh.title) !== fold(stored.title)) changes.push({ kind: 'title', from: fold(stored.title), to: fold(fresh.title) });
    if (fresh.authors.length > 0 && authorLine(fresh) !== authorLine(stored)) {
      changes.push({ kind: 'authors', from: authorLine(stored), to: authorLine(fresh) });
    }
    if (fold(fresh.abstract) !== '' && fold(fresh.abstract) !== fold(stored.abstract) && !isWithdrawal(fresh))
      changes.push({ kind: 'abstract' });
  }
  if (isWithdrawal(fresh) && !stored.withdrawn) changes.push({ kind: 'withdrawn' });
  return { changes, version: fresh.version, versionDate: fresh.updated };
}
