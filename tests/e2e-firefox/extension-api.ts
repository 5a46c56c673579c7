/**
 * The extension's own API as its pages call it in Firefox (the `browser` namespace), for what a test sets up or reads
 * that a user would see elsewhere: a paper saved as the popup or the library would save it, a tab brought to the
 * front, the toolbar badge on a tab.
 */
import type { Page } from 'puppeteer-core';
import type { PaperDraft } from '../../lib/paper/schema';

/** What the extension's pages can call, as far as these tests use it. */
export interface ExtensionApi {
  runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> };
  tabs: {
    query(query: { url: string }): Promise<{ id?: number }[]>;
    update(tabId: number, changes: { active: boolean }): Promise<unknown>;
  };
  browserAction: { getBadgeText(details: { tabId: number }): Promise<string>; openPopup(): Promise<void> };
  contextMenus: { update(id: string, changes: object): Promise<void> };
  extension: { getViews(filter: { type: string }): Window[] };
}

/** Saves a paper through the background, from one of the extension's pages; resolves once it is stored. */
export async function saveFromExtensionPage(extensionPage: Page, draft: PaperDraft): Promise<void> {
  const reply = await extensionPage.evaluate(
    (paper) =>
      (globalThis as unknown as { browser: ExtensionApi }).browser.runtime.sendMessage({
        type: 'paper/save',
        draft: paper,
        site: 'test',
        pageUrl: 'about:blank',
      }),
    draft,
  );
  if (!reply.ok) throw new Error(`The background did not save ${draft.arxivId ?? draft.title}.`);
}

/** The toolbar badge on the tab showing `url`, read from an extension page. */
export function badgeOf(extensionPage: Page, url: string): Promise<string> {
  return extensionPage.evaluate(async (tabUrl) => {
    const { browser } = globalThis as unknown as { browser: ExtensionApi };
    const [tab] = await browser.tabs.query({ url: tabUrl });
    return tab?.id === undefined ? 'no such tab' : browser.browserAction.getBadgeText({ tabId: tab.id });
  }, url);
}

/** Brings the tab showing `url` to the front of its window, as a click on the tab would. */
export async function showTab(extensionPage: Page, url: string): Promise<void> {
  await extensionPage.evaluate(async (tabUrl) => {
    const { browser } = globalThis as unknown as { browser: ExtensionApi };
    const [tab] = await browser.tabs.query({ url: tabUrl });
    if (tab?.id === undefined) throw new Error(`No tab shows ${tabUrl}.`);
    await browser.tabs.update(tab.id, { active: true });
  }, url);
}
