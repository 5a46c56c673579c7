/**
 * The one-column popup at a phone's width (Firefox for Android opens the popup in a tab about 360 px wide): the
 * toolbar's tabs, Near misses chip and search field all stay in the window. The search field used to run off its
 * right edge, its placeholder cut to "Search".
 */
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

test('at 360 px the tabs, the Near misses chip and the whole search field are in the window', async ({ openPopup }) => {
  const popup = await openPopup('Feed');
  const seed = seedPapers(generatedPapers(6));
  // One near miss, so the chip shows.
  seed.feed = seed.feed?.map((item, i) => (i === 0 ? { ...item, inTopic: 0, score: 0.4 } : item));
  await seedStore(popup, seed);
  await popup.setViewportSize({ width: 360, height: 600 });
  await popup.reload();
  await expect(popup.getByRole('listbox', { name: 'Feed papers' }).getByRole('option').first()).toBeVisible();
  for (const control of [
    popup.getByRole('tab', { name: /^Feed/ }),
    popup.getByRole('tab', { name: /^Saved/ }),
    popup.getByRole('button', { name: /^Near misses/ }),
    popup.getByRole('searchbox', { name: 'Search the feed' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  // Wide enough to type in: more than the placeholder's first word.
  expect((await popup.getByRole('searchbox', { name: 'Search the feed' }).boundingBox())?.width).toBeGreaterThan(150);
});

test('at 360 px the header’s links share one line under the title, none left alone on a line', async ({ openPopup }) => {
  const popup = await openPopup('Feed');
  await popup.setViewportSize({ width: 360, height: 600 });
  const links = ['About this topic', 'Library', 'Options'].map((name) => popup.getByRole('button', { name }));
  const tops = await Promise.all(links.map(async (link) => (await link.boundingBox())?.y));
  // "Options" wrapped alone under "About this topic" and "Library", which sat beside the title.
  expect(new Set(tops).size).toBe(1);
  const title = await popup.getByRole('heading', { level: 1, name: 'RL for LLM Agents' }).boundingBox();
  expect(tops[0]).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0) - 1);
});
