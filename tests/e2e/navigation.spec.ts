/**
 * In-app navigation on the single-page sites: the page moves from paper A to paper B with `history.pushState` and
 * re-renders in place, as their frameworks do. The control must then save B — the paper the URL and the page
 * show — never A under B's title.
 */
import type { Page } from '@playwright/test';
import { expect, fixturePage, sendFromPage, test } from './extension';

const A = '2604.27955';
const A_TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const B = '2605.01234';
const B_TITLE = 'Paper B: Credit Assignment for Long-Horizon Agents';

/** What the page script changes: text of elements, attributes, and the URL to push; run in the page's main world. */
interface Render {
  url: string;
  text: Record<string, string>;
  attributes: [selector: string, name: string, value: string][];
  /** Re-render this long after the push (a page that fetches B first), or at once. */
  delayMs: number;
}

function navigate(page: Page, render: Render): Promise<void> {
  return page.evaluate(({ url, text, attributes, delayMs }) => {
    const paint = () => {
      for (const [selector, value] of Object.entries(text)) for (const el of document.querySelectorAll(selector)) el.textContent = value;
      for (const [selector, name, value] of attributes) for (const el of document.querySelectorAll(selector)) el.setAttribute(name, value);
    };
    history.pushState({}, '', url);
    if (delayMs === 0) paint();
    else setTimeout(paint, delayMs);
  }, render);
}

async function savedOf(popup: Page, paperIds: string[]): Promise<unknown> {
  const reply = await sendFromPage(popup, { type: 'paper/status', paperIds });
  return reply.ok ? reply.data.saved : reply;
}

test('Hugging Face: after moving from paper A to B in the page, the control saves B', async ({ context, servePage, openPopup }) => {
  await servePage(`https://huggingface.co/papers/${A}`, fixturePage(`huggingface-${A}.html`));
  const page = await context.newPage();
  await page.goto(`https://huggingface.co/papers/${A}`);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');

  await navigate(page, {
    url: `/papers/${B}`,
    text: { h1: B_TITLE, title: `Paper page - ${B_TITLE}` },
    attributes: [
      ['meta[property="og:title"]', 'content', `Paper page - ${B_TITLE}`],
      ['meta[property="og:url"]', 'content', `https://huggingface.co/papers/${B}`],
      ['a[href*="/abs/"]', 'href', `https://arxiv.org/abs/${B}`],
      ['a[href*="/pdf/"]', 'href', `https://arxiv.org/pdf/${B}`],
    ],
    delayMs: 0,
  });
  await expect(page).toHaveURL(`https://huggingface.co/papers/${B}`);
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  const popup = await openPopup();
  expect(await savedOf(popup, [A, B])).toEqual([B]);
  const options = popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(B_TITLE);

  // Back to A (a traversal, the page re-renders on popstate): the control follows, and A is still unsaved.
  await page.evaluate(
    ({ title }) => {
      addEventListener('popstate', () => {
        for (const h1 of document.querySelectorAll('h1')) h1.textContent = title;
      });
      history.back();
    },
    { title: A_TITLE },
  );
  await expect(page).toHaveURL(`https://huggingface.co/papers/${A}`);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(await savedOf(popup, [A, B])).toEqual(expect.arrayContaining([A, B]));
  await expect(options.filter({ hasText: A_TITLE })).toHaveCount(1);
});

test('OpenReview: a forum that renders B a moment after the URL changes saves B under its own key', async ({
  context,
  servePage,
  openPopup,
}) => {
  const forumA = 'VTF8yNQM66';
  const forumB = 'Bx7Qp2LmZ9';
  const titleB = 'Forum B: Reward Models for Tool-Using Agents';
  await servePage(`https://openreview.net/forum?id=${forumA}`, fixturePage(`openreview-${forumA}.html`));
  const page = await context.newPage();
  await page.goto(`https://openreview.net/forum?id=${forumA}`);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');

  await navigate(page, {
    url: `/forum?id=${forumB}`,
    text: { 'h2.citation_title': titleB, '.forum-authors h3': 'Ada Lovelace', title: titleB },
    attributes: [
      ['meta[name="citation_title"]', 'content', titleB],
      ['meta[name="citation_author"]', 'content', 'Ada Lovelace'],
      ['meta[property="og:title"]', 'content', titleB],
      ['meta[name="citation_pdf_url"]', 'content', `https://openreview.net/pdf?id=${forumB}`],
    ],
    delayMs: 300,
  });
  await expect(page.locator('h2.citation_title')).toHaveText(titleB);
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  const popup = await openPopup();
  expect(await savedOf(popup, [`openreview:${forumA}`, `openreview:${forumB}`])).toEqual([`openreview:${forumB}`]);
  const options = popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(titleB);
});

test('alphaXiv: moving to a paper saved earlier, the re-mounted control says Saved', async ({ context, servePage, openPopup }) => {
  await servePage(`https://www.alphaxiv.org/abs/${A}`, fixturePage(`alphaxiv-${A}.html`));
  const popup = await openPopup();
  const draft = { arxivId: B, title: B_TITLE };
  expect(await sendFromPage(popup, { type: 'paper/save', draft, site: 'test', pageUrl: 'about:blank' })).toMatchObject({ ok: true });
  const page = await context.newPage();
  await page.goto(`https://www.alphaxiv.org/abs/${A}`);
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toHaveAttribute('aria-pressed', 'false');

  await navigate(page, { url: `/abs/${B}`, text: { h1: B_TITLE }, attributes: [], delayMs: 0 });
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(await savedOf(popup, [A, B])).toEqual([B]);
});

test('Hugging Face: a paper reached from the daily list by the app’s own navigation gets its control, and saves', async ({
  context,
  servePage,
}) => {
  // The daily list is no paper page: no script runs there. The app then shows paper A under its own address, with no
  // load of its own (Chromium reports the push as a completed update of the tab, which injects the script).
  await servePage('https://huggingface.co/papers', fixturePage(`huggingface-${A}.html`));
  const page = await context.newPage();
  await page.goto('https://huggingface.co/papers');
  await page.evaluate((paperId) => history.pushState({}, '', `/papers/${paperId}`), A);
  await expect(page).toHaveURL(`https://huggingface.co/papers/${A}`);
  const save = page.getByRole('button', { name: 'Save to RL for LLM Agents' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
});
