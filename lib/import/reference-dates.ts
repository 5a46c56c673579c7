/**
 * A paper's date as reference files write it, made the `YYYY-MM-DD` a saved paper keeps: BibTeX's `year` and `month`
 * (`may`, `{July}`, `7`) or biblatex's `date` (`2023-07-15`, `2023-07`, a range's start), RIS's `DA` (`2023/07/15/`,
 * `2023/07//`) or `PY`. A part the file leaves out is the first (a year alone is its 1 January), as CSL's reader does.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The day from its parts; a month or day the calendar lacks (13, 31 April) falls back to the year's or month's first. */
function dayOf(year: string | undefined, month = 1, day = 1): string | undefined {
  if (year === undefined || !/^\d{4}$/.test(year)) return undefined;
  const exists = (m: number, d: number) => {
    const date = new Date(Date.UTC(Number(year), m - 1, d));
    return Number.isInteger(m) && Number.isInteger(d) && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };
  if (!exists(month, 1)) return `${year}-01-01`;
  return `${year}-${pad(month)}-${pad(exists(month, day) ? day : 1)}`;
}

/** BibTeX's month: the macro or the name (`may`, `July`) or the number (`7`). */
function bibtexMonth(month: string | undefined): number | undefined {
  const text = (month ?? '').trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const index = MONTHS.indexOf(text.slice(0, 3));
  return index >= 0 ? index + 1 : undefined;
}

/** `2023-07-15`, `2023/07//`, `2023`: the parts a date of year, month and day gives, as far as it goes. */
function dateParts(text: string | undefined): [string, number | undefined, number | undefined] | undefined {
  const match = /^\s*(\d{4})(?:[-/](\d{1,2})?(?:[-/](\d{1,2}))?)?/.exec(text ?? '');
  if (!match) return undefined;
  const part = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));
  return [match[1] as string, part(match[2]), part(match[3])];
}

/** A BibTeX entry's day: biblatex's `date` first, else `year` and `month`. */
export function bibtexDay(fields: { date?: string; year?: string; month?: string }): string | undefined {
  const parts = dateParts(fields.date);
  if (parts) return dayOf(...parts);
  return dayOf(fields.year?.trim(), bibtexMonth(fields.month));
}

/** A RIS record's day: `DA` first (it has month and day), else the year of `PY` or `Y1`. */
export function risDay(da: string | undefined, year: string | undefined): string | undefined {
  const parts = dateParts(da) ?? dateParts(year);
  return parts ? dayOf(...parts) : undefined;
}
