/** Telling open pages and the toolbar badge that papers were saved or un-saved, wherever it happened. */
import { browser } from 'wxt/browser';
import type { SavedChangedEvent } from '../../lib/messaging/protocol';
import { pageScriptFor } from '../../lib/sites/page-scripts';
import { paperIdFromUrl, paperNamesFromUrl } from '../../lib/sites/url-id';
import type { RadarDb } from '../../lib/store/db';
import { savedIds } from '../../lib/store/saved-state';
import { allTabPaperNames, type TabPaperNames, tabPaperNames } from '../../lib/store/tab-papers';
import { writeSyncCopy } from '../../lib/sync-copy/sync';
import { callPageScript } from './page-handle-call';

const SAVED_BADGE = { text: '✓', color: '#1a7f37', title: 'Saved in RL for LLM Agents' };
const UNSAVED_BADGE = { text: '+', color: '#57606a', title: 'Not saved — open Agent RL Radar to save this paper' };

/** The toolbar button's API: MV2 (the Firefox build) has only `browserAction`; `action` is undefined there. */
const toolbar = () => (import.meta.env.MANIFEST_VERSION === 2 ? browser.browserAction : browser.action);

/** The badge text of tabs without their own; both APIs answer it alike (typed as the MV3 one, promise-based). */
const globalBadgeText = (): Promise<string> => (toolbar() as typeof browser.action).getBadgeText({});

/**
 * Sets the global badge (how many new on-topic feed papers arrived since the popup was last opened), and shows it again
 * on every tab that isn't showing a paper. The browser keeps it; the worker keeps no copy, which its stop would lose.
 */
export async function setFeedCountBadge(db: RadarDb, text: string): Promise<void> {
  await toolbar().setBadgeBackgroundColor({ color: '#0b57d0' });
  await toolbar().setBadgeText({ text });
  const resolved = await allTabPaperNames();
  for (const tab of await browser.tabs.query({})) {
    if (tab.id === undefined) continue;
    // Read the URL again now: the tab may have navigated since the query.
    const url = await browser.tabs.get(tab.id).then(
      (current) => current.url,
      () => undefined,
    );
    await updateBadge(db, tab.id, url, text, resolved);
  }
}

/**
 * The feed count's badge. The global text is the browser's, which outlives the worker: a copy in the worker's memory
 * was '' after a stop.
 */
const feedBadge = async (feedCount: string | undefined) => ({
  text: feedCount ?? (await globalBadgeText()),
  color: '#0b57d0',
  title: 'Agent RL Radar',
});

/**
 * A site's paper page that finds its paper by what it shows (a Semantic Scholar page of a paper saved from arXiv): it
 * says itself whether the paper is saved (background/resolve.ts), since its address alone can't say "not saved". Not a
 * PDF: the browser's viewer runs no page script.
 */
const resolvesItself = (url: string) =>
  pageScriptFor(url) !== undefined && paperIdFromUrl(url) === undefined && !/\.pdf$/i.test(new URL(url).pathname);

/**
 * Shows on the toolbar icon whether the paper a tab shows is saved — the one its URL names (a PDF tab, say), or the one
 * its page's metadata named (background/resolve.ts, kept per tab); other tabs show the feed count (`feedCount` when
 * the caller has just set it, else the browser's global text). Tab-specific text outlives navigation, so every tab
 * gets one or the other, set explicitly.
 */
export async function updateBadge(
  db: RadarDb,
  tabId: number,
  url: string | undefined,
  feedCount?: string,
  /** Every tab's kept names, read once by a caller that updates many tabs. */
  kept?: TabPaperNames,
): Promise<void> {
  try {
    const resolved = kept ? kept(tabId, url) : await tabPaperNames(tabId, url);
    const names = [...(url ? paperNamesFromUrl(url) : []), ...resolved];
    if (names.length === 0) {
      await setTabBadge(tabId, await feedBadge(feedCount));
      return;
    }
    if ((await savedIds(db, names)).size > 0) {
      await setTabBadge(tabId, SAVED_BADGE);
      return;
    }
    // A page that finds its paper by what it shows and hasn't said yet: no "+" that its answer may contradict.
    const unanswered = resolved.length === 0 && url !== undefined && resolvesItself(url);
    await setTabBadge(tabId, unanswered ? await feedBadge(feedCount) : UNSAVED_BADGE);
  } catch {
    // The tab closed while we looked.
  }
}

