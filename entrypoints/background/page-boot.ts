/**
 * Injects a decorated page's script once the page has loaded (the tab's status is "complete": its load event has
 * fired). No content script sits in the manifest: a page pays nothing until it has loaded, and nothing at all for a
 * boot script. The script is chosen by the URL the browser reports for the tab, never by anything the page says; a
 * page script that finds itself already running in the document (a second "complete" for one document) does nothing.
 */
import { browser } from 'wxt/browser';
import type { PageStateEvent } from '../../lib/messaging/shapes';
import { CONTENT_MATCHES } from '../../lib/sites/matches';
import { type PageScriptFile, pageScriptFor } from '../../lib/sites/page-scripts';
import { paperIdFromUrl } from '../../lib/sites/url-id';
import { callPageScript, documentTarget, pageScriptRuns } from './page-handle-call';

/** A paper page's state from what its script returned (its handshake), or undefined when there is none to give. */
export type PageStateAnswer = (handshake: unknown, url: string) => Promise<PageStateEvent | undefined>;

let answerPaperPage: PageStateAnswer | undefined;

/** Sets how the background answers a paper page's script (background/index.ts wires the store in). */
export function answerPaperPagesWith(answer: PageStateAnswer | undefined): void {
  answerPaperPage = answer;
}

/** The arXiv paper pages' script: it reads no id itself, so it goes only where the URL names a paper. */
const ARXIV_PAPER_PAGE_SCRIPT: PageScriptFile = '/arxiv-page.js';

export async function injectPageScript(tabId: number, url: string | undefined): Promise<PageScriptFile | undefined> {
  const script = url === undefined ? undefined : pageScriptFor(url);
  if (!script || url === undefined) return undefined;
  if (script === ARXIV_PAPER_PAGE_SCRIPT && paperIdFromUrl(url) === undefined) return undefined;
  // The top frame: the tab's URL is its URL. A frame of a decorated site inside another page gets nothing.
  const [injected] = await browser.scripting.executeScript({ target: { tabId, frameIds: [0] }, files: [script] });
  if (injected?.result === undefined || !answerPaperPage) return script;
  // The tab may have moved on to another paper between its "complete" and the injection (the script then ran in the
  // new page): the state of the paper `url` names would show there, and a click on "Saved" would remove that one. The
  // new page's script asks for its own state instead (save-control.ts). A tab that closed gets nothing either way.
  const now = await browser.tabs.get(tabId).then(
    (tab) => tab?.url ?? url,
    () => url,
  );
  if (now !== url) return script;
  // A paper page's script returned what the background needs to tell it whether its paper is saved, and the topic's
  // verdict on it: the answer goes back into the same document's script, which then asks nothing itself.
  const state = await answerPaperPage(injected.result, url);
  if (state) {
    // The document the script ran in, so a page navigated since gets nothing.
    await callPageScript(documentTarget(tabId, injected?.documentId), 'deliver', state);
  }
  return script;
}

/** A page whose load event hangs (an image that never answers) gets its script this long after it started loading. */
const LATEST_MS = 3000;

/** Injects the script anyway if the tab is still loading that page after LATEST_MS (its DOM is there by then). */
export function injectIfLoadHangs(tabId: number, url: string): void {
  if (!pageScriptFor(url)) return;
  setTimeout(async () => {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    if (tab?.status === 'loading' && tab.url === url) await injectPageScript(tabId, url).catch(() => undefined);
  }, LATEST_MS);
}

/** Injects into every decorated page that has loaded and has no page script yet; one still loading gets the wait. */
export async function injectLoadedPages(): Promise<void> {
  const tabs = await browser.tabs.query({ url: CONTENT_MATCHES });
  await Promise.all(
    tabs.map(async (tab) => {
      if (tab.id === undefined || tab.url === undefined) return;
      if (tab.status === 'loading') injectIfLoadHangs(tab.id, tab.url);
      else if (!(await pageScriptRuns(tab.id))) await injectPageScript(tab.id, tab.url);
    }),
  );
}

/** When the worker has just started, how long after its start it looks again for pages that loaded meanwhile. */
const SWEEPS_MS = [0, 1000, 4000];

/**
 * Looks for decorated pages that loaded without their script, at the worker's start and twice soon after. A tab that
 * finished loading before the worker's listeners existed (just installed or updated, the browser restoring its tabs)
 * told nobody — and, measured on fresh Chromium profiles, nor did most tabs that finished within the first few tens
 * of milliseconds after the listener was added. Later, the browser wakes the worker for each tab's "complete".
 */
export function sweepLoadedPages(): void {
  for (const delay of SWEEPS_MS) setTimeout(() => void injectLoadedPages().catch(() => undefined), delay);
}
