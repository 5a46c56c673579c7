/**
 * RIS, read by Zotero, EndNote, Mendeley and most reference managers. RIS has no preprint type; each paper is a
 * `JOUR` record carrying the arXiv id (M1), arXiv as publisher and the DOI, which every reader imports as an article.
 * Lines end in CRLF, as the format asks.
 */
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, splitName } from './item';

/** RIS is line-based: a value never spans lines. */
function line(tag: string, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  return `${tag}  - ${value.replace(/[\r\n]+/g, ' ')}\r\n`;
}

export function risRecord(item: ExportItem): string {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  return (
    line('TY', 'JOUR') +
    line('TI', paper.title) +
    paper.authors
      .map((name) => {
        const { family, given } = splitName(name);
        return line('AU', given ? `${family}, ${given}` : family);
      })
      .join('') +
    line('PY', date ? String(date[0]) : undefined) +
    line('DA', date ? `${date[0]}/${String(date[1]).padStart(2, '0')}/${String(date[2]).padStart(2, '0')}/` : undefined) +
    line('AB', paper.abstract) +
    line('DO', citationDoi(paper)) +
    line('UR', landingUrl(paper)) +
    line('PB', arxivId ? 'arXiv' : undefined) +
    line('M1', arxivId ? `arXiv:${arxivId}` : undefined) +
    (item.record?.tags ?? []).map((tag) => line('KW', tag)).join('') +
    line('N1', item.record?.note) +
    'ER  - \r\n'
  );
}

export function toRis(items: readonly ExportItem[]): string {
  return items.map(risRecord).join('\r\n');
}
