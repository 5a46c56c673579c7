/**
 * One typed protocol for every message between content scripts, the background worker and extension pages.
 * Requests are parsed with zod where they are received (the background); a malformed or unknown one gets an
 * error reply and reaches no handler. Each message's request is declared here and its answer in shapes.ts (no zod, so
 * content scripts can check replies with it). Content scripts import only the types from here (`import type`), so zod
 * stays out of their bundle.
 */
import * as z from 'zod/mini';
import { PaperDraftSchema } from '../paper/schema';
import { MARK_SITES } from '../settings/mark-sites';
import { ABSTRACT_BATCH, MAX_ENTRY_TEXT, MAX_ENTRY_TITLE, MAX_PAGE_ENTRIES } from './limits';
import type { PaperPageHandshake } from './page-handle';
import type { MessageType, ResponseMap, SavedChangedEvent } from './shapes';

const paperId = z.string().check(z.minLength(1), z.maxLength(400));

/** One paper as a page shows it, for the topic's verdict: what the classifier reads, cut to sane lengths. */
const PageEntrySchema = z.object({
  id: paperId,
  title: z.string().check(z.maxLength(MAX_ENTRY_TITLE)),
  authors: z.optional(z.string().check(z.maxLength(MAX_ENTRY_TEXT))),
  abstract: z.optional(z.string().check(z.maxLength(MAX_ENTRY_TEXT))),
});
export type PageEntry = z.infer<typeof PageEntrySchema>;

/**
 * What a paper page's script returns to the background that injected it (lib/messaging/page-handle.ts), or sends as
 * `page/state`: what the classifier reads of its paper, which is the one the page's URL names. The text is the page's,
 * so it is parsed like any message.
 */
const paperPageFields = {
  site: z.optional(z.enum(MARK_SITES)),
  title: z.string().check(z.maxLength(MAX_ENTRY_TITLE)),
  abstract: z.string().check(z.maxLength(MAX_ENTRY_TEXT)),
};
const PaperPageHandshakeSchema = z.object(paperPageFields);

