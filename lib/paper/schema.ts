/**
 * The paper model's schemas (zod): the single source of the PaperDraft, Paper, SavedRecord and Collection types, and
 * the limits applied before storage. normalize.ts turns an untrusted draft into a stored Paper.
 */
import * as z from 'zod/mini';
import { MAX_DRAFT_ITEMS } from '../messaging/limits';
import { CITE_KEY } from './cite-key';
import { DOI_MAX_LENGTH } from './doi';
import { EpochMsSchema } from './epoch-ms';

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
  draftItems: MAX_DRAFT_ITEMS,
  /** Characters read from any one draft string. */
  draftText: 1_000_000,
} as const;

const draftText = z.optional(z.string().check(z.maxLength(LIMITS.draftText * 2)));
const draftList = z.optional(z.array(z.string().check(z.maxLength(LIMITS.draftText * 2))));

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
  /** How much of `published` its source gave (a reference file's year alone): the rest is the first day or month. */
  publishedPrecision: z.optional(z.enum(['year', 'month'])),
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

/** Whether `YYYY-MM-DD` is a day the calendar has: what normalizeDate has always checked, so every stored date is one. */
function isCalendarDay(text: string): boolean {
  const date = new Date(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
// A day the calendar has: a backup's `2026-13-45` was stored, and exports wrote it as month 13.
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isCalendarDay));
/** A stored link: http(s) only, so no `javascript:` or `data:` link can come in, from a page or from a file. */
const httpLink = z.string().check(z.maxLength(LIMITS.url), z.regex(/^https?:\/\//i));

/** Where a paper was first met. */
export const PaperSourceSchema = z.object({
  /** Detector id (`arxiv-abs`) or `feed`, `import`, `link`. */
  site: z.string().check(z.maxLength(40)),
  /** The page or API URL it came from. */
  url: z.string().check(z.maxLength(LIMITS.url)),
  /** When, epoch ms. */
  at: EpochMsSchema,
});

export const PaperSchema = z.object({
  /** Canonical id: arXiv id without version (`2405.12345`), else `doi:…` or a site key (`openreview:…`). */
  id: z.string().check(z.minLength(1), z.maxLength(LIMITS.siteKey + 10)),
  /** Latest version seen, when known. */
  version: z.optional(z.number().check(z.int(), z.positive())),
  title: z.string().check(z.minLength(1), z.maxLength(LIMITS.title)),
  // No blank name: normalising drops them, and one in a backup became ", & …" in a formatted reference.
  authors: z.array(z.string().check(z.maxLength(LIMITS.authorName), z.regex(/\S/))).check(z.maxLength(LIMITS.authors)),
  /** Total number of authors when more than `LIMITS.authors` were listed. */
  authorCount: z.optional(z.number().check(z.int(), z.positive())),
  affiliations: z.array(z.string().check(z.maxLength(LIMITS.affiliation))).check(z.maxLength(LIMITS.affiliations)),
  abstract: z.string().check(z.maxLength(LIMITS.abstract)),
  categories: z.array(z.string().check(z.maxLength(LIMITS.category))).check(z.maxLength(LIMITS.categories)),
  primaryCategory: z.optional(z.string().check(z.maxLength(LIMITS.category))),
  /** First version's date, `YYYY-MM-DD`. */
  published: z.optional(isoDate),
  /**
   * How much of `published` is known, when not the day: a reference file's "2023" is stored as its 1 January, shown and
   * exported as the year alone (never "Jan 1, 2023" or `month = jan`). It goes with its date wherever that goes.
   */
  publishedPrecision: z.optional(z.enum(['year', 'month'])),
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
  /**
   * Each author's institutions as the paper's HTML full text gives them (lib/affiliations/), for the detail pane;
   * `affiliations` holds the same institutions de-duplicated in author order.
   */
  authorAffiliations: z.optional(
    z
      .array(
        z.object({
          name: z.string().check(z.maxLength(LIMITS.authorName)),
          affiliations: z.array(z.string().check(z.maxLength(LIMITS.affiliation))).check(z.maxLength(10)),
        }),
      )
      .check(z.maxLength(LIMITS.authors)),
  ),
  /**
   * The ids of copies of this paper saved at other addresses and merged into it (lib/library/twins.ts): their pages show
   * this paper as saved, and saving one of them again adds to this paper instead of making the copy anew.
   */
  alsoKnownAs: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.siteKey + 10), z.regex(/^\S+$/))).check(z.maxLength(50)),
  ),
  /** arXiv says the latest version withdraws the paper (the weekly check of saved papers found it). */
  withdrawn: z.optional(z.literal(true)),
});
export type Paper = z.infer<typeof PaperSchema>;
export type PaperSource = z.infer<typeof PaperSourceSchema>;

export const SavedRecordSchema = z.object({
  /** The saved paper's canonical id. */
  paperId: z.string().check(z.minLength(1)),
  /** Collections it belongs to; at least the one it was saved into. */
  collectionIds: z.array(z.string()),
  /** When it was saved, epoch ms. */
  savedAt: EpochMsSchema,
  tags: z.array(z.string()),
  note: z.string(),
  /** Marked read by the user. */
  read: z.boolean(),
  /** The citation key it was first exported or copied with, kept from then on (lib/export/citation-keys.ts). */
  citeKey: z.optional(z.string().check(z.regex(CITE_KEY))),
});
export type SavedRecord = z.infer<typeof SavedRecordSchema>;

export const CollectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Epoch ms. */
  createdAt: EpochMsSchema,
});
export type Collection = z.infer<typeof CollectionSchema>;
