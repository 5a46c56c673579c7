/**
 * The store's schema, version by version, and the shapes of the rows of its own tables (the paper, saved-record and
 * collection shapes are the zod schemas of lib/paper/schema.ts). Never edit a shipped version: add the next one.
 */
import type { SavedRecord } from '../paper/schema';
import type { FeedbackRecord } from './feedback-record';

/** A setting or piece of feed state, by key. */
export interface KvEntry {
  key: string;
  value: unknown;
}

/** A paper the topic feed fetched, with the classifier's verdict. Metadata lives in `papers`. */
export interface FeedItem {
  paperId: string;
  /** First version's date, `YYYY-MM-DD`, copied from the paper for date-ordered queries. */
  published: string;
  /** When the feed first stored it, epoch ms (for "new since the popup was last opened"). */
  addedAt: number;
  /** The shipped classifier's score in [0, 1]. */
  score: number;
  /** The shipped classifier's verdict. */
  inTopic: 0 | 1;
  /** Sub-topic tag labels, strongest first. */
  tags: string[];
  /** Why it is (or is not) in the topic: short phrases for the detail pane, strongest first. */
  why: string[];
  /** What argued against the topic, strongest first (near misses show it); absent on rows stored before it existed. */
  against?: string[];
  /** A language model's second opinion, for papers the classifier was unsure about; it sets `inTopic` while it stands. */
  second?: SecondOpinion;
}

/** What the opt-in judge said of a feed paper (lib/judge/feed-pass.ts). */
export interface SecondOpinion {
  verdict: 'in' | 'out';
  /** Why, in one of the judge's kinds (lib/judge/verdict.ts): `agentic-rl` for an "in". */
  kind: string;
  /** One plain-text sentence, shown as text only. */
  reason: string;
  /** Who judged, as the feed names it: "gpt-4o-mini at api.openai.com". */
  by: string;
  /** The model the opinion is cached under; another model's opinion is set aside until it judges again. */
  modelKey: string;
  at: number;
  /** The classifier's own verdict, restored when the second opinion is turned off. */
  localInTopic: 0 | 1;
}

/** Version 1 (shipped in 0.1.0). */
export const SCHEMA_V1 = {
  papers: 'id, published, updated',
  saved: 'paperId, savedAt, *collectionIds, *tags',
  collections: 'id, &name',
  kv: 'key',
} as const;

/** Version 2 (0.2.0): the topic feed and the user's feedback on it. No existing rows change. */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  feed: 'paperId, published, addedAt, inTopic',
  feedback: 'paperId, at, verdict',
} as const;

/**
 * Version 3: a removed paper's saved record waits in `removed` until its undo window closes, so "Undo" works even
 * after the browser stopped the service worker (it used to live in the worker's memory). No existing rows change.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  removed: 'paperId, removedAt',
} as const;

/**
 * Version 4: titles and abstracts fetched from the arXiv API for the marks on listings that show no abstract
 * (`recent`, `pastweek`), so a listing seen again is judged at once and arXiv is not asked twice. No existing rows
 * change.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  abstracts: 'id, fetchedAt',
} as const;

/**
 * Version 5: what the weekly check of saved papers against the arXiv API found (new versions, publication,
 * withdrawal, changed titles, authors or abstracts), one row per paper and check that found something, so the library
 * can show each paper's history and count the changes not yet seen. No existing rows change.
 */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  updates: '++id, paperId, at, seen',
} as const;

/**
 * Version 6: when each paper's HTML full text was last read for affiliations (lib/affiliations/), so a paper without
 * an HTML version, or whose author block names none, is not asked again for a week. No existing rows change.
 */
export const SCHEMA_V6 = {
  ...SCHEMA_V5,
  affiliationChecks: 'id, at',
} as const;

/**
 * Version 7: papers are found by the ids of their copies merged into them (`alsoKnownAs`, lib/library/twins.ts), so a
 * merged copy's page shows the paper as saved. No existing rows change.
 */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  papers: 'id, published, updated, *alsoKnownAs',
} as const;

/**
 * Version 8: a paper stored under its DOI (an ACL Anthology paper saved from its page) is known by its page's site key
 * too (lib/store/site-key-aliases.ts), so the page's PDF tab shows it as saved. The indexes are version 7's.
 */
export const SCHEMA_V8 = SCHEMA_V7;

/** One reading of a paper's HTML for affiliations. */
export interface AffiliationCheck {
  id: string;
  /** Epoch ms. */
  at: number;
  /** What came of it: affiliations found, none in the author block, no HTML version, or a page arXiv refused. */
  outcome: 'found' | 'none' | 'no-html' | 'failed';
}

/** One thing that changed about a saved paper, as the library's history shows it. */
export interface PaperChange {
  kind: 'version' | 'journal-ref' | 'doi' | 'title' | 'authors' | 'abstract' | 'withdrawn' | 'reinstated';
  /** Before and after, as text ("v2" → "v3"; the old and new title); absent where it means nothing (withdrawn). */
  from?: string;
  to?: string;
}

/** What one check found about one saved paper. */
export interface UpdateRecord {
  id?: number;
  paperId: string;
  /** When the check found it, epoch ms. */
  at: number;
  /** The latest version then, and its date (`YYYY-MM-DD`). */
  version?: number;
  versionDate?: string;
  changes: PaperChange[];
  /** 0 until the user has seen it in the library (an index cannot hold booleans). */
  seen: 0 | 1;
}

/** A paper's title and abstract as the arXiv API gave them, for the listing marks. */
export interface FetchedAbstract {
  id: string;
  title: string;
  abstract: string;
  /** Epoch ms. */
  fetchedAt: number;
  /** arXiv did not return this id when asked (title and abstract empty); asked again after `ABSENT_CACHE_MS`. */
  absent?: true;
}

/** How long a removed paper can be brought back, with its notes, tags and collections, by Undo or by saving it again. */
export const UNDO_WINDOW_MS = 60 * 60_000;

/** A saved record the user removed, kept for the undo window. */
export interface RemovedRecord {
  paperId: string;
  /** Epoch ms. */
  removedAt: number;
  record: SavedRecord;
  /** The "relevant" its save taught, taken back by the removal: Undo gives it back as it was. */
  feedback?: FeedbackRecord;
  /** "Reset what it learned" came after the removal: Undo brings the paper back teaching nothing, as the user asked. */
  forgotten?: true;
}
