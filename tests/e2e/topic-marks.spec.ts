/**
 * The topic marks on arXiv's own pages, in real Chromium with the built extension: a listing of real May 2026 papers
 * (tests/fixtures/papers/labelled.ts) gets marks on exactly its on-topic entries, a count, "Show only these" and J/K;
 * a listing without abstracts is judged again once the abstracts come from the (routed) arXiv API; the abs page says
 * its verdict; options.html turns the marks off. Axe checks the marks, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { classify } from '../../lib/topic/classifier';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { escapeHtml, listingPage } from '../fixtures/pages/arxiv-listing';
import type { FixturePaper } from '../fixtures/papers/generated';
import { labelledListing, mixedListing } from '../fixtures/papers/labelled';
import { expect, fixturePage, test } from './extension';

const NEW_URL = 'https://arxiv.org/list/cs.LG/new';
const PASTWEEK_URL = 'https://arxiv.org/list/cs.LG/pastweek?show=2000';
/** On-topic papers spread through off-topic ones, a near miss among them: 14 entries. */
const { onTopic, offTopic, nearMiss, papers } = mixedListing();

/** The ids of the entries whose mark is of this kind, in page order. */
function markedIds(page: Page, kind: 'in' | 'near'): Promise<string[]> {
  return page.evaluate(
    (mark) =>
      [...document.querySelectorAll(`.agent-rl-radar-mark[data-mark="${mark}"]`)].map(
        (element) => element.closest('dt')?.querySelector('a[title="Abstract"]')?.id ?? '?',
      ),
    kind,
  );
}

const summary = (page: Page) => page.getByRole('region', { name: 'RL for LLM Agents on this page' });

/** Serves the listing and the abs page fixture, and opens the listing once its marks are counted. */
async function openMarkedListing(context: BrowserContext, servePage: (url: string, html: string) => Promise<void>): Promise<Page> {
  await servePage(NEW_URL, listingPage(papers, { withAbstracts: true }));
  await servePage('https://arxiv.org/abs/2604.27955', fixturePage('arxiv-abs-2604.27955.html'));
  const page = await context.newPage();
  await page.goto(NEW_URL);
  await expect(summary(page).getByRole('status')).toHaveText('3 of 14 in RL for LLM Agents');
  return page;
}

test('a listing marks exactly its on-topic entries, counts them, shows only them; J/K move between marks, S saves', async ({
  context,
  servePage,
}) => {
  expect(papers).toHaveLength(14);
  // As arXiv's /new shows them: new submissions, cross-lists and replacements, each its own list.
  await servePage(NEW_URL, listingPage(papers, { withAbstracts: true, sections: [6, 5, 3] }));
  const page = await context.newPage();
  await page.goto(NEW_URL);
  await expect(summary(page).getByRole('status')).toHaveText('3 of 14 in RL for LLM Agents');
  await expect(page.locator('dl#articles')).toHaveCount(3);
  expect(await markedIds(page, 'in')).toEqual(onTopic.map((paper) => paper.id));
  expect(await markedIds(page, 'near')).toEqual([nearMiss[0]?.id]);
  const firstMark = page.locator('.agent-rl-radar-mark').first();
  await expect(firstMark).toHaveText(/^RL for LLM Agents( · .+)?$/);

  // The reasons on focus.
  await page.keyboard.press('j');
  await expect(firstMark).toBeFocused();
  await expect(page.getByRole('tooltip').filter({ visible: true })).toContainText('Why:');
  await page.keyboard.press('j');
  await expect(page.locator('.agent-rl-radar-mark').nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(firstMark).toBeFocused();
  // S saves the entry moved to, as its toggle would; S again un-saves it.
  const firstToggle = firstMark.locator('xpath=ancestor::dt[1]').locator('button.agent-rl-radar-toggle');
  await page.keyboard.press('s');
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('s');
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');

  // Not while typing in a field.
  await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('input'), { id: 'search', ariaLabel: 'Search' })));
  await page.locator('#search').fill('jk');
  await expect(page.locator('#search')).toBeFocused();
  await expect(page.locator('#search')).toHaveValue('jk');

  const only = summary(page).getByRole('button', { name: 'Show only these' });
  await only.click();
  await expect(only).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#articles > dt:visible')).toHaveCount(3);
  await only.click();
  await expect(page.locator('#articles > dt:visible')).toHaveCount(14);
});

