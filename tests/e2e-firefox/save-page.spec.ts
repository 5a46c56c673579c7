/**
 * "Save this page" in real Firefox, through activeTab: a journal's article page, on a site the extension has no host
 * permission for, is read only once the toolbar button was pressed on it (toolbar-button.ts), and its citation tags
 * make the paper saved; a page that names no paper gives a clear reason and saves nothing. The save shortcut, which
 * gets the same activeTab, saves the journal's paper with no popup at all.
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import type { ExtensionApi } from './extension-api';
import { type FirefoxWithExtension, fixturePage, servePages, test } from './firefox';
import { savedRows } from './popup';
import { openExtensionTab, pressSaveShortcut, pressToolbarButton } from './toolbar-button';
import { pressInToolbarPopup, toolbarPopup } from './toolbar-popup';

const ARTICLE = 'https://www.nature.com/articles/nature14236';
const TITLE = 'Human-level control through deep reinforcement learning';
/** The Highwire tags a publisher's article page carries (what Google Scholar reads), as Nature's does. */
const ARTICLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${TITLE} | Nature</title>
<meta name="citation_title" content="${TITLE}">
<meta name="citation_author" content="Mnih, Volodymyr"><meta name="citation_author" content="Kavukcuoglu, Koray">
<meta name="citation_author" content="Silver, David">
<meta name="citation_journal_title" content="Nature"><meta name="citation_doi" content="10.1038/nature14236">
<meta name="citation_publication_date" content="2015/02/25">
</head><body><main><h1>${TITLE}</h1></main></body></html>`;
const BLOG = 'https://example.org/blog/road-trip';

/** What the popup's Current tab section says after a save (its status or alert line), '' before. */
function currentTabMessage(extensionPage: Page): Promise<{ role: string; text: string } | null> {
  return extensionPage.evaluate(() => {
    const [view] = (globalThis as unknown as { browser: ExtensionApi }).browser.extension.getViews({ type: 'popup' });
    const line = view?.document.querySelector('.current-tab .tab-message');
    return line ? { role: line.getAttribute('role') ?? '', text: line.textContent ?? '' } : null;
  });
}

/** Whether the extension holds a host permission for this page's site. */
function mayReach(extensionPage: Page, url: string): Promise<boolean> {
  return extensionPage.evaluate(async (address) => {
    const { permissions } = (globalThis as unknown as { browser: { permissions: { contains(p: object): Promise<boolean> } } }).browser;
    return permissions.contains({ origins: [`${new URL(address).origin}/*`] });
  }, url);
}

/** Opens `url` (served with `html`) in a tab in front, and presses the toolbar button over it; the options tab, found again. */
async function pressButtonOn(firefox: FirefoxWithExtension, url: string, html: string): Promise<Page> {
  // Opened first, behind the page: the tab the test reads the popup from (opening one later would close the popup).
  const before = await firefox.openExtensionPage('options.html');
  expect(await mayReach(before, url)).toBe(false);
  const page = await firefox.browser.newPage();
  await servePages(page, { [url]: html });
  await page.goto(url);
  await page.bringToFront();
  await pressToolbarButton(firefox);
  return openExtensionTab(firefox, 'options.html');
}

test('Save this page, on a journal’s page the extension has no host permission for, saves the paper from its citation tags', async ({
  firefox,
}) => {
  const options = await pressButtonOn(firefox, ARTICLE, ARTICLE_PAGE);
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Save this page');
  expect((await toolbarPopup(options))?.tabs).toEqual(['Feed 0', 'Saved 0']);

  await pressInToolbarPopup(options, 'Save this page');
  await expect.poll(() => currentTabMessage(options)).toEqual({ role: 'status', text: `Saved “${TITLE}”.` });
  await expect.poll(async () => (await toolbarPopup(options))?.tabs).toEqual(['Feed 0', 'Saved 1']);
  // Read through activeTab alone: no standing permission for the site came with it.
  expect(await mayReach(options, ARTICLE)).toBe(false);
});

test('Save this page, on a page that names no paper, says why and saves nothing', async ({ firefox }) => {
  const options = await pressButtonOn(firefox, BLOG, fixturePage('blog-post.html'));
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Save this page');

  await pressInToolbarPopup(options, 'Save this page');
  await expect
    .poll(() => currentTabMessage(options))
    .toEqual({
      role: 'alert',
      text: 'This page names no paper: it has no scholarly metadata (citation or Dublin Core tags, a DOI or an arXiv id).',
    });
  expect((await toolbarPopup(options))?.tabs).toEqual(['Feed 0', 'Saved 0']);
  expect((await toolbarPopup(options))?.buttons).toContain('Save this page');
});

test('the save shortcut, Alt+Shift+S, on the journal’s page saves its paper through activeTab too', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  await servePages(page, { [ARTICLE]: ARTICLE_PAGE });
  await page.goto(ARTICLE);
  await page.bringToFront();
  await pressSaveShortcut(firefox);
  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringContaining(TITLE)]);
  expect(await mayReach(popup, ARTICLE)).toBe(false);
});
