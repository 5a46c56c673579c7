/**
 * The toolbar button's popup as Firefox shows it: opened by browserAction.openPopup() (firefox.ts allows it without a
 * click) and read through extension.getViews(), since the popup lives in the browser's own window, out of BiDi's reach.
 * Opening popup.html in a tab instead would hide how Firefox sizes a popup: to its page.
 */
import type { Page } from 'puppeteer-core';

export interface PopupView {
  /** The popup's size, as the user sees it: its viewport. */
  width: number;
  height: number;
  /** The text of its tabs ("Feed 0", "Saved 1"), once its page has rendered them. */
  tabs: string[];
}

/** Opens the toolbar popup from one of the extension's pages. */
export async function openToolbarPopup(extensionPage: Page): Promise<void> {
  await extensionPage.evaluate(() =>
    (globalThis as unknown as { browser: { browserAction: { openPopup(): Promise<void> } } }).browser.browserAction.openPopup(),
  );
}

/** The open toolbar popup, or null while there is none. */
export function toolbarPopup(extensionPage: Page): Promise<PopupView | null> {
  return extensionPage.evaluate(() => {
    const { browser } = globalThis as unknown as { browser: { extension: { getViews(filter: { type: string }): Window[] } } };
    const [view] = browser.extension.getViews({ type: 'popup' });
    if (!view) return null;
    const tabs = [...view.document.querySelectorAll('[role="tab"]')];
    return {
      width: view.innerWidth,
      height: view.innerHeight,
      tabs: tabs.map((tab) => tab.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    };
  });
}
