/** Dates as pages and feeds write them, made one form; apart from normalize.ts so page scripts load no zod. */

/**
 * `YYYY/MM/DD`, `YYYY-MM-DD` or an ISO timestamp → `YYYY-MM-DD`, when it is a real date from `from` (1990: a page's
 * date before arXiv is junk, such as the epoch's 1970) to 2100. A reference file's dates are the user's: from 1000.
 */
export function normalizeDate(text: string | undefined, from = 1990): string | undefined {
  if (text === undefined) return undefined;
  const match = /^\s*(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = `${y}-${m}-${d}`;
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  return Number(y) >= from && Number(y) <= 2100 ? iso : undefined;
}

/** How many of a `YYYY-MM-DD` date's parts are known: the year (1), its month (2) or the day (3, no precision given). */
export const knownDateParts = (precision: 'year' | 'month' | undefined): number =>
  precision === 'year' ? 1 : precision === 'month' ? 2 : 3;

/**
 * The user's calendar day at `ms`, `YYYY-MM-DD`: what a file name or an "exported on" line should say. The UTC day is
 * tomorrow's in an American evening.
 */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