test('a listing without abstracts is judged on its titles, then again on the abstracts fetched from arXiv', async ({
  context,
  servePage,
}) => {
  // On-topic papers whose titles alone don't carry them: only the abstracts can mark them.
  const hidden = labelledListing({ onTopic: 40, offTopic: 6, nearMiss: 0 }).onTopic.filter(
    (paper) => !classify({ id: paper.id, title: paper.title, abstract: '' }).inTopic,
  );
  const listing = [...offTopic.slice(0, 6), ...hidden.slice(0, 2)];
  expect(listing).toHaveLength(8);
  const asked: string[] = [];
  await routeApi(context, listing, asked);
  await servePage(PASTWEEK_URL, listingPage(listing));
  const page = await context.newPage();
  await page.goto(PASTWEEK_URL);
  await expect(summary(page).getByRole('status')).toHaveText('2 of 8 in RL for LLM Agents', { timeout: 20_000 });
  expect(await markedIds(page, 'in')).toEqual(hidden.slice(0, 2).map((paper) => paper.id));
  // One id_list request for the page's eight entries.
  expect(asked).toEqual([listing.map((paper) => paper.id).join(',')]);
});

test('the abs page says whether the paper is in the topic, with the main reason on focus', async ({ context, servePage }) => {
  await servePage('https://arxiv.org/abs/2604.27955', fixturePage('arxiv-abs-2604.27955.html'));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/abs/2604.27955');
  const verdict = page.getByText(/^In RL for LLM Agents · /);
  await expect(verdict).toBeVisible();
  await expect(page.getByRole('tooltip', { name: /^Why:/ })).toBeHidden();
  await verdict.focus();
  await expect(page.getByRole('tooltip', { name: /^Why:/ })).toBeVisible();
  // Esc dismisses it (WCAG 1.4.13) until the line is focused again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip', { name: /^Why:/ })).toBeHidden();
  await verdict.blur();
  await verdict.focus();
  await expect(page.getByRole('tooltip', { name: /^Why:/ })).toBeVisible();

  const off = offTopic[0] as FixturePaper;
  const offPage = fixturePage('arxiv-abs-2604.27955.html')
    .replace(/(<h1 class="title mathjax"><span class="descriptor">Title:<\/span>)[^<]*/, `$1${escapeHtml(off.title)}`)
    .replace(
      /(<blockquote class="abstract mathjax">\s*<span class="descriptor">Abstract:<\/span>)[\s\S]*?(<\/blockquote>)/,
      `$1${escapeHtml(off.abstract)}$2`,
    )
    .replace(/<meta name="citation_title" content="[^"]*"/, `<meta name="citation_title" content="${escapeHtml(off.title)}"`)
    .replace(/<meta name="citation_abstract" content="[^"]*"/, `<meta name="citation_abstract" content="${escapeHtml(off.abstract)}"`);
  await servePage('https://arxiv.org/abs/2604.27956', offPage);
  await page.goto('https://arxiv.org/abs/2604.27956');
  const out = page.getByText('Not in the topic', { exact: true });
  await expect(out).toBeVisible();
  await out.focus();
  await expect(page.getByRole('tooltip', { name: /Main reason: / })).toBeVisible();
});

test('marks turned off in options.html go from open pages at once, and come back when turned on; no reload', async ({
  context,
  servePage,
  extensionId,
}) => {
  const page = await openMarkedListing(context, servePage);
  const abs = await context.newPage();
  await abs.goto('https://arxiv.org/abs/2604.27955');
  const verdict = abs.getByText(/^In RL for LLM Agents · /);
  await expect(verdict).toBeVisible();

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const listings = options.getByRole('checkbox', { name: 'arXiv listings (new, recent, past week, monthly, catch-up)' });
  const absPages = options.getByRole('checkbox', { name: 'arXiv abstract pages (the verdict under the save button)' });
  await listings.uncheck();
  await expect(page.locator('.agent-rl-radar-mark')).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  // J is the page's own key again: nothing of ours takes it.
  await page.keyboard.press('j');
  await expect(page.locator('.agent-rl-radar-mark:focus')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(14);
  // The other kind of page keeps its verdict until its own switch goes.
  await expect(verdict).toBeVisible();
  await absPages.uncheck();
  await expect(verdict).toHaveCount(0);

  await listings.check();
  await expect(summary(page).getByRole('status')).toHaveText('3 of 14 in RL for LLM Agents');
  expect(await markedIds(page, 'in')).toEqual(onTopic.map((paper) => paper.id));
  await absPages.check();
  await expect(verdict).toBeVisible();
  await expect(abs.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveCount(1);
});

test('marks turned off in options.html are gone on reload; the save toggles stay', async ({ context, servePage, extensionId }) => {
  await servePage(NEW_URL, listingPage(papers, { withAbstracts: true }));
  const page = await context.newPage();
  await page.goto(NEW_URL);
  await expect(summary(page)).toBeVisible();

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByRole('checkbox', { name: 'arXiv listings (new, recent, past week, monthly, catch-up)' }).uncheck();
  await expect(options.getByRole('status')).toContainText('Saved.');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(14);
  // The toggles and the marks come from the same answer: once the toggles know their saved state, the marks would be in.
  await expect(page.locator('.agent-rl-radar-toggle[aria-pressed]')).toHaveCount(14);
  await expect(summary(page)).toHaveCount(0);
  await expect(page.locator('.agent-rl-radar-mark')).toHaveCount(0);
});

test('a reason shown on hover stays while the pointer moves onto it, and Esc hides it without moving the pointer', async ({
  context,
  servePage,
}) => {
  const page = await openMarkedListing(context, servePage);
  const mark = page.locator('.agent-rl-radar-mark').first();
  const reason = page.locator('.agent-rl-radar-mark:hover + .agent-rl-radar-why, .agent-rl-radar-why:hover');
  const shown = page.getByRole('tooltip').filter({ visible: true });
  await mark.hover();
  await expect(shown).toHaveCount(1);
  // WCAG 1.4.13, hoverable: the pointer can move onto the reason, and it stays.
  await shown.hover();
  await expect(reason).toBeVisible();
  // Dismissible: Esc hides it where the pointer rests, with no mark focused, and the page keeps its focus.
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);
  await expect(page.locator('.agent-rl-radar-mark:focus')).toHaveCount(0);
  // Back once the pointer has left and comes again.
  await page.mouse.move(0, 0);
  await mark.hover();
  await expect(shown).toHaveCount(1);
  // J focuses one mark while the pointer rests on another: both reasons show, and one Esc hides both.
  await page.keyboard.press('j');
  await page.locator('.agent-rl-radar-mark').nth(1).hover();
  await expect(shown).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);

  // The abs page's verdict line alike.
  await page.goto('https://arxiv.org/abs/2604.27955');
  const verdict = page.getByText(/^In RL for LLM Agents · /);
  const why = page.getByRole('tooltip', { name: /^Why:/ });
  await verdict.hover();
  await expect(why).toBeVisible();
  await why.hover();
  await expect(why).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();
  await page.mouse.move(0, 0);
  await verdict.hover();
  await expect(why).toBeVisible();
});