/**
 * Whether the paper a tab's page showed, by its metadata, is saved (background/resolve.ts): its address may not name
 * the id the paper is stored under.
 */
export async function showTabSaved(tabId: number, saved: boolean): Promise<void> {
  await setTabBadge(tabId, saved ? SAVED_BADGE : UNSAVED_BADGE).catch(() => undefined); // the tab closed meanwhile
}

/** One tab's badge: its text, colour and the button's title. Throws when the tab has closed. */
async function setTabBadge(tabId: number, badge: { text: string; color: string; title: string }): Promise<void> {
  await toolbar().setBadgeText({ tabId, text: badge.text });
  await toolbar().setBadgeBackgroundColor({ tabId, color: badge.color });
  await toolbar().setTitle({ tabId, title: badge.title.slice(0, 300) });
}

const FAILED_BADGE = { text: '!', color: '#cf222e' };

/** How many outcomes each tab's button has shown: one shown later is not to be cleared by an earlier one's timer. */
const outcomesShown = new Map<number, number>();

/** The count of outcomes this tab's button has shown, to tell later whether another came since. */
export function tabOutcomes(tabId: number): number {
  return outcomesShown.get(tabId) ?? 0;
}

/** A closed tab's count: its button is gone, and a link's timer still running for it then finds nothing to restore. */
export function forgetTabOutcomes(tabId: number): void {
  outcomesShown.delete(tabId);
}

/**
 * What a save from the toolbar's shortcut (or the link menu) came to, on that tab's button: ✓ with the paper's title,
 * or "!" with why not. The shortcut has no page of its own to say it in; the tab's next load sets the badge again.
 */
export async function showTabOutcome(tabId: number, outcome: { ok: true; title: string } | { ok: false; message: string }): Promise<void> {
  outcomesShown.set(tabId, (outcomesShown.get(tabId) ?? 0) + 1);
  const badge = outcome.ok
    ? { ...SAVED_BADGE, title: `Saved in RL for LLM Agents: ${outcome.title}` }
    : { ...FAILED_BADGE, title: `Not saved: ${outcome.message}` };
  await setTabBadge(tabId, badge).catch(() => undefined); // the tab closed meanwhile
}

async function tellTab(tabId: number, event: SavedChangedEvent): Promise<void> {
  try {
    await callPageScript({ tabId, frameIds: [0] }, 'update', event);
  } catch {
    // The tab closed, or moved to a page the extension may not script: nothing there shows saved state.
  }
}

/** Tells the page script of every decorated tab, and refreshes the badge of tabs showing these papers. */
export async function announceSaved(db: RadarDb, paperIds: string[], saved: boolean): Promise<void> {
  const event: SavedChangedEvent = { type: 'saved/changed', paperIds, saved };
  // The optional copy in storage.sync follows every save and un-save (when the user turned it on).
  void writeSyncCopy(db).catch((error: unknown) => console.warn(`[sync copy] ${error instanceof Error ? error.message : String(error)}`));
  // Every tab's badge (a PDF tab's too); the page script only where one may run (decorated sites, by the tab's URL).
  const [tabs, resolved] = await Promise.all([browser.tabs.query({}), allTabPaperNames()]);
  await Promise.all(
    tabs.flatMap((tab) => {
      if (tab.id === undefined) return [];
      const shown = [...(tab.url ? paperNamesFromUrl(tab.url) : []), ...resolved(tab.id, tab.url)];
      return [
        ...(tab.url && pageScriptFor(tab.url) ? [tellTab(tab.id, event)] : []),
        ...(shown.some((name) => paperIds.includes(name)) ? [updateBadge(db, tab.id, tab.url, undefined, resolved)] : []),
      ];
    }),
  );
}
