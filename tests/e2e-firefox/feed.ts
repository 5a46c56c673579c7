/**
 * The popup's Feed tab as a reader sees it, for the Firefox tests. Read from the page in one pass each: a query of
 * Firefox's accessibility tree costs about half a second, and these are polled.
 */
import type { Page } from 'puppeteer-core';
import { allByRole, attribute } from './aria';
import type { ExtensionApi } from './extension-api';

export interface FeedRow {
  id: string;
  title: string;
  /** The sub-topic tags the row shows, as seen (without the "Sub-topic: " said to screen readers). */
  tags: string[];
  selected: boolean;
}

/** The rows of the listbox "Feed papers", in the order shown ([] while there is none). */
export function feedRows(popup: Page): Promise<FeedRow[]> {
  return popup.evaluate(() =>
    [...document.querySelectorAll('[role="listbox"][aria-label="Feed papers"] [role="option"]')].map((option) => ({
      id: (option as HTMLElement).dataset.paperId ?? '',
      title: option.querySelector('.row-title')?.textContent ?? '',
      tags: [...option.querySelectorAll('.tag')].map((tag) =>
        (tag.textContent ?? '').replace(tag.querySelector('.sr-only')?.textContent ?? '', ''),
      ),
      selected: option.getAttribute('aria-selected') === 'true',
    })),
  );
}

/** The title of the selected feed row, or null. */
export async function selectedTitle(popup: Page): Promise<string | null> {
  return (await feedRows(popup)).find((row) => row.selected)?.title ?? null;
}

/** The feed's status line ("Updated just now", "Offline — showing papers from just now. Retry"). */
export function feedStatus(popup: Page): Promise<string> {
  return popup.evaluate(() => document.querySelector('.feed-status')?.textContent ?? '');
}

/** The header's line on the field's trend ("10 papers in the last four weeks, …"). */
export function trendLine(popup: Page): Promise<string> {
  return popup.evaluate(() => document.querySelector('.popup-header .stats')?.textContent ?? '');
}

/**
 * Chooses the Feed tab (its name carries its count, "Feed 10", hence by its start) unless it is chosen; whether it is
 * chosen. For polling: false while the popup has not drawn its tabs yet.
 */
export async function feedTabChosen(popup: Page): Promise<boolean> {
  for (const tab of await allByRole(popup, 'tab')) {
    if (!(await tab.evaluate((node) => node.textContent ?? '')).startsWith('Feed')) continue;
    if ((await attribute(tab, 'aria-selected')) === 'true') return true;
    await tab.click();
    return false;
  }
  return false;
}

/**
 * Asks the background for a refresh now, as the status line's Retry does; once it has started one (a refresh already
 * under way, the start's, turns it away).
 */
export function refreshStarted(popup: Page): Promise<boolean> {
  return popup.evaluate(async () => {
    const { browser } = globalThis as unknown as { browser: ExtensionApi };
    const reply = (await browser.runtime.sendMessage({ type: 'feed/refresh', force: true })) as {
      ok: boolean;
      data?: { started?: boolean };
    };
    return reply.ok && reply.data?.started === true;
  });
}
