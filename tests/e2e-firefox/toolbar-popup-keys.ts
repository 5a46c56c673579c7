/**
 * The keyboard in the toolbar popup (toolbar-popup.ts, toolbar-button.ts open it): where the focus is in it, and a key
 * pressed there. BiDi can't reach the popup (it lives in the browser's own window), and keys typed into that window
 * through Firefox's test input (nsITextInputProcessor, over Marionette) did not reach the popup's page in headless ESR
 * 140, though its focus manager named the popup as focused. So a key is delivered where the keyboard delivers it: a
 * keydown and keyup on the popup's focused element, and only while the popup's document has the focus.
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import type { ExtensionApi } from './extension-api';

export interface PopupFocus {
  /** Whether Firefox's focus is in the popup's document: where a key pressed now goes. */
  hasFocus: boolean;
  /** The focused element's role and accessible label ("listbox Feed papers"), or its tag. */
  focused: string;
}

/** Where the focus is in the open toolbar popup; null while there is none. */
export function toolbarPopupFocus(extensionPage: Page): Promise<PopupFocus | null> {
  return extensionPage.evaluate(() => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    if (!view) return null;
    const active = view.document.activeElement;
    const role = active?.getAttribute('role');
    const focused = role ? `${role} ${active?.getAttribute('aria-label') ?? ''}`.trim() : (active?.tagName.toLowerCase() ?? 'nothing');
    return { hasFocus: view.document.hasFocus(), focused };
  });
}

/** Presses a key (`j`, `Enter`) in the open toolbar popup, where its focus is; throws when the popup has no focus. */
export async function pressKeyInToolbarPopup(extensionPage: Page, key: string): Promise<void> {
  const pressed = await extensionPage.evaluate((name) => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    if (!view?.document.hasFocus()) return false;
    const target = view.document.activeElement ?? view.document.body;
    // The popup's own KeyboardEvent, so the event belongs to its page.
    const { KeyboardEvent: PopupKeyboardEvent } = view as unknown as { KeyboardEvent: typeof KeyboardEvent };
    const init = { key: name, code: name.length === 1 ? `Key${name.toUpperCase()}` : name, bubbles: true, cancelable: true };
    target.dispatchEvent(new PopupKeyboardEvent('keydown', init));
    target.dispatchEvent(new PopupKeyboardEvent('keyup', init));
    return true;
  }, key);
  if (!pressed) throw new Error(`The toolbar popup is not open with the focus: ${key} would go elsewhere.`);
}

/** The open popup's feed rows: title, and whether selected and marked Saved; null while there is no popup. */
export function toolbarPopupRows(extensionPage: Page): Promise<{ title: string; selected: boolean; saved: boolean }[] | null> {
  return extensionPage.evaluate(() => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    if (!view) return null;
    return [...view.document.querySelectorAll('[role="listbox"][aria-label="Feed papers"] [role="option"]')].map((option) => ({
      title: option.querySelector('.row-title')?.textContent ?? '',
      selected: option.getAttribute('aria-selected') === 'true',
      saved: option.querySelector('.row-saved') !== null,
    }));
  });
}

/** Closes the open toolbar popup, as a click outside it does. */
export async function closeToolbarPopup(extensionPage: Page): Promise<void> {
  await extensionPage.evaluate(() => {
    for (const view of (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' })) view.close();
  });
}

/**
 * Opens the toolbar popup once (browserAction.openPopup()) and waits until its feed lists `count` papers (the feed is
 * fetched once the add-on is installed), then closes it: the feed is there for the next open.
 */
export async function feedShownOnce(extensionPage: Page, count: number): Promise<void> {
  await extensionPage.evaluate(() => (globalThis as unknown as { browser: ExtensionApi }).browser.browserAction.openPopup());
  await expect.poll(async () => (await toolbarPopupRows(extensionPage))?.length, { timeout: 30_000 }).toBe(count);
  await closeToolbarPopup(extensionPage);
  await expect.poll(() => toolbarPopupsOpen(extensionPage)).toBe(0);
}

/** How many toolbar popups are open (a closing one's document can't be read, so its views are only counted). */
export function toolbarPopupsOpen(extensionPage: Page): Promise<number> {
  return extensionPage.evaluate(
    () => (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' }).length,
  );
}

/** The URLs of the window's tabs, and which is active. */
export function tabUrls(extensionPage: Page): Promise<{ url: string; active: boolean }[]> {
  return extensionPage.evaluate(async () => {
    const { browser } = globalThis as unknown as { browser: { tabs: { query(q: object): Promise<{ url?: string; active: boolean }[]> } } };
    return (await browser.tabs.query({})).map((tab) => ({ url: tab.url ?? '', active: tab.active }));
  });
}
