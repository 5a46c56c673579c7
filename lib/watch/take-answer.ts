/**
 * What arXiv's answer about a saved paper does to the library: the paper's record brought up to date and, when
 * something a reader cares about changed (diff.ts), a row for its history and the "Updated" count. Shared by the
 * weekly check and the feed, whose pages also bring new versions of saved papers: whichever reads arXiv first
 * records the change, so none is taken in silently.
 */
import { mergePaper } from '../paper/merge';
import type { Paper } from '../paper/schema';
import type { UpdateRecord } from '../store/tables';
import { diffPaper, isWithdrawal, withdrawalNotice } from './diff';

export interface TakenAnswer {
  paper: Paper;
  update: UpdateRecord | undefined;
}

/** The saved paper's next record and its update row, or undefined when arXiv says nothing new. */
export function takeAnswer(stored: Paper, latest: Paper, at: number): TakenAnswer | undefined {
  const diff = diffPaper(stored, latest);
  if (diff.changes.length === 0 && diff.baseline) return undefined;
  const paper = mergePaper(stored, latest);
  if (isWithdrawal(latest)) {
    paper.withdrawn = true;
    // arXiv's notice replaces the abstract of a withdrawn paper; the reader still wants to know what it was about.
    if (withdrawalNotice(latest) && stored.abstract.trim() !== '') paper.abstract = stored.abstract;
  } else delete paper.withdrawn;
  // The comment is the latest version's: none there means none, not the comment of an earlier version.
  if (latest.comment === undefined) delete paper.comment;
  const update: UpdateRecord | undefined =
    diff.changes.length === 0
      ? undefined
      : { paperId: stored.id, at, version: diff.version, versionDate: diff.versionDate, changes: diff.changes, seen: 0 };
  return { paper, update };
}
