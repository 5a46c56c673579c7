/**
 * A page the browser keeps in its back/forward cache is frozen while the user is elsewhere: nothing the background
 * sends reaches it. Shown again by Back, it must not show what was true before: a paper saved meanwhile shows as
 * saved, and marks turned off meanwhile are gone (the page asks again on `pageshow`).
 */
import type { Page } from '@playwright/test';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { labelledListing } from '../fixtures/papers/labelled';
import { expect, fixturePage, sendFromPage, test } from './extension';

const LISTING = 'https://arxiv.org/list/cs.LG/new';
const ABS_ID = '2604.27955';
const ABS = `https://arxiv.org/abs/${ABS_ID}`;
const { onTopic, offTopic } = labelledListing({ onTopic: 2, offTopic: 4, nearMiss: 0 });
const papers = [...offTopic.slice(0, 2), ...onTopic, ...offTopic.slice(2)];

/** Whether the page was last shown from the back/forward cache (set by a listener of the page's own world). */
const restoredFromCache = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownFromCache?: boolean }).shownFromCache).catch(() => undefined);

/**
 * Back or Forward, to a page that must come from the cache. A restored page fires no load event, which Playwright's
 * own wait would wait for.
 */
async function traverse(page: Page, way: 'back' | 'forward'): Promise<void> {
  await (way === 'back' ? page.goBack({ waitUntil: 'commit' }) : page.goForward({ waitUntil: 'commit' }));
  await expect.poll(() => restoredFromCache(page)).toBe(true);
}

const summary = (page: Page) => page.getByRole('region', { name: 'RL for LLM Agents on this page' });

test.use({ backForwardCache: true });

test('Back to a cached listing: a paper saved meanwhile shows saved, and marks turned off meanwhile are gone', async ({
  context,
  servePage,
  extensionId,
}) => {
  await servePage(LISTING, listingPage(papers, { withAbstracts: true }));
  await servePage(ABS, fixturePage(`arxiv-abs-${ABS_ID}.html`));
  await context.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      (window as unknown as { shownFromCache?: boolean }).shownFromCache = event.persisted;
    });
  });
  const page = await context.newPage();
  await page.goto(LISTING);
  await expect(summary(page).getByRole('status')).toHaveText(`2 of ${papers.length} in RL for LLM Agents`);
  const target = onTopic[0];
  if (!target) throw new Error('no on-topic paper');
  const toggle = page.getByRole('button', { name: `Save: ${target.title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.goto(ABS);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toBeVisible();
  // Meanwhile, elsewhere: the listing's paper is saved and the listing marks are turned off.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const draft = { arxivId: target.id, title: target.title };
  expect(await sendFromPage(options, { type: 'paper/save', draft, site: 'test', pageUrl: 'about:blank' })).toMatchObject({ ok: true });
  await options.getByRole('checkbox', { name: 'arXiv listings (new, recent, past week, monthly, catch-up)' }).uncheck();
  await expect(options.getByRole('status')).toContainText('Saved.');

  await traverse(page, 'back');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.agent-rl-radar-mark')).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);

  // Forward to the abs page, cached too: the verdict line follows its own switch, turned off meanwhile.
  await traverse(page, 'forward');
  const verdict = page.getByText(/^In RL for LLM Agents · /);
  await expect(verdict).toBeVisible();
  await options.getByRole('checkbox', { name: 'arXiv abstract pages (the verdict under the save button)' }).uncheck();
  await expect(verdict).toHaveCount(0);
  await options.getByRole('checkbox', { name: 'arXiv abstract pages (the verdict under the save button)' }).check();
  await traverse(page, 'back');
  await options.getByRole('checkbox', { name: 'arXiv abstract pages (the verdict under the save button)' }).uncheck();
  await options.getByRole('checkbox', { name: 'arXiv listings (new, recent, past week, monthly, catch-up)' }).check();
  await traverse(page, 'forward');
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toBeVisible();
  await expect(verdict).toHaveCount(0);

  // Back to the listing once more: its marks, turned on meanwhile, come back.
  await traverse(page, 'back');
  await expect(summary(page).getByRole('status')).toHaveText(`2 of ${papers.length} in RL for LLM Agents`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
