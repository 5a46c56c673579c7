/**
 * What the page scripts mount share: the handle a mounted control gives the page saver, the paper page a control is
 * mounted on, and a listing entry's save.
 */
import { sendAnswered } from '../lib/messaging/client';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import { type PageStateEvent, RESOLVED, SAVED } from '../lib/messaging/shapes';
import type { PaperDraft } from '../lib/paper/schema';
import type { MarkSite } from '../lib/settings/mark-sites';
import type { SiteDetector } from '../lib/sites/types';

/** What a mounted control exposes: how to follow saved-state changes, and how to go away. */
export interface Mounted {
  update(paperIds: string[], saved: boolean): void;
  remove(): void;
  /** What the user's click on a paper page's control does; a stale control hands the click on to its successor. */
  activate?(): void;
  /** A paper page's state, handed over by the background after the script ran (see PageHandle). */
  deliver?(state: PageStateEvent): void;
  /** Marks turned on or off on options.html for a kind of page (`site`): a page of that kind follows at once. */
  marksChanged?(site: string, on: boolean): void;
  /**
   * The page came back from the back/forward cache (Back, Forward): it was frozen while away, and nothing the background
   * sent reached it, so what it shows is asked for again.
   */
  shownAgain?(): void;
  /** What the background needs to hand that state over: the paper's id and what the classifier reads. */
  readonly handshake?: PaperPageHandshake;
}

/**
 * A paper page as its save control sees it, read when the control is mounted: the paper's id, where the control goes,
 * and what the classifier reads (the background reads the page itself when the user saves it). A site detector gives
 * it for most pages (page-saver.ts); the arXiv paper page's script reads it from the page alone (arxiv-paper-page.ts),
 * so that script needs no detector, no extraction code and no id parser.
 */
export interface PaperPage {
  /**
   * The id the background stores the paper under, when the page knows it (a detector read it from the URL);
   * otherwise the background tells, from the URL (`page/state`) or from the page's metadata (`resolve`).
   */
  paperId: string | undefined;
  /** Which marks setting covers the page's verdict, where the page shows one. */
  markSite?: MarkSite;
  /** The heading the control goes under; without one it floats in a corner. */
  heading: Element | null;
  /** The page's title and abstract for the topic's verdict (pages with a `markSite`). */
  entry?: { title: string; abstract: string };
  /**
   * For a page whose URL names no paper: which paper its metadata names, and whether it is saved (the background
   * tells); undefined when the page names none or the background could not tell.
   */
  resolve?(): Promise<{ paperId: string; saved: boolean } | undefined>;
}

/** Mounts toggles on a listing page. */
export type MountListing = (detector: SiteDetector, url: URL, signal: AbortSignal) => Mounted;

export function save(draft: PaperDraft, site: string, pageUrl: string) {
  return sendAnswered({ type: 'paper/save', draft, site, pageUrl }, SAVED);
}

/** Which paper a draft names, and whether it is saved, as the background tells; undefined without a draft or an answer. */
export async function resolvePaper(draft: PaperDraft | undefined): Promise<{ paperId: string; saved: boolean } | undefined> {
  if (!draft) return undefined;
  const reply = await sendAnswered({ type: 'paper/resolve', draft }, RESOLVED);
  return reply.ok ? reply.data : undefined;
}
