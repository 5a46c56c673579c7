/**
 * Turning untrusted metadata (a page's, a feed's, a file's) into a stored Paper: its identity (arXiv id, DOI or site
 * key), folded and capped text, checked dates and links; every result passes PaperSchema.
 */
import * as z from 'zod/mini';
import { type ArxivId, absUrl, parseArxivReference, parseArxivUrl, pdfUrl } from '../arxiv/id';
import { siteNameOf } from '../sites/site-paper';
import { normalizeDoi } from './doi';
import { normalizeDate } from './iso-date';
import { LIMITS, type Paper, type PaperDraft, PaperDraftSchema, PaperSchema, type PaperSource } from './schema';
import { cleanText, cut, httpUrl } from './text';
import { isArxivLink, sourceTrust } from './trust';

export { normalizeDate };

/** The earliest year a reference file's date may give: Sutton's 1988 TD paper is cited still. */
const IMPORTED_FROM_YEAR = 1000;

export type NormalizeResult = { ok: true; paper: Paper } | { ok: false; error: string };

function cleanList(items: string[] | undefined, maxItems: number, maxLength: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of (items ?? []).slice(0, LIMITS.draftItems)) {
    const text = cleanText(item, maxLength);
    if (text === '' || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
    if (out.length === maxItems) break;
  }
  return out;
}

function optionalText(text: string | undefined, max: number): string | undefined {
  const cleaned = text === undefined ? '' : cleanText(text, max);
  return cleaned === '' ? undefined : cleaned;
}

/** The site key a draft names (an OpenReview forum's, an ACL Anthology id's: lib/sites/site-keys.ts), if well formed. */
function siteKeyOf(draft: PaperDraft): string | undefined {
  const key = draft.siteKey?.trim();
  return key && key.length <= LIMITS.siteKey && /^[a-z][a-z0-9-]*:\S+$/.test(key) ? key : undefined;
}

function identify(draft: PaperDraft, siteKey: string | undefined): { id: string; arxiv?: ArxivId } | undefined {
  if (draft.arxivId !== undefined) {
    const parsed = parseArxivReference(cut(draft.arxivId, 500));
    if (parsed.ok) return { id: parsed.value.id, arxiv: parsed.value };
  }
  const doi = normalizeDoi(draft.doi);
  if (doi !== undefined) return { id: `doi:${doi}` };
  return siteKey === undefined ? undefined : { id: siteKey };
}

/**
 * Turns untrusted raw metadata into a storable Paper, or says in words why it can't.
 * Text is folded and cut, duplicates dropped, links kept only when http(s), dates checked.
 */
export function normalizePaperDraft(input: unknown, source: PaperSource): NormalizeResult {
  const parsed = PaperDraftSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: `The paper's metadata is malformed: ${z.prettifyError(parsed.error)}` };
  return normalizeTypedDraft(parsed.data, source);
}

/**
 * The page's link when it is on arXiv and names this paper (its version kept), else arXiv's own. A link on arXiv to
 * another paper (a forged or mistaken `citation_pdf_url`) would make the paper's PDF button open that one.
 */
function arxivOr(link: string | undefined, arxiv: string, id: string): string {
  const safe = httpUrl(link);
  if (safe === undefined || !isArxivLink(safe)) return arxiv;
  const named = parseArxivUrl(safe);
  return named.ok && named.value.id === id ? safe : arxiv;
}

/**
 * The same, for a draft our own code built with its types checked at compile time (the Atom parser's entries,
 * thousands per sync): the draft's shape check is skipped, the stored paper is still checked by `PaperSchema`.
 */
export function normalizeTypedDraft(draft: PaperDraft, source: PaperSource): NormalizeResult {
  const siteKey = siteKeyOf(draft);
  const identity = identify(draft, siteKey);
  if (!identity) return { ok: false, error: 'Nothing names this paper: no arXiv id, DOI or site id could be read.' };
  // A page that names only an arXiv id (a PDF tab, a link) still saves at once; the title comes from the API.
  const title = optionalText(draft.title, LIMITS.title) ?? (identity.arxiv ? `arXiv:${identity.arxiv.id}` : undefined);
  if (title === undefined) return { ok: false, error: 'The paper has no title.' };

  const rawAuthorCount = draft.authors?.length ?? 0;
  const authors = cleanList(draft.authors, LIMITS.authors, LIMITS.authorName);
  const version = identity.arxiv?.version ?? (Number.isInteger(draft.version) && (draft.version ?? 0) > 0 ? draft.version : undefined);
  // Links without a version always point at the latest one.
  const arxivLinks = identity.arxiv ? { id: identity.arxiv.id } : undefined;
  const paper: Paper = {
    id: identity.id,
    title,
    authors,
    affiliations: cleanList(draft.affiliations, LIMITS.affiliations, LIMITS.affiliation),
    abstract: cleanText(draft.abstract ?? '', LIMITS.abstract),
    categories: cleanList(draft.categories, LIMITS.categories, LIMITS.category),
    source: { ...source, url: cut(source.url, LIMITS.url) },
    trust: sourceTrust(source),
  };
  if (version !== undefined && version <= 9999) paper.version = version;
  if (identity.arxiv && (optionalText(draft.title, LIMITS.title) === undefined || authors.length === 0 || paper.abstract === '')) {
    paper.pending = true;
  }
  if (rawAuthorCount > authors.length && rawAuthorCount > LIMITS.authors) paper.authorCount = rawAuthorCount;
  // A paper stored under its DOI or arXiv id keeps the key of the site page it was read from: that page's PDF tab names
  // only the key, and shows the paper as saved by it (lib/store/saved-state.ts). Only a decorated site's key names one
  // paper: a `web:` key is any page's address, which may show another paper tomorrow.
  if (siteKey !== undefined && siteKey !== identity.id && siteNameOf(siteKey) !== undefined) paper.alsoKnownAs = [siteKey];
  const published = normalizeDate(draft.published, source.site === 'import' ? IMPORTED_FROM_YEAR : undefined);
  const optional: Partial<Paper> = {
    primaryCategory: optionalText(draft.primaryCategory, LIMITS.category),
    published,
    publishedPrecision: published === undefined ? undefined : draft.publishedPrecision,
    updated: normalizeDate(draft.updated),
    doi: normalizeDoi(draft.doi),
    journalRef: optionalText(draft.journalRef, LIMITS.journalRef),
    comment: optionalText(draft.comment, LIMITS.comment),
    // An arXiv paper's links are arXiv's, whichever page named the paper.
    absUrl: arxivLinks ? arxivOr(draft.absUrl, absUrl(arxivLinks), arxivLinks.id) : httpUrl(draft.absUrl),
    pdfUrl: arxivLinks ? arxivOr(draft.pdfUrl, pdfUrl(arxivLinks), arxivLinks.id) : httpUrl(draft.pdfUrl),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (paper as Record<string, unknown>)[key] = value;
  }
  const checked = PaperSchema.safeParse(paper);
  if (!checked.success) return { ok: false, error: `The paper could not be stored: ${z.prettifyError(checked.error)}` };
  return { ok: true, paper: checked.data };
}
