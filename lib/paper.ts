/**
 * The paper model: zod schemas are the single source of the Paper, SavedRecord and Collection types.
 * `PaperDraftSchema` is what a page or feed hands in (loose, untrusted); `normalizePaperDraft` turns it into a
 * stored `Paper` with text folded, oversized values cut to `LIMITS`, and only http(s) links kept.
 */
import * as z from 'zod/mini';
import { type ArxivId, absUrl, parseArxivReference, pdfUrl } from './arxiv/id';
import { DOI_MAX_LENGTH, normalizeDoi } from './doi';
import { isArxivLink, sourceTrust } from './paper-trust';
import { cleanText, cut, httpUrl } from './text';

/** Caps applied before storage; documented in the README ("Limits"). */
export const LIMITS = {
  title: 1_000,
  abstract: 10_000,
  /** Names kept per paper; the full count stays in `authorCount`. */
  authors: 1_000,
  authorName: 300,
  affiliations: 200,
  affiliation: 300,
  categories: 20,
  category: 40,
  comment: 2_000,
  journalRef: 1_000,
  doi: DOI_MAX_LENGTH,
  url: 2_048,
  siteKey: 300,
  /** Array items read from a draft at all; the rest are ignored unread. */
  draftItems: 20_000,
  /** Characters read from any one draft string. */
  draftText: 1_000_000,
} as const;

const draftText = z.optional(z.string().check(z.maxLength(LIMITS.draftText * 2)));
const draftList = z.optional(z.array(z.string()));

/** Raw metadata as a detector or feed found it. Every field is optional and untrusted. */
export const PaperDraftSchema = z.object({
  /** An arXiv id, `arXiv:` id, arXiv URL or arXiv DOI. */
  arxivId: draftText,
  /** A site-scoped key for papers without an arXiv id: `openreview:abc123`. */
  siteKey: draftText,
  title: draftText,
  /** Display names, "First Last"; `citation_author` "Last, First" is flipped by the detector. */
  authors: draftList,
  affiliations: draftList,
  abstract: draftText,
  categories: draftList,
  primaryCategory: draftText,
  /** v1 date: `YYYY/MM/DD`, `YYYY-MM-DD` or ISO. */
  published: draftText,
  /** Latest version's date. */
  updated: draftText,
  version: z.optional(z.number()),
  /** A journal DOI (not arXiv's own 10.48550 DOI). */
  doi: draftText,
  journalRef: draftText,
  comment: draftText,
  absUrl: draftText,
  pdfUrl: draftText,
});
export type PaperDraft = z.infer<typeof PaperDraftSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A stored link: http(s) only, so no `javascript:` or `data:` link can come in, from a page or from a file. */
const httpLink = z.string().check(z.maxLength(LIMITS.url), z.regex(/^https?:\/\//i));

/** Where a paper was first met. */
export const PaperSourceSchema = z.object({
  /** Detector id (`arxiv-abs`) or `feed`, `import`, `link`. */
  site: z.string().check(z.maxLength(40)),
  /** The page or API URL it came from. */
  url: z.string().check(z.maxLength(LIMITS.url)),
  /** When, epoch ms. */
  at: z.number(),
});

export const PaperSchema = z.object({
  /** Canonical id: arXiv id without version (`2405.12345`), else `doi:…` or a site key (`openreview:…`). */
  id: z.string().check(z.minLength(1), z.maxLength(LIMITS.siteKey + 10)),
  /** Latest version seen, when known. */
  version: z.optional(z.number().check(z.int(), z.positive())),
  title: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  authors: z.array(z.string().check(z.maxLength(LIMITS.authorName))).check(z.maxLength(LIMITS.authors)),
  /** Total number of authors when more than `LIMITS.authors` were listed. */
  authorCount: z.optional(z.number().check(z.int(), z.positive())),
  affiliations: z.array(z.string().check(z.maxLength(LIMITS.affiliation))).check(z.maxLength(LIMITS.affiliations)),
  abstract: z.string().check(z.maxLength(LIMITS.abstract)),
  categories: z.array(z.string().check(z.maxLength(LIMITS.category))).check(z.maxLength(LIMITS.categories)),
  primaryCategory: z.optional(z.string().check(z.maxLength(LIMITS.category))),
  /** First version's date, `YYYY-MM-DD`. */
  published: z.optional(isoDate),
  /** Latest version's date, `YYYY-MM-DD`. */
  updated: z.optional(isoDate),
  /** Journal DOI, lower-case, in the form `normalizeDoi` gives (a backup can't bring in braces or spaces). */
  doi: z.optional(z.string().check(z.maxLength(LIMITS.doi), z.regex(/^10\.\d{4,9}\/[^\s{}\\\p{Cc}]+$/u))),
  journalRef: z.optional(z.string().check(z.maxLength(LIMITS.journalRef))),
  comment: z.optional(z.string().check(z.maxLength(LIMITS.comment))),
  /** http(s) only. */
  absUrl: z.optional(httpLink),
  /** http(s) only. */
  pdfUrl: z.optional(httpLink),
  source: PaperSourceSchema,
  /**
   * The most trusted source that has given this paper's fields (paper-trust.ts: 3 arXiv, 2 a paper site, 1 any other
   * page); a less trusted sighting only fills fields still empty. Absent on papers stored before it existed.
   */
  trust: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))),
  /** The page gave only part of an arXiv paper's metadata; the background completes it from the arXiv API. */
  pending: z.optional(z.literal(true)),
});
export type Paper = z.infer<typeof PaperSchema>;
export type PaperSource = z.infer<typeof PaperSourceSchema>;

