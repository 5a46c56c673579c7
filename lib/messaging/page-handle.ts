/**
 * How the background reaches a page script without the page script listening for messages: the script leaves a handle
 * in the extension's own world of the document (out of the page's reach: the page's scripts run in another world with
 * another global object), and the background calls it there through `scripting.executeScript`, a function run in the
 * same isolated world. So loading a page touches no extension API: no listener, no message, no reply to check.
 */
import type { MarkSite } from '../settings/mark-sites';

/**
 * The handle's key on the isolated world's global object (`Symbol.for(PAGE_HANDLE_KEY)`); also the mark that a page
 * script already runs in the document. A string, so the functions the background injects can be given it.
 */
export const PAGE_HANDLE_KEY = 'agent-rl-radar.page-saver';

export interface PageHandle {
  /** A paper page's saved state and verdict (`page/state`); anything else is ignored. */
  deliver(state: unknown): void;
  /** Papers saved or un-saved anywhere (`saved/changed`); anything else is ignored. */
  update(event: unknown): void;
  /** Marks turned on or off for a kind of page (`marks/changed`); anything else is ignored. */
  marks(event: unknown): void;
}

/**
 * What a paper page's script returns to the background that injected it: enough to answer without asking the page.
 * The paper is the one the tab's URL names: the background reads the id from the URL itself, so the arXiv paper
 * page's script carries no id parser (`page/state` asks the same question in a message, when nothing was handed over).
 */
export interface PaperPageHandshake {
  /** Where the page's verdict shows, when marks can be shown there. */
  site?: MarkSite;
  /** What the classifier reads (empty when the page shows no marks). */
  title: string;
  abstract: string;
}
