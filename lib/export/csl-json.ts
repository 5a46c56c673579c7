/**
 * CSL-JSON, the format of citeproc, Zotero, Pandoc and Mendeley: one `article` per paper (CSL's type for preprints),
 * with arXiv as the publisher and its id as the number, as Zotero writes arXiv preprints.
 */
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, splitName } from './item';

export interface CslItem {
  id: string;
  type: 'article';
  title: string;
  author: { family: string; given?: string }[];
  issued?: { 'date-parts': number[][] };
  abstract?: string;
  DOI?: string;
  URL?: string;
  publisher?: string;
  number?: string;
  note?: string;
  keyword?: string;
}

export function cslItem(item: ExportItem, id = item.paper.id): CslItem {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  const csl: CslItem = {
    id,
    type: 'article',
    title: paper.title,
    author: paper.authors.map((name) => {
      const { family, given } = splitName(name);
      // A one-word name (a mononym, an organisation) is all family name, as RIS and BibTeX readers take it too.
      return given ? { family, given } : { family };
    }),
  };
  if (date) csl.issued = { 'date-parts': [date] };
  if (paper.abstract) csl.abstract = paper.abstract;
  const doi = citationDoi(paper);
  if (doi) csl.DOI = doi;
  const url = landingUrl(paper);
  if (url) csl.URL = url;
  if (arxivId) {
    csl.publisher = 'arXiv';
    csl.number = arxivId;
  }
  if (item.record?.note) csl.note = item.record.note;
  if (item.record?.tags.length) csl.keyword = item.record.tags.join(', ');
  return csl;
}

export function toCslJson(items: readonly ExportItem[]): string {
  return `${JSON.stringify(
    items.map((item) => cslItem(item)),
    null,
    2,
  )}\n`;
}
