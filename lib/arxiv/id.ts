/**
 * arXiv identifiers and the URLs that carry them.
 *
 * Two id schemes exist (https://info.arxiv.org/help/arxiv_identifier.html):
 * - new style `YYMM.NNNN` (April 2007 – December 2014) and `YYMM.NNNNN` (January 2015 on), optional `vN`;
 * - old style `archive/YYMMNNN` (1991 – March 2007), sometimes written with a subject class
 *   (`math.CA/0611800`), which names the same paper as `math/0611800`.
 * The canonical id has no version and no subject class; it is the key papers are stored under.
 */

import { safeDecode } from '../url/safe-decode';
import { isDigit, newStyleIdParts, newStyleIdProblem } from './new-style-id';
import { oldStyleIdParts, oldStyleIdProblem } from './old-style-id';

/** A parsed arXiv identifier. */
export interface ArxivId {
  /** Canonical id without version: `2405.12345`, `hep-th/9901001`. */
  id: string;
  /** Version number when the input named one (`v3` → 3). */
  version?: number;
}

/** Why an input is not an arXiv id or paper URL. */
export type ArxivIdErrorKind =
  | 'empty'
  | 'malformed'
  | 'bad-month'
  | 'bad-number'
  | 'unknown-archive'
  | 'not-a-paper-url'
  | 'unsupported-host';

export interface ArxivIdError {
  kind: ArxivIdErrorKind;
  /** A sentence a user can read. */
  message: string;
  /** The input, cut to 200 characters. */
  input: string;
}

export type ArxivIdResult = { ok: true; value: ArxivId } | { ok: false; error: ArxivIdError };

const ARXIV_PREFIX = /^arxiv:\s*/i;
const ARXIV_DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?10\.48550\/arxiv\.(.+)$/i;

function fail(kind: ArxivIdErrorKind, message: string, input: string): ArxivIdResult {
  return { ok: false, error: { kind, message, input: input.slice(0, 200) } };
}

function withVersion(id: string, version: string | undefined): ArxivId {
  return version === undefined ? { id } : { id, version: Number(version) };
}

/** Parses a bare id: `2405.12345`, `2405.12345v3`, `arXiv:2405.12345`, `hep-th/9901001`, `math.CA/0611800v2`. */
export function parseArxivId(input: string): ArxivIdResult {
  // A bare new-style id, as page URLs give it, is read without touching the prefix's regular expression.
  let fresh = newStyleIdParts(input);
  const text = fresh ? input : input.trim().replace(ARXIV_PREFIX, '');
  if (text === '') return fail('empty', 'No arXiv id was given.', input);
  fresh ??= newStyleIdParts(text);
  if (fresh) {
    const [yy, mm, number, version] = fresh;
    const problem = newStyleIdProblem(yy, mm, number);
    if (problem === 'no-month') return fail('bad-month', `"${text}" has no month ${mm}.`, input);
    if (problem === 'too-early') return fail('bad-month', `New-style arXiv ids start in April 2007; "${text}" is older.`, input);
    if (problem === 'digits') {
      return fail('bad-number', `"${text}" has a ${number.length}-digit number, which ${yy}${mm} ids do not.`, input);
    }
    if (problem === 'zero') return fail('bad-number', `"${text}" has number 0; arXiv numbers start at 1.`, input);
    return { ok: true, value: withVersion(`${yy}${mm}.${number}`, version) };
  }

  const old = oldStyleIdParts(text);
  if (old) {
    const [archive, yy, mm, number, version] = old;
    const problem = oldStyleIdProblem(archive, yy, mm, number);
    if (problem === 'unknown-archive') return fail('unknown-archive', `"${archive}" is not an arXiv archive.`, input);
    if (problem === 'no-month') return fail('bad-month', `"${text}" has no month ${mm}.`, input);
    if (problem === 'out-of-range') {
      return fail('bad-month', `Old-style arXiv ids ended in March 2007; "${text}" is out of range.`, input);
    }
    if (problem === 'zero') return fail('bad-number', `"${text}" has number 0; arXiv numbers start at 1.`, input);
    return { ok: true, value: withVersion(`${archive}/${yy}${mm}${number}`, version) };
  }

  return fail('malformed', `"${text.slice(0, 80)}" is not an arXiv id.`, input);
}

/** Writes an id back in its canonical form, with `vN` when it has a version. */
export function formatArxivId(value: ArxivId): string {
  return value.version === undefined ? value.id : `${value.id}v${value.version}`;
}

const ARXIV_HOSTS = new Set(['arxiv.org', 'www.arxiv.org', 'export.arxiv.org', 'browse.arxiv.org']);
/** Paths on arXiv hosts whose next segments are a paper id. */
const ARXIV_PAPER_PATHS = new Set(['abs', 'pdf', 'html', 'format', 'ps', 'src']);
const ALPHAXIV_PATHS = new Set(['abs', 'overview', 'pdf']);

