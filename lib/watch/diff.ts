/**
 * What changed about a saved paper between what the library holds and what the arXiv API says now: a new version
 * (number and date), a journal reference or DOI (published), a changed title, author list or abstract, a withdrawal.
 * Pure; compared on folded whitespace, so arXiv re-wrapping a title is no change.
 */
import type { Paper } from '../paper/schema';
import { sourceTrust, TRUST } from '../paper/trust';
import type { PaperChange } from '../store/tables';

export interface PaperDiff {
  changes: PaperChange[];
  /**
   * Whether the stored paper is arXiv's own record of a known version, so a difference is news. A paper saved from
   * another site, from arXiv's search results or by its id alone carries no version (or another site's title and
   * author format): arXiv's first answer becomes its record, and only a withdrawal is reported then.
   */
  baseline: boolean;
  /** The latest version and its date, when the API named them. */
  version?: number;
  versionDate?: string;
}

const fold = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What arXiv writes when a version withdraws the paper, at the start of its comment or as the whole abstract ("This
 * paper has been withdrawn by the authors…", "Withdrawn: …"). Anchored: "an earlier version was withdrawn from NeurIPS"
 * in a comment is no withdrawal.
 */
const WITHDRAWN_COMMENT = /^(?:(?:this|the) (?:paper|article|manuscript|submission|work) (?:has been|is|was) )?withdrawn\b/i;
const WITHDRAWN_ABSTRACT = /^(?:this|the) (?:paper|article|manuscript|submission|work) (?:has been|is|was) withdrawn\b/i;

export function isWithdrawal(paper: Pick<Paper, 'comment' | 'abstract'>): boolean {
  return WITHDRAWN_COMMENT.test(fold(paper.comment)) || withdrawalNotice(paper);
}

/** Whether the abstract is only arXiv's withdrawal notice (the paper's real abstract is then worth keeping). */
export function withdrawalNotice(paper: Pick<Paper, 'abstract'>): boolean {
  return WITHDRAWN_ABSTRACT.test(fold(paper.abstract));
}

/** The author list as a reader compares it: the names in order. */
const authorLine = (paper: Pick<Paper, 'authors'>) => paper.authors.map(fold).join(', ');

export function diffPaper(stored: Paper, fresh: Paper): PaperDiff {
  const changes: PaperChange[] = [];
  const withdrawal = isWithdrawal(fresh);
  if (withdrawal && !stored.withdrawn) changes.push({ kind: 'withdrawn' });
  // Marked withdrawn once, and arXiv's latest version is not a withdrawal: a new version replaced it (or an older
  // reading of the comment was wrong).
  if (!withdrawal && stored.withdrawn) changes.push({ kind: 'reinstated' });
  const baseline = stored.version !== undefined && !stored.pending && (stored.trust ?? sourceTrust(stored.source)) >= TRUST.arxiv;
  if (!baseline || stored.version === undefined) return { changes, baseline, version: fresh.version, versionDate: fresh.updated };
  const before = stored.version;
  if (fresh.version !== undefined && fresh.version > before) changes.push({ kind: 'version', from: `v${before}`, to: `v${fresh.version}` });
  if (fold(fresh.journalRef) !== '' && fold(fresh.journalRef) !== fold(stored.journalRef)) {
    changes.push({ kind: 'journal-ref', from: stored.journalRef, to: fold(fresh.journalRef) });
  }
  if (fresh.doi !== undefined && fresh.doi !== stored.doi) changes.push({ kind: 'doi', from: stored.doi, to: fresh.doi });
  if (fold(fresh.title) !== fold(stored.title)) changes.push({ kind: 'title', from: fold(stored.title), to: fold(fresh.title) });
  if (fresh.authors.length > 0 && authorLine(fresh) !== authorLine(stored)) {
    changes.push({ kind: 'authors', from: authorLine(stored), to: authorLine(fresh) });
  }
  if (fold(fresh.abstract) !== '' && fold(fresh.abstract) !== fold(stored.abstract) && !withdrawalNotice(fresh))
    changes.push({ kind: 'abstract' });
  return { changes, baseline, version: fresh.version, versionDate: fresh.updated };
}
