/**
 * A paper's date as reference files write it, made the `YYYY-MM-DD` a saved paper keeps: BibTeX's `year` and `month`
 * (`may`, `{July}`, `7`) or biblatex's `date` (`2023-07-15`, `2023-07`, a range's start), RIS's `DA` (`2023/07/15/`,
 * `2023/07//`) or `PY`, CSL's `date-parts`. A part the file leaves out is stored as the first (a year alone is its
 * 1 January) and marked unknown (`publishedPrecision`), so the paper is shown and exported with the year alone.
 */
import type { PaperDraft } from '../paper/schema';

/** The date fields of a draft: none, or the day with how much of it the file gave. */
export type DraftDate = Pick<PaperDraft, 'published' | 'publishedPrecision'>;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The date from its parts, as far as they go; a month or day the calendar lacks (13, 31 April) is dropped as unknown
 * and the year (or month) kept.
 */
export function dateFromParts(year: number | string | undefined, month?: number, day?: number): DraftDate {
  const text = String(year ?? '');
  if (!/^\d{4}$/.test(text)) return {};
  const exists = (m: number | undefined, d: number) => {
    if (m === undefined || !Number.isInteger(m) || !Number.isInteger(d)) return false;
    const date = new Date(Date.UTC(Number(text), m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };
  if (!exists(month, 1)) return { published: `${text}-01-01`, publishedPrecision: 'year' };
  if (day === undefined || !exists(month, day)) return { published: `${text}-${pad(month as number)}-01`, publishedPrecision: 'month' };
  return { published: `${text}-${pad(month as number)}-${pad(day)}` };
}

/** BibTeX's month: the macro or the name (`may`, `July`) or the number (`7`). */
function bibtexMonth(month: string | undefined): number | undefined {
  const text = (month ?? '').trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const index = MONTHS.indexOf(text.slice(0, 3));
  return index >= 0 ? index + 1 : undefined;
}

/** `2023-07-15`, `2023/07//`, `2023`: the year, month and day a date gives, as far as it goes. */
function partsOf(text: string | undefined): [string, number | undefined, number | undefined] | undefined {
  const match = /^\s*(\d{4})(?:[-/](\d{1,2})?(?:[-/](\d{1,2}))?)?/.exec(text ?? '');
  if (!match) return undefined;
  const part = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));
  return [match[1] as string, part(match[2]), part(match[3])];
}

/** A BibTeX entry's date: biblatex's `date` first, else `year` and `month`. */
export function bibtexDate(fields: { date?: string; year?: string; month?: string }): DraftDate {
  // A range's start: biblatex ranges with "/" (`2023-07/2023-08`), which is no separator of its dates.
  const parts = partsOf(fields.date?.split('/')[0]);
  return parts ? dateFromParts(...parts) : dateFromParts(fields.year?.trim(), bibtexMonth(fields.month));
}

/** A RIS record's date: `DA` first (it has month and day), else the year of `PY` or `Y1`. */
export function risDate(da: string | undefined, year: string | undefined): DraftDate {
  const parts = partsOf(da) ?? partsOf(year);
  return parts ? dateFromParts(...parts) : {};
}
