/**
 * The detail pane shows each paper from its title. It kept the scroll of the paper before: after reading one abstract
 * to its end, J showed the middle of the next paper's abstract, its title and authors out of sight.
 */
import type { Page } from '@playwright/test';
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, test } from './extension';
import { savedRecords, seedPapers, seedStore } from './seed-store';

/** Reads the selected paper to its end, presses J, and expects the next paper's title in view. */
async function readThenNext(page: Page, list: string, scroller: string): Promise<void> {
  const listbox = page.getByRole('listbox', { name: list });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const pane = page.locator(scroller);
  await pane.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  // The abstract is longer than the pane: its title is out of sight now.
  await expect(page.locator('.detail-title')).not.toBeInViewport();
  await listbox.focus();
  await page.keyboard.press('j');
  // The library's rows are selected (chosen) with Space: its current paper is the row marked current.
  const current = listbox.locator('[role="option"][aria-selected="true"], [role="option"].current');
  await expect(current).toHaveAttribute('aria-posinset', '2');
  const next = (await current.locator('.row-title').textContent()) ?? '';
  await expect(page.getByRole('heading', { level: 2, name: next })).toBeInViewport();
}

test('J after reading an abstract to its end shows the next paper from its title, in the popup and the library', async ({
  openPopup,
  extensionId,
}) => {
  const popup = await openPopup('Feed');
  // Short panes (the one-column popup's lower half, a low library window) make every abstract longer than its pane.
  await popup.setViewportSize({ width: 480, height: 600 });
  const seed = seedPapers(generatedPapers(4));
  await seedStore(popup, {
    ...seed,
    saved: savedRecords(seed.papers),
  });
  await popup.reload();
  await readThenNext(popup, 'Feed papers', 'article.detail');

  const library = await popup.context().newPage();
  await library.setViewportSize({ width: 1000, height: 400 });
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  await readThenNext(library, 'Library papers', '.detail-column');
});
