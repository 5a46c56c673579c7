/**
 * CSL-JSON, the format of citeproc, Zotero, Pandoc and Mendeley: one `article` per paper (CSL's type for preprints),
 * with arXiv as the publisher and its id as the number, as Zotero writes arXiv preprints. A published paper is a
 * `paper-conference` or `article-journal` in its venue (`container-title`), with the venue's year and DOI; its arXiv
 * id and link stay. Each item's `id` is its citation key, as Better BibTeX writes CSL-JSON: `@key` in Pandoc cites the
 * paper `\cite{key}` does in LaTeX.
 */
import { citationKeys } from './citation-keys';
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, publicationOf, splitName } from './item';

export interface CslItem {
  id: string;
  type: 'article' | 'paper-conference' | 'article-journal';
  title: string;
  'container-title'?: string;
  author: { family: string; given?: string; suffix?: string }[];
  issued?: { 'date-parts': number[][] };
  abstract?: string;
  DOI?: string;
  URL?: string;
  publisher?: string;
  number?: string;
  /** The user's note: not `note`, whose "variable: value" lines citeproc-js (Zotero, citation-js) reads as fields. */
  annote?: string;
  keyword?: string;
}

export function cslItem(item: ExportItem, id = item.paper.id): CslItem {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  const published = publicationOf(paper);
  const csl: CslItem = {
    id,
    type: published ? (published.kind === 'conference' ? 'paper-conference' : 'article-journal') : 'article',
    title: paper.title,
    author: paper.authors.map((name) => {
      const { family, given, suffix } = splitName(name);
      // A one-word name (a mononym, an organisation) is all family name, as RIS and BibTeX readers take it too.
      return { family, ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
    }),
  };
  if (published?.venue) csl['container-title'] = published.venue;
  // The venue's year when it is known; the arXiv date only says when the preprint came out.
  if (published?.year !== undefined) csl.issued = { 'date-parts': [[published.year]] };
  else if (date) csl.issued = { 'date-parts': [date] };
  if (paper.abstract) csl.abstract = paper.abstract;
  // A published item carries the venue's DOI only, and arXiv is not its publisher.
  const doi = published ? published.doi : citationDoi(paper);
  if (doi) csl.DOI = doi;
  const url = landingUrl(paper);
  if (url) csl.URL = url;
  if (arxivId && !published) csl.publisher = 'arXiv';
  if (arxivId) csl.number = arxivId;
  // A note line "status: to read" or "issued: 1999" in `note` would print in, or redate, the reference.
  if (item.record?.note) csl.annote = item.record.note;
  if (item.record?.tags.length) csl.keyword = item.record.tags.join(', ');
  return csl;
}

/** The items' CSL-JSON; each `id` is the paper's citation key, the one its BibTeX carries (Pandoc cites by `id`). */
export function toCslJson(items: readonly ExportItem[]): string {
  const keys = citationKeys(items);
  return `${JSON.stringify(
    items.map((item) => cslItem(item, keys.get(item.paper.id))),
    null,
    2,
  )}\n`;
}
