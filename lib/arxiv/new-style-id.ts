/**
 * New-style arXiv ids (`YYMM.NNNNN`, optional `vN`) read by hand: the scheme alone, which lib/arxiv/id.ts puts into words
 * and into its URL and DOI parsers.
 */

/** Whether a character code is an ASCII digit (what `\d` matches). */
export const isDigit = (code: number) => code >= 48 && code <= 57;

/** The characters from `start` to the end are 1–4 digits, the first not 0 (a version number). */
function isVersionNumber(text: string, start: number): boolean {
  const length = text.length - start;
  if (length < 1 || length > 4 || text.charCodeAt(start) === 48) return false;
  for (let i = start; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/**
 * A new-style id's parts (`YY`, `MM`, the number, the version), read as `/^(\d{2})(\d{2})\.(\d{4,5})(?:v([1-9]\d{0,3}))?$/`
 * would read them, but without a regular expression: the detectors read the id of every page they look at, and a
 * script's first regular expressions cost it more than the rest of the reading (each is compiled on its first use and
 * again on its second). A property test holds it to the expression.
 */
export function newStyleIdParts(text: string): [string, string, string, string | undefined] | undefined {
  if (text.length < 9 || text.charCodeAt(4) !== 46) return undefined;
  for (let i = 0; i < 4; i++) if (!isDigit(text.charCodeAt(i))) return undefined;
  let end = 5;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  if (end - 5 < 4 || end - 5 > 5) return undefined;
  let version: string | undefined;
  if (end < text.length) {
    if (text.charCodeAt(end) !== 118 || !isVersionNumber(text, end + 1)) return undefined;
    version = text.slice(end + 1);
  }
  return [text.slice(0, 2), text.slice(2, 4), text.slice(5, end), version];
}

/** What is wrong with a new-style id's parts, if anything (id.ts puts each into words). */
export type NewStyleIdProblem = 'no-month' | 'too-early' | 'digits' | 'zero';

export function newStyleIdProblem(yy: string, mm: string, number: string): NewStyleIdProblem | undefined {
  const month = Number(mm);
  if (month < 1 || month > 12) return 'no-month';
  const yymm = Number(yy) * 100 + month;
  if (yymm < 704) return 'too-early';
  // Four-digit numbers ran until December 2014, five digits since January 2015.
  if (yymm < 1501 !== (number.length === 4)) return 'digits';
  if (Number(number) === 0) return 'zero';
  return undefined;
}
