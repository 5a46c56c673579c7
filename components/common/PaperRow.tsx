import { formatAuthors, formatDate } from '../../lib/paper/format';
import type { Paper } from '../../lib/paper/schema';
import type { PaperTag } from '../../lib/paper/tag-kinds';
import { paperStatusMark } from '../../lib/watch/status';
import { TagLabels } from './TagLabels';

interface PaperRowProps {
  paper: Paper;
  saved: boolean;
  /** The user's tags and the classifier's sub-topics, each once (lib/paper/tag-kinds.ts). */
  tags?: readonly PaperTag[];
  /** A judge's verdict on a feed paper ("second opinion: in"). */
  opinion?: string;
  /** Marked read by the user (the library's rows). */
  read?: boolean;
  /** Arrived in the feed since the popup was last opened. */
  fresh?: boolean;
}

/** Institutions a row names; the rest are counted ("+2") and listed in the detail pane. */
const ROW_AFFILIATIONS = 3;

/** One row of a paper list. Every string is page or feed text: rendered as text nodes, never as markup. */
export function PaperRow({ paper, saved, tags = [], opinion, read, fresh }: PaperRowProps) {
  // The first three institutions and how many more, as the topic page shows them.
  const more = paper.affiliations.length - ROW_AFFILIATIONS;
  const affiliations = `${paper.affiliations.slice(0, ROW_AFFILIATIONS).join(' · ')}${more > 0 ? ` +${more}` : ''}`;
  // "v3 · Published: ICLR 2026", "Withdrawn": what the weekly check of saved papers keeps current.
  const mark = paperStatusMark(paper);
  return (
    <>
      <span class="row-title">{paper.title}</span>
      <span class="row-meta">
        {fresh && <span class="status-mark new">New</span>}
        {paper.published && <span class="row-date">{formatDate(paper.published, paper.publishedPrecision)}</span>}
        {mark && <span class={paper.withdrawn ? 'status-mark withdrawn' : 'status-mark'}>{mark}</span>}
        <span class="row-authors">{formatAuthors(paper.authors, paper.authorCount)}</span>
        {saved && <span class="row-saved">Saved</span>}
        {read && <span class="row-read">Read</span>}
      </span>
      {(tags.length > 0 || affiliations !== '' || opinion !== undefined) && (
        <span class="row-topics">
          {opinion !== undefined && <span class="status-mark opinion">{opinion}</span>}
          <TagLabels tags={tags} />
          {affiliations !== '' && <span class="row-affiliations">{affiliations}</span>}
        </span>
      )}
    </>
  );
}