export function parsePaperPageHandshake(value: unknown): PaperPageHandshake | undefined {
  const parsed = PaperPageHandshakeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Every request, keyed by its type (the same keys as RESPONSES in shapes.ts: the compiler holds the two tables to one
 * list of messages). Each is parsed where it is received; its answer is declared in shapes.ts.
 */
export const REQUESTS = {
  /** Save a paper found on a page; the background normalises the draft. */
  /**
   * What the user did with a paper page's control, for the background to carry out and answer with the control's next
   * state: save the paper the page shows (the background reads the page itself, injecting page-metadata.js into the
   * sender's document: the page scripts carry no extraction code to compile on every load), remove the paper the
   * control showed as saved, or bring back the one just removed.
   */
  'page/act': z.object({ type: z.literal('page/act'), act: z.enum(['save', 'remove', 'undo']), paperId: z.optional(paperId) }),
  'paper/save': z.object({
    type: z.literal('paper/save'),
    draft: PaperDraftSchema,
    /** Detector id that found it. */
    site: z.string().check(z.maxLength(40)),
    /** The page it was found on. */
    pageUrl: z.string().check(z.maxLength(4096)),
    collectionId: z.optional(z.string().check(z.maxLength(200))),
  }),
  /** Remove the saved mark; the record waits for the undo window (lib/store/db.ts). */
  'paper/unsave': z.object({ type: z.literal('paper/unsave'), paperId }),
  /**
   * Merge one paper saved at two addresses (its arXiv preprint and its proceedings page, say: lib/paper/same-paper.ts):
   * `keepId` takes `dropId`'s tags, note, collections and the fields it lacks, and `dropId` is removed (Undo brings it
   * back). The library asks; no page may.
   */
  'library/merge': z.object({ type: z.literal('library/merge'), keepId: paperId, dropId: paperId }),
  /**
   * Papers an import or a restore saved, past the background (the library's and the options' own writes): open pages
   * and the toolbar button show them saved. The extension's pages ask; no page may.
   */
  'library/saved': z.object({ type: z.literal('library/saved'), paperIds: z.array(paperId).check(z.maxLength(100_000)) }),
  /** Put back what `paper/unsave` removed. */
  'paper/undo-unsave': z.object({ type: z.literal('paper/undo-unsave'), paperId }),
  /** Which of these ids are saved. */
  'paper/status': z.object({ type: z.literal('paper/status'), paperIds: z.array(paperId).check(z.maxLength(5000)) }),
  /** The id a draft would be stored under, and whether it is saved. */
  'paper/resolve': z.object({ type: z.literal('paper/resolve'), draft: PaperDraftSchema }),
  /** Save the paper a URL names (a PDF tab, a link): saved at once, completed from the arXiv API. */
  'paper/save-url': z.object({
    type: z.literal('paper/save-url'),
    url: z.string().check(z.maxLength(4096)),
    site: z.enum(['pdf', 'link', 'tab']),
  }),
  /** Check every saved arXiv paper for new versions, publication and withdrawal now ("Check for updates"). */
  'library/check-updates': z.object({ type: z.literal('library/check-updates') }),
  /**
   * The options page saved the judge's endpoint, perhaps unchanged after the server or the model behind its name was
   * fixed (an unchanged value fires no storage change): judge now, the papers it gave no verdict asked once more.
   */
  'judge/run': z.object({ type: z.literal('judge/run') }),
  /** Refresh the topic feed now (the popup asks when it opens on a stale feed, or on Retry). */
  'feed/refresh': z.object({ type: z.literal('feed/refresh'), force: z.optional(z.boolean()) }),
  /** The popup was opened: papers so far are no longer new, and the badge count resets. */
  'feed/opened': z.object({ type: z.literal('feed/opened') }),
  /** Complete id-only papers from the arXiv API now (the library asks after importing a BibTeX or RIS file). */
  'paper/complete-pending': z.object({ type: z.literal('paper/complete-pending') }),
  /** A page's papers: which are saved, and the topic's verdict on each (for the marks on arXiv's own pages). */
  'page/verdicts': z.object({
    type: z.literal('page/verdicts'),
    site: z.enum(MARK_SITES),
    entries: z.array(PageEntrySchema).check(z.maxLength(MAX_PAGE_ENTRIES)),
  }),
  /**
   * A paper page's state, asked by the page itself when the background handed it none (page-boot.ts): whether its
   * paper is saved, and the topic's verdict on what the page shows of it. The paper is the one the page names when it
   * knows (an app page re-mounted after moving in place: the sender's URL may still be the first one), else the one
   * the sender's URL names.
   */
  'page/state': z.object({ type: z.literal('page/state'), paperId: z.optional(paperId), ...paperPageFields }),
  /** Judge these again with their abstracts, fetched (politely, cached) from the arXiv API: listings that show none. */
  'page/abstracts': z.object({
    type: z.literal('page/abstracts'),
    site: z.enum(MARK_SITES),
    ids: z.array(paperId).check(z.maxLength(ABSTRACT_BATCH)),
  }),
  /** Save what a tab shows: by its URL when that names a paper, else by reading the page (activeTab). */
  'tab/save': z.object({ type: z.literal('tab/save'), tabId: z.number().check(z.int(), z.nonnegative()) }),
} satisfies { [T in MessageType]: z.ZodMiniObject<{ type: z.ZodMiniLiteral<T> } & z.core.$ZodLooseShape> };

export type RequestType = MessageType;
export type RequestOf<T extends RequestType> = z.infer<(typeof REQUESTS)[T]>;
export type Request = RequestOf<RequestType>;
export type { ResponseMap, SavedChangedEvent };

export type MessageErrorCode = 'invalid-message' | 'unknown-message' | 'rejected' | 'failed';

export interface MessageError {
  code: MessageErrorCode;
  /** Words a user can read. */
  message: string;
}

export type Reply<T extends RequestType = RequestType> = { ok: true; data: ResponseMap[T] } | { ok: false; error: MessageError };

/** Handlers throw `RejectedError` for a request that is well-formed but can't be done (no title, say). */
export class RejectedError extends Error {}

/** Who sent a request, from the browser's `MessageSender` (never from the message itself). */
export interface MessageOrigin {
  tabId?: number;
  frameId?: number;
  /** The sender's document (Chrome), so an injection lands in it and not in a frame that has navigated since. */
  documentId?: string;
  url?: string;
  /** Sent by a content script, on a web page: only the page message types are answered. */
  fromContentScript?: boolean;
}

/**
 * What a content script may ask: the page controls' own requests. Saving a tab, refreshing the feed, completing
 * papers and the like come only from the extension's pages, so a compromised or confused page context can't
 * drive them. Nor the library's undo (`paper/undo-unsave`): a page's control brings back only through `page/act`.
 */
export const PAGE_MESSAGE_TYPES: ReadonlySet<RequestType> = new Set([
  'paper/save',
  'page/act',
  'paper/unsave',
  'paper/status',
  'paper/resolve',
  'page/verdicts',
  'page/state',
  'page/abstracts',
]);

export type Handlers = { [T in RequestType]: (request: RequestOf<T>, origin: MessageOrigin) => Promise<ResponseMap[T]> };

/** Parses a received message and runs its handler; every failure comes back as an error reply, never a throw. */
export async function dispatch(raw: unknown, handlers: Handlers, origin: MessageOrigin = {}): Promise<Reply> {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(handlers, type)) {
    return { ok: false, error: { code: 'unknown-message', message: `Unknown message type: ${String(type).slice(0, 60)}.` } };
  }
  if (origin.fromContentScript === true && !PAGE_MESSAGE_TYPES.has(type as RequestType)) {
    return { ok: false, error: { code: 'rejected', message: `${type.slice(0, 60)} is not answered for web pages.` } };
  }
  const parsed = REQUESTS[type as RequestType].safeParse(raw);
  if (!parsed.success) {
    return { ok: false, error: { code: 'invalid-message', message: `Malformed ${type} message: ${z.prettifyError(parsed.error)}` } };
  }
  const request = parsed.data as Request;
  const handler = handlers[request.type] as (request: Request, origin: MessageOrigin) => Promise<ResponseMap[RequestType]>;
  try {
    return { ok: true, data: await handler(request, origin) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: error instanceof RejectedError ? 'rejected' : 'failed', message } };
  }
}
