/** Telling open pages and the toolbar badge that papers were saved or un-saved, wherever it happened. */
import { browser } from 'wxt/browser';
import { type RadarDb, savedIds } from '../../lib/db';
import type { SavedChangedEvent } from '../../lib/messages';
import { paperIdFromUrl } from '../../lib/sites/url-id';

const SAVED_BADGE = { text: '✓', color: '#1a7f37', title: 'Saved in RL for LLM Agents' };
const UNSAVED_BADGE = { text: '+', color: '#57606a', title: 'Not saved — open Agent RL Radar to save this paper' };

/** Shows on the toolbar icon whether the paper a tab's URL names (a PDF tab, say) is saved; clears it otherwise. */
export async function updateBadge(db: RadarDb, tabId: number, url: string | undefined): Promise<void> {
  const paperId = url ? paperIdFromUrl(url) : undefined;
  try {
    if (!paperId) {
      // Show the global badge (the count of new feed papers) again on this tab.
      await browser.action.setBadgeText({ tabId, text: await browser.action.getBadgeText({}) });
      await browser.action.setBadgeBackgroundColor({ tabId, color: '#0b57d0' });
      await browser.action.setTitle({ tabId, title: 'Agent RL Radar' });
      return;
    }
    const badge = (await savedIds(db, [paperId])).has(paperId) ? SAVED_BADGE : UNSAVED_BADGE;
    await browser.action.setBadgeText({ tabId, text: badge.text });
    await browser.action.setBadgeBackgroundColor({ tabId, color: badge.color });
    await browser.action.setTitle({ tabId, title: badge.title });
  } catch {
    // The tab closed while we looked.
  }
}

async function tellTab(tabId: number, event: SavedChangedEvent): Promise<void> {
  try {
    await browser.tabs.sendMessage(tabId, event);
  } catch {
    // No content script in that tab: nothing there shows saved state.
  }
}

/** Tells every tab's content script, and refreshes the badge of tabs showing these papers. */
export async function announceSaved(db: RadarDb, paperIds: string[], saved: boolean): Promise<void> {
  const event: SavedChangedEvent = { type: 'saved/changed', paperIds, saved };
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.flatMap((tab) => {
      if (tab.id === undefined) return [];
      const shown = tab.url ? paperIdFromUrl(tab.url) : undefined;
      return [tellTab(tab.id, event), ...(shown && paperIds.includes(shown) ? [updateBadge(db, tab.id, tab.url)] : [])];
    }),
  );
}