test('the marks and the summary have no axe violations, light and dark', async ({ context, servePage }) => {
  await servePage(NEW_URL, listingPage(papers, { withAbstracts: true }));
  const page = await context.newPage();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(NEW_URL);
    await expect(summary(page).getByRole('status')).toHaveText('3 of 14 in RL for LLM Agents');
    const mark = page.locator('.agent-rl-radar-mark').first();
    await mark.focus();
    const reason = page.locator('.agent-rl-radar-mark:focus + .agent-rl-radar-why');
    await expect(reason).toBeVisible();
    // Esc dismisses the reason until the mark is focused again; the page keeps its focus.
    await page.keyboard.press('Escape');
    await expect(reason).toBeHidden();
    await mark.blur();
    await mark.focus();
    // Ours only: arXiv's own markup (date headings inside its <dl>) is not ours to fix.
    const results = await new AxeBuilder({ page })
      .include('.agent-rl-radar-summary')
      .include('.agent-rl-radar-mark')
      .include('.agent-rl-radar-why')
      .include('.agent-rl-radar-toggle')
      .analyze();
    expect(results.violations, colorScheme).toEqual([]);
  }
});

/** The arXiv API: `id_list` queries answered with those papers (and recorded), everything else with no papers. */
async function routeApi(context: BrowserContext, papers: FixturePaper[], asked: string[]): Promise<void> {
  const byId = new Map(papers.map((paper) => [paper.id, { ...paper, published: '2026-05-28T12:00:00Z' }]));
  await context.route('https://export.arxiv.org/api/query**', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('id_list');
    if (ids) asked.push(ids);
    const found = (ids?.split(',') ?? []).flatMap((id) => byId.get(id) ?? []);
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomFeed(found) });
  });
}

test('the abs page’s control and verdict have no axe violations, light and dark, saved or not, the reason shown', async ({
  context,
  servePage,
}) => {
  await servePage('https://arxiv.org/abs/2604.27955', fixturePage('arxiv-abs-2604.27955.html'));
  const page = await context.newPage();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('https://arxiv.org/abs/2604.27955');
    const verdict = page.getByText(/^In RL for LLM Agents · /);
    await expect(verdict).toBeVisible();
    await verdict.focus();
    await expect(page.getByRole('tooltip', { name: /^Why:/ })).toBeVisible();
    const control = () => new AxeBuilder({ page }).include('agent-rl-radar-save').analyze();
    expect((await control()).violations, `${colorScheme}, not saved`).toEqual([]);
    // Saved (the first time round, with its live message and Undo; the second, as the page loads).
    const save = page.getByRole('button', { name: /^Save to RL for LLM Agents$|^Saved$/ });
    if ((await save.getAttribute('aria-pressed')) === 'false') {
      await save.click();
      await expect(page.getByRole('status')).toHaveText('Saved to RL for LLM Agents.');
    }
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect((await control()).violations, `${colorScheme}, saved`).toEqual([]);
  }
});
