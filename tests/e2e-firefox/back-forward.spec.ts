/**
 * Firefox keeps a page left by navigation in its back/forward cache too, frozen: a paper saved meanwhile must show as
 * saved when Back brings the page back (content/page-handle.ts asks again on the browser's `pageshow`).
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { attribute, byRole, shadowRoot } from './aria';
import { saveFromExtensionPage } from './extension-api';
import { fixturePage, servePages, test } from './firefox';

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const ABS = `https://arxiv.org/abs/${ID}`;
const ELSEWHERE = 'https://example.org/elsewhere';

async function pressed(page: Page, name: string) {
  const root = await shadowRoot(page, 'agent-rl-radar-save');
  return attribute(root && (await byRole(root, 'button', name)), 'aria-pressed');
}

/** Whether the page was last shown from the back/forward cache (a listener of the page's own world records it). */
const shownFromCache = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownFromCache?: boolean }).shownFromCache).catch(() => undefined);

test('Back to an abs page Firefox kept in its cache: a save made meanwhile shows', async ({ firefox }) => {
  const page = await firefox.browser.newPage();
  await servePages(page, {
    [ABS]: fixturePage(`arxiv-abs-${ID}.html`),
    [ELSEWHERE]: '<!DOCTYPE html><title>Elsewhere</title><p>Elsewhere</p>',
  });
  await page.evaluateOnNewDocument(() => {
    addEventListener('pageshow', (event) => {
      (window as unknown as { shownFromCache?: boolean }).shownFromCache = event.persisted;
    });
  });
  await page.goto(ABS);
  await expect.poll(() => pressed(page, 'Save to RL for LLM Agents')).toBe('false');
  await page.goto(ELSEWHERE);

  const options = await firefox.openExtensionPage('options.html');
  await saveFromExtensionPage(options, { arxivId: ID, title: TITLE });

  // Back, from the page itself: a page restored from the cache fires no load event for puppeteer's goBack() to wait
  // for (the evaluation may end with its document).
  await page.bringToFront();
  await page.evaluate(() => history.back()).catch(() => undefined);
  await expect.poll(() => shownFromCache(page)).toBe(true);
  await expect.poll(() => pressed(page, 'Saved')).toBe('true');
});
