/**
 * RIS, read by Zotero, EndNote, Mendeley and most reference managers. RIS has no preprint type; each paper is a
 * `JOUR` record carrying the arXiv id (M1), arXiv as publisher and the DOI, which every reader imports as an article.
 * A published paper is its venue's record instead: `CONF` with the conference as T2 (Zotero's conference name,
 * citation-js's event) and C3 (the proceedings: Zotero's proceedings title, citation-js's container), as Zotero
 * writes conference papers, or `JOUR` with the journal as T2; with the venue's year and DOI, the arXiv id kept.
 * Lines end in CRLF, as the format asks.
 */
import { foldWhitespace } from '../paper/text';
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, publicationOf, splitName } from './item';

/**
 * RIS is line-based: a value never spans lines, by any line break a reader may split on (U+2028 and U+2029 included,
 * and the control characters Python's `splitlines` also breaks at: U+001C–U+001E, U+0085), and never holds the two
 * spaces and dash that some readers (citation-js) take as the start of a tag.
 */
function line(tag: string, value: string | undefined): string {
  const folded = value === undefined ? '' : foldWhitespace(value.replace(/\p{Cc}/gu, ' '));
  if (folded === '') return '';
  return `${tag}  - ${folded}\r\n`;
}

/** `YYYY/MM/DD/`, RIS's date, its unknown parts empty (`2023/07//`, `2023///`). */
function risDate(date: number[]): string {
  const part = (value: number | undefined) => (value === undefined ? '' : String(value).padStart(2, '0'));
  return `${date[0]}/${part(date[1])}/${part(date[2])}/`;
}

export function risRecord(item: ExportItem): string {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  const published = publicationOf(paper);
  const conference = published?.kind === 'conference';
  // The venue's year when it is known; the arXiv date only says when the preprint came out.
  const year = published?.year ?? date?.[0];
  const day = published?.year !== undefined ? `${published.year}///` : date ? risDate(date) : undefined;
  return (
    line('TY', conference ? 'CONF' : 'JOUR') +
    line('TI', paper.title) +
    paper.authors
      .map((name) => {
        const { family, given, suffix } = splitName(name);
        // RIS's "Last, First, Suffix".
        if (suffix) return line('AU', `${family}, ${given ?? ''}, ${suffix}`);
        return line('AU', given ? `${family}, ${given}` : family);
      })
      .join('') +
    line('T2', published?.venue) +
    line('C3', conference ? published?.venue : undefined) +
    line('PY', year === undefined ? undefined : String(year)) +
    line('DA', day) +
    line('AB', paper.abstract) +
    // A published record carries the venue's DOI only, and arXiv is not its publisher.
    line('DO', published ? published.doi : citationDoi(paper)) +
    line('UR', landingUrl(paper)) +
    line('PB', arxivId && !published ? 'arXiv' : undefined) +
    line('M1', arxivId ? `arXiv:${arxivId}` : undefined) +
    (item.record?.tags ?? []).map((tag) => line('KW', tag)).join('') +
    line('N1', item.record?.note) +
    'ER  - \r\n'
  );
}

export function toRis(items: readonly ExportItem[]): string {
  return items.map(risRecord).join('\r\n');
}
