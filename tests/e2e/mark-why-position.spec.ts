/**
 * A listing mark's reason opens under the mark it explains. It used to open at the entry's left edge, over the paper's
 * title, half a page away from the mark the pointer was on.
 */
import { listingPage, searchPage } from '../fixtures/pages/arxiv-listing';
import { labelledListing } from '../fixtures/papers/labelled';
import { expect, test } from './extension';

const NEW_URL = 'https://arxiv.org/list/cs.LG/new';
const SEARCH_URL = 'https://arxiv.org/search/?query=agent+rl&searchtype=all';

test('each mark’s reason opens just under that mark, on hover and on focus, on listings and search results', async ({
  context,
  servePage,
}) => {
  const { onTopic, offTopic } = labelledListing({ onTopic: 2, offTopic: 3, nearMiss: 0 });
  await servePage(NEW_URL, listingPage([...offTopic, ...onTopic], { withAbstracts: true }));
  await servePage(SEARCH_URL, searchPage([...offTopic, ...onTopic], 'agent rl'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 800 });
  for (const url of [NEW_URL, SEARCH_URL]) {
    await page.goto(url);
    const marks = page.locator('.agent-rl-radar-mark');
    await expect(marks).toHaveCount(2);
    for (const index of [0, 1]) {
      const mark = marks.nth(index);
      await mark.scrollIntoViewIfNeeded();
      await (index === 0 ? mark.hover() : mark.focus());
      const why = page.locator('.agent-rl-radar-mark:is(:hover, :focus) + .agent-rl-radar-why');
      await expect(why).toBeVisible();
      const [at, reason] = [await mark.boundingBox(), await why.boundingBox()];
      if (!at || !reason) throw new Error('no box');
      expect(Math.abs(reason.x - at.x), 'left edges').toBeLessThan(2);
      expect(Math.abs(reason.y - (at.y + at.height)), 'under the mark').toBeLessThan(2);
      await page.mouse.move(0, 0);
      await mark.blur();
    }
  }
});
