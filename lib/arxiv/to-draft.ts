/** An API entry as the untrusted draft every source hands to `normalizePaperDraft`. */
import type { PaperDraft } from '../paper/schema';
import type { ArxivEntry } from './atom';
import { formatArxivId } from './id';

export function entryToDraft(entry: ArxivEntry): PaperDraft {
  return {
    arxivId: formatArxivId(entry.arxiv),
    title: entry.title,
    authors: entry.authors.map((author) => author.name),
    affiliations: entry.authors.flatMap((author) => author.affiliations),
    abstract: entry.abstract,
    categories: entry.categories,
    primaryCategory: entry.primaryCategory,
    published: entry.published,
    updated: entry.updated,
    doi: entry.doi,
    journalRef: entry.journalRef,
    comment: entry.comment,
    absUrl: entry.absUrl,
    pdfUrl: entry.pdfUrl,
  };
}
