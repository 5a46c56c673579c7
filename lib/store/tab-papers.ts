/**
 * Which paper a tab's page showed by its metadata (background/resolve.ts), for the toolbar badge and the popup's
 * "Save this paper": a Semantic Scholar page's address names only the site's key, while the paper may be saved under
 * its arXiv id. Without this, returning to that tab showed the feed count and the popup offered to save a paper the
 * page itself said was saved.
 *
 * Kept in `storage.session`: the browser keeps it while the service worker stops and forgets it when it closes, and
 * web pages can't read it. One key per tab, so two tabs resolving at once don't overwrite each other. The names stored
 * are those the page's own metadata gave: a page can only claim them for itself (its own tab's badge and popup).
 */
import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { pageOf } from '../url/page-of';

const KEY_PREFIX = 'tab-paper:';
/** A paper has an id and a few other names (DOI, arXiv id, site keys); more is a page padding its claim. */
const MAX_NAMES = 20;

const TabPaperSchema = z.object({ url: z.string(), names: z.array(z.string()) });

const keyOf = (tabId: number) => `${KEY_PREFIX}${tabId}`;
/** The same document, whichever section of it the address points at. */
export const sameDocument = (a: string, b: string) => pageOf(a) === pageOf(b);
/** Undefined in a browser without it (Chrome before 102): then nothing is kept, and nothing breaks. */
const session = () => browser.storage.session as typeof browser.storage.session | undefined;

/**
 * Remembers the names of the paper the page at `url` in the tab showed, until the tab shows another address. Never
 * throws: the page's control gets its answer even if the browser can't keep this (the badge then forgets on return).
 */
export async function rememberTabPaper(tabId: number, url: string, names: readonly string[]): Promise<void> {
  await session()
    ?.set({ [keyOf(tabId)]: { url: pageOf(url), names: names.slice(0, MAX_NAMES) } })
    .catch(() => undefined);
}

/** Each tab's names as stored, for tabs at the address they were kept for; none otherwise. Never throws. */
export type TabPaperNames = (tabId: number, url: string | undefined) => string[];

function lookup(items: Record<string, unknown>): TabPaperNames {
  return (tabId, url) => {
    if (url === undefined) return [];
    const parsed = TabPaperSchema.safeParse(items[keyOf(tabId)]);
    return parsed.success && parsed.data.url === pageOf(url) ? parsed.data.names.slice(0, MAX_NAMES) : [];
  };
}

const read = async (keys: string | null): Promise<Record<string, unknown>> =>
  (await session()
    ?.get(keys)
    .catch(() => undefined)) ?? {};

/** The names the tab's page gave for its paper, if the tab still shows that address; none otherwise (never throws). */
export async function tabPaperNames(tabId: number, url: string | undefined): Promise<string[]> {
  return url === undefined ? [] : lookup(await read(keyOf(tabId)))(tabId, url);
}

/** Every tab's, in one read: for a pass over all open tabs (a save tells each of them). */
export async function allTabPaperNames(): Promise<TabPaperNames> {
  return lookup(await read(null));
}

/** Forgets a closed tab's paper (a new tab may get its id later in the session). */
export async function forgetTabPaper(tabId: number): Promise<void> {
  await session()
    ?.remove(keyOf(tabId))
    .catch(() => undefined);
}
