/**
 * The toolbar button's popup as Firefox shows it: opened by browserAction.openPopup() (firefox.ts allows it without a
 * click) and read through extension.getViews(), since the popup lives in the browser's own window, out of BiDi's reach.
 * Opening popup.html in a tab instead would hide how Firefox sizes a popup (to its page) and which tab it acts on (the
 * window's active one).
 */
import type { Page } from 'puppeteer-core';
import type { ExtensionApi } from './extension-api';

export interface PopupView {
  /** The popup's size, as the user sees it: its viewport. */
  width: number;
  height: number;
  /** The text of its tabs ("Feed 0", "Saved 1"), once its page has rendered them. */
  tabs: string[];
  /** The text of its buttons, in order. */
  buttons: string[];
}

/** Opens the toolbar popup from one of the extension's pages, over the active tab of that page's window. */
export async function openToolbarPopup(extensionPage: Page): Promise<void> {
  await extensionPage.evaluate(() => (globalThis as unknown as { browser: ExtensionApi }).browser.browserAction.openPopup());
}

/** The open toolbar popup, or null while there is none. */
export function toolbarPopup(extensionPage: Page): Promise<PopupView | null> {
  return extensionPage.evaluate(() => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    if (!view) return null;
    const texts = (selector: string) =>
      [...view.document.querySelectorAll(selector)].map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    return { width: view.innerWidth, height: view.innerHeight, tabs: texts('[role="tab"]'), buttons: texts('button') };
  });
}

/**
 * Clicks the open popup's button with this text. The click is the page's own (`click()`): no driver reaches into the
 * popup, and the popup's buttons, unlike the controls on web pages, need no trusted click.
 */
export async function pressInToolbarPopup(extensionPage: Page, text: string): Promise<void> {
  const pressed = await extensionPage.evaluate((name) => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    const button = [...(view?.document.querySelectorAll('button') ?? [])].find(
      (element) => element.textContent?.replace(/\s+/g, ' ').trim() === name,
    );
    button?.click();
    return button !== undefined;
  }, text);
  if (!pressed) throw new Error(`The toolbar popup has no button "${text}".`);
}
