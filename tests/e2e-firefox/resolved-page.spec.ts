/**
 * A Semantic Scholar page in real Firefox, of a paper saved from arXiv: its address names only the site's key, so the
 * page's script finds the paper by what it shows. The control says Saved; so does the toolbar, when the user comes back
 * to the tab too (the background keeps the page's answer per tab in `storage.session`, which Firefox's MV2 background
 * page has); and the toolbar popup's "Current tab" button.
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { attribute, byRole, shadowRoot } from './aria';
import { badgeOf, type ExtensionApi, saveFromExtensionPage, showTab } from './extension-api';
import { fixturePage, servePages, test } from './firefox';
import { openToolbarPopup, toolbarPopup } from './toolbar-popup';

const S2 =
  'https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Algorithms-Schulman-Wolski/dce6f9d4017b1785979e7520fd0834ef8cf02f4b';

/** Brings another tab than the one showing `url` to the front, as a click on it would. */
function showAnotherTab(extensionPage: Page, url: string): Promise<void> {
  return extensionPage.evaluate(async (away) => {
    const { browser } = globalThis as unknown as {
      browser: {
        tabs: { query(query: object): Promise<{ id?: number; url?: string }[]>; update(id: number, changes: object): Promise<unknown> };
      };
    };
    const other = (await browser.tabs.query({})).find((tab) => tab.url !== away && tab.id !== undefined);
    if (other?.id === undefined) throw new Error('No other tab.');
    await browser.tabs.update(other.id, { active: true });
  }, url);
}

/** Sets the toolbar badge's text on the tab showing `url`, so a test sees the background set it again. */
function markBadge(extensionPage: Page, url: string, text: string): Promise<void> {
  return extensionPage.evaluate(
    async (tabUrl, mark) => {
      const { browser } = globalThis as unknown as {
        browser: ExtensionApi & { browserAction: { setBadgeText(details: { tabId: number; text: string }): Promise<void> } };
      };
      const [tab] = await browser.tabs.query({ url: tabUrl });
      if (tab?.id !== undefined) await browser.browserAction.setBadgeText({ tabId: tab.id, text: mark });
    },
    url,
    text,
  );
}

test('a Semantic Scholar page of a paper saved from arXiv shows it saved: on the page, on the toolbar after a return, in the popup', async ({
  firefox,
}) => {
  const options = await firefox.openExtensionPage('options.html');
  await saveFromExtensionPage(options, {
    arxivId: '1707.06347',
    title: 'Proximal Policy Optimization Algorithms',
    authors: ['John Schulman'],
  });

  const page = await firefox.browser.newPage();
  await servePages(page, { [S2]: fixturePage('semantic-scholar-ppo.html') });
  await page.goto(S2);
  await expect
    .poll(async () => attribute(await byRole((await shadowRoot(page, 'agent-rl-radar-save')) ?? page, 'button', 'Saved'), 'aria-pressed'))
    .toBe('true');
  await expect.poll(() => badgeOf(options, S2)).toBe('✓');

  // Away and back: the background sets the tab's badge again when it is activated (marked here, so we see it did).
  await showAnotherTab(options, S2);
  await markBadge(options, S2, 'x');
  await showTab(options, S2);
  await expect.poll(() => badgeOf(options, S2)).not.toBe('x');
  expect(await badgeOf(options, S2)).toBe('✓');

  await openToolbarPopup(options);
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Saved');
  expect((await toolbarPopup(options))?.buttons).not.toContain('Save this paper');
});
