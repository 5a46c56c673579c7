/**
 * The extension's pages keep their own type in Chrome. Chrome gives every extension page a stylesheet of its own that
 * sets the body's text to 75% in its own font family; text the pages did not size (the list's titles, the tabs, the
 * collections) then shrank to 9.75 px, smaller than the dates under the titles. No text of ours is meant under 12 px.
 */
import type { Page } from '@playwright/test';
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

/** The smallest font size of any visible text on the page, with a sample of the text set in it. */
function smallestText(page: Page): Promise<{ size: number; text: string }> {
  return page.evaluate(() => {
    let smallest = { size: Number.POSITIVE_INFINITY, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || element.getClientRects().length === 0) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest.size) smallest = { size, text: text.slice(0, 60) };
    }
    return smallest;
  });
}

test('the popup, the library and the options set no text under 12 px, titles in the lists included', async ({ openPopup, extensionId }) => {
  const popup = await openPopup('Feed');
  const seed = seedPapers(generatedPapers(4));
  const [first] = seed.papers;
  if (!first) throw new Error('no paper');
  await seedStore(popup, {
    ...seed,
    saved: [{ paperId: first.id, collectionIds: ['rl-for-llm-agents'], savedAt: Date.now(), tags: ['grpo'], note: 'a note', read: false }],
  });
  await popup.reload();
  const titles = popup.getByRole('listbox', { name: 'Feed papers' }).locator('.row-title');
  await expect(titles.first()).toBeVisible();
  // The title reads at the size of the detail pane's text, not smaller than the date line under it.
  await expect(titles.first()).toHaveCSS('font-size', '13px');
  expect(await smallestText(popup)).toMatchObject({ size: 12 });

  const library = await popup.context().newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  await expect(library.getByRole('listbox', { name: 'Library papers' }).locator('.row-title')).toHaveText(first.title);
  expect(await smallestText(library)).toMatchObject({ size: 12 });

  const options = await popup.context().newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await smallestText(options)).size).toBeGreaterThanOrEqual(12);
});

test('a row shows its title in whole lines, cut with "…" only after the second, and its tags line inside the row', async ({
  openPopup,
}) => {
  const popup = await openPopup('Feed');
  // Tags on every row: the row's third line is there, so title, date line and tags share the row's fixed height.
  await seedStore(popup, seedPapers(generatedPapers(12)));
  await popup.reload();
  const rows = popup.getByRole('listbox', { name: 'Feed papers' }).getByRole('option');
  await expect(rows.first()).toBeVisible();
  const boxes = () =>
    rows.evaluateAll((elements) =>
      elements.map((row) => {
        const title = row.querySelector('.row-title') as HTMLElement;
        const lines = title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight);
        const last = row.lastElementChild as HTMLElement;
        const inner = row.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(row).paddingBottom);
        return {
          title: title.textContent,
          wholeLines: lines > 0.99 && Math.abs(lines - Math.round(lines)) < 0.01,
          overflow: last.getBoundingClientRect().bottom - inner > 0.5,
        };
      }),
    );
  // A title squeezed under two lines' height had Chrome put its "…" at the end of the first line, the second still shown.
  // Polled: the first paint's rows (the snapshot's twelve) give way to the list's own (eleven here), and on a busy machine
  // one read in twenty, taken in between, found the last row's title between two layouts. A squeezed title stays
  // squeezed, and fails the poll.
  await expect.poll(async () => (await boxes()).filter((box) => !box.wholeLines || box.overflow).map((box) => box.title)).toEqual([]);
  // The rows in view and those the list keeps ready below them (the snapshot paints a few more, which the list drops).
  expect((await boxes()).length).toBeGreaterThanOrEqual(6);
});