export const SavedRecordSchema = z.object({
  /** The saved paper's canonical id. */
  paperId: z.string().check(z.minLength(1)),
  /** Collections it belongs to; at least the one it was saved into. */
  collectionIds: z.array(z.string()),
  /** When it was saved, epoch ms. */
  savedAt: z.number(),
  tags: z.array(z.string()),
  note: z.string(),
  /** Marked read by the user. */
  read: z.boolean(),
});
export type SavedRecord = z.infer<typeof SavedRecordSchema>;

export const CollectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Epoch ms. */
  createdAt: z.number(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export { normalizeDoi };

export type NormalizeResult = { ok: true; paper: Paper } | { ok: false; error: string };

/** `YYYY/MM/DD`, `YYYY-MM-DD` or an ISO timestamp → `YYYY-MM-DD`, when it is a real date from 1990 to 2100. */
export function normalizeDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const match = /^\s*(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = `${y}-${m}-${d}`;
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return undefined;
  return Number(y) >= 1990 && Number(y) <= 2100 ? iso : undefined;
}

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

function identify(draft: PaperDraft): { id: string; arxiv?: ArxivId } | undefined {
  if (draft.arxivId !== undefined) {
    const parsed = parseArxivReference(cut(draft.arxivId, 500));
    if (parsed.ok) return { id: parsed.value.id, arxiv: parsed.value };
  }
  const doi = normalizeDoi(draft.doi);
  if (doi !== undefined) return { id: `doi:${doi}` };
  const key = draft.siteKey?.trim();
  if (key && key.length <= LIMITS.siteKey && /^[a-z][a-z0-9-]*:\S+$/.test(key)) return { id: key };
  return undefined;
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

/** The page's link when it is on arXiv, else arXiv's own. */
function arxivOr(link: string | undefined, arxiv: string): string {
  const safe = httpUrl(link);
  return safe !== undefined && isArxivLink(safe) ? safe : arxiv;
}

/**
 * The same, for a draft our own code built with its types checked at compile time (the Atom parser's entries,
 * thousands per sync): the draft's shape check is skipped, the stored paper is still checked by `PaperSchema`.
 */
export function normalizeTypedDraft(draft: PaperDraft, source: PaperSource): NormalizeResult {
  const identity = identify(draft);
  if (!identity) return { ok: false, error: 'The page names no arXiv id, DOI or site id for this paper.' };
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
  const optional: Partial<Paper> = {
    primaryCategory: optionalText(draft.primaryCategory, LIMITS.category),
    published: normalizeDate(draft.published),
    updated: normalizeDate(draft.updated),
    doi: normalizeDoi(draft.doi),
    journalRef: optionalText(draft.journalRef, LIMITS.journalRef),
    comment: optionalText(draft.comment, LIMITS.comment),
    // An arXiv paper's links are arXiv's, whichever page named the paper.
    absUrl: arxivLinks ? arxivOr(draft.absUrl, absUrl(arxivLinks)) : httpUrl(draft.absUrl),
    pdfUrl: arxivLinks ? arxivOr(draft.pdfUrl, pdfUrl(arxivLinks)) : httpUrl(draft.pdfUrl),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (paper as Record<string, unknown>)[key] = value;
  }
  const checked = PaperSchema.safeParse(paper);
  if (!checked.success) return { ok: false, error: `The paper could not be stored: ${z.prettifyError(checked.error)}` };
  return { ok: true, paper: checked.data };
}