/** Takes the id from path segments after the prefix; old ids span two segments. */
function idFromSegments(segments: string[], rawInput: string): ArxivIdResult {
  const [first, second] = segments;
  if (first === undefined || first === '') return fail('not-a-paper-url', 'This URL names no paper.', rawInput);
  const decoded = safeDecode(first);
  // `/pdf/2405.12345.pdf`, `/pdf/hep-th/9901001v1.pdf`. No regular expressions on this path (see newStyleIdParts).
  const strip = (part: string) => (part.slice(-4).toLowerCase() === '.pdf' ? part.slice(0, -4) : part);
  const hasDigit = [...decoded].some((char) => isDigit(char.charCodeAt(0)));
  const candidate = hasDigit || second === undefined ? strip(decoded) : `${decoded}/${strip(safeDecode(second))}`;
  const result = parseArxivId(candidate);
  return result.ok ? result : fail(result.error.kind, result.error.message, rawInput);
}

/**
 * The id an arXiv page path names after its first segment (`/abs/2405.12345v2`, `/html/hep-th/9901001v1/`): the
 * cheap check detectors run on every page load, without building a URL.
 */
export function parseArxivPath(pathname: string): ArxivIdResult {
  return idFromSegments(
    pathname
      .split('/')
      .filter((part) => part !== '')
      .slice(1),
    pathname,
  );
}

/**
 * Parses a URL that names an arXiv paper: arxiv.org abs, pdf (with or without `.pdf`), html, format pages on the
 * arxiv.org, www., export. and browse. hosts, relative links as found on listing pages (`/abs/ID`), ar5iv,
 * alphaXiv, Hugging Face papers, and the DataCite DOI `10.48550/arXiv.ID`.
 */
export function parseArxivUrl(input: string | URL): ArxivIdResult {
  const raw = String(input).trim();
  if (raw === '') return fail('empty', 'No URL was given.', raw);
  const doi = ARXIV_DOI.exec(raw);
  if (doi?.[1] !== undefined) {
    const result = parseArxivId(safeDecode(doi[1]));
    return result.ok ? result : fail(result.error.kind, result.error.message, raw);
  }

  let url: URL;
  try {
    url = new URL(raw, 'https://arxiv.org');
  } catch {
    return fail('malformed', `"${raw.slice(0, 80)}" is not a URL.`, raw);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail('unsupported-host', `Only http and https links name papers, not ${url.protocol}.`, raw);
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((part) => part !== '');
  const [head = '', ...rest] = segments;

  if (ARXIV_HOSTS.has(host)) {
    if (ARXIV_PAPER_PATHS.has(head)) return idFromSegments(rest, raw);
    return fail('not-a-paper-url', `arXiv's /${head} pages do not name one paper.`, raw);
  }
  if (host === 'ar5iv.labs.arxiv.org' || host === 'ar5iv.org' || host === 'www.ar5iv.org') {
    if (head === 'html' || head === 'abs') return idFromSegments(rest, raw);
    return fail('not-a-paper-url', 'This ar5iv page names no paper.', raw);
  }
  if (host === 'alphaxiv.org' || host === 'www.alphaxiv.org') {
    if (ALPHAXIV_PATHS.has(head)) return idFromSegments(rest, raw);
    return fail('not-a-paper-url', 'This alphaXiv page names no paper.', raw);
  }
  if (host === 'huggingface.co' || host === 'www.huggingface.co' || host === 'hf.co') {
    if (head === 'papers' && rest.length > 0) return idFromSegments(rest, raw);
    return fail('not-a-paper-url', 'This Hugging Face page names no paper.', raw);
  }
  return fail('unsupported-host', `${host} is not a site whose URLs carry arXiv ids.`, raw);
}

/** Accepts whatever a user or a page may hold: a bare id, an `arXiv:` id, a DOI, a URL, or a URL without scheme. */
export function parseArxivReference(input: string): ArxivIdResult {
  const asId = parseArxivId(input);
  if (asId.ok) return asId;
  const text = input.trim();
  if (/^(https?:\/\/|\/|(doi:\s*)?10\.)/i.test(text)) return parseArxivUrl(text);
  if (/^[\w-]+(\.[\w-]+)+\//.test(text)) return parseArxivUrl(`https://${text}`);
  return asId;
}

/** The arXiv abstract page of an id. */
export function absUrl(value: ArxivId): string {
  return `https://arxiv.org/abs/${formatArxivId(value)}`;
}

/** The arXiv PDF of an id. */
export function pdfUrl(value: ArxivId): string {
  return `https://arxiv.org/pdf/${formatArxivId(value)}`;
}
