/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark (so Excel reads the Unicode), CRLF line ends,
 * every field quoted. A cell that starts with = + - @ (or a tab or a line break; after spaces too, fullwidth forms
 * included) may run as a formula in Excel, LibreOffice and Sheets: it gets a leading apostrophe, which those programs
 * show as text.
 */
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, venueLine } from './item';

const COLUMNS = [
  'id',
  'arxiv_id',
  'title',
  'authors',
  'published',
  'venue',
  'primary_category',
  'categories',
  'doi',
  'url',
  'pdf_url',
  'tags',
  'collections',
  'note',
  'read',
  'saved_at',
  'abstract',
] as const;

/**
 * What a spreadsheet may run as a formula: a trigger first, after any whitespace, control or invisible character (a
 * zero-width space, a byte-order mark) a program may trim on import, fullwidth forms included (some programs fold them
 * to ASCII).
 */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/u;

/** A cell as written: formula triggers neutralised, quoted, inner quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function row(item: ExportItem, collectionNames: ReadonlyMap<string, string>): string[] {
  const { paper, record } = item;
  return [
    paper.id,
    arxivIdOf(paper) ?? '',
    paper.title,
    paper.authors.join('; '),
    // As far as it is known: `2023` for a reference file's year alone.
    dateParts(paper)
      ?.map((part) => String(part).padStart(2, '0'))
      .join('-') ?? '',
    venueLine(paper) ?? '',
    paper.primaryCategory ?? '',
    paper.categories.join('; '),
    citationDoi(paper) ?? '',
    landingUrl(paper) ?? '',
    paper.pdfUrl ?? '',
    (record?.tags ?? []).join('; '),
    (record?.collectionIds ?? []).map((id) => collectionNames.get(id) ?? id).join('; '),
    record?.note ?? '',
    record ? String(record.read) : '',
    record ? new Date(record.savedAt).toISOString() : '',
    paper.abstract,
  ];
}

export function toCsv(items: readonly ExportItem[], collectionNames: ReadonlyMap<string, string> = new Map()): string {
  const lines = [COLUMNS as readonly string[], ...items.map((item) => row(item, collectionNames))].map((cells) =>
    cells.map(csvCell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
