/** Kept apart from paper.ts so the popup can use it without loading zod before its first paint. */
import type { Paper, PaperDraft } from './schema';

/** A stored paper as a draft again, for saving a paper the extension already knows (a feed row, say). */
export function paperToDraft(paper: Paper): PaperDraft {
  const arxiv = paper.id.includes(':') ? {} : { arxivId: paper.version ? `${paper.id}v${paper.version}` : paper.id };
  return {
    ...arxiv,
    ...(paper.id.includes(':') && !paper.id.startsWith('doi:') ? { siteKey: paper.id } : {}),
    title: paper.title,
    authors: paper.authors,
    affiliations: paper.affiliations,
    abstract: paper.abstract,
    categories: paper.categories,
    primaryCategory: paper.primaryCategory,
    published: paper.published,
    updated: paper.updated,
    doi: paper.doi ?? (paper.id.startsWith('doi:') ? paper.id.slice(4) : undefined),
    journalRef: paper.journalRef,
    comment: paper.comment,
    absUrl: paper.absUrl,
    pdfUrl: paper.pdfUrl,
  };
}
