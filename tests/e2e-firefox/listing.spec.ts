/**
 * An arXiv listing in real Firefox: every entry gets its save toggle, the on-topic entries their mark, the summary its
 * count; "Show only these" hides the rest; a real click saves an entry, which the popup then lists.
 */
import { expect } from '@playwright/test';
import { attribute, byRole } from './aria';
import { test } from './firefox';
import { listingPapers, markedIds, nearMiss, onTopic, openListing, SUMMARY, summaryCount, toggleStates } from './listing';
import { savedRows } from './popup';

test('an arXiv listing in Firefox: toggles, marks, the count, Show only these, and a click that saves', async ({ firefox }) => {
  expect(listingPapers).toHaveLength(14);
  const page = await openListing(() => firefox.browser.newPage());
  await expect.poll(() => summaryCount(page)).toBe('3 of 14 in RL for LLM Agents');
  expect(await markedIds(page, 'in')).toEqual(onTopic.map((paper) => paper.id));
  expect(await markedIds(page, 'near')).toEqual([nearMiss[0]?.id]);
  const markTexts = await page.evaluate(() =>
    [...document.querySelectorAll('.agent-rl-radar-mark[data-mark="in"]')].map((mark) => mark.textContent),
  );
  expect(markTexts).toEqual(onTopic.map(() => expect.stringMatching(/^RL for LLM Agents( · .+)?$/)));
  // Each toggle's name is its aria-label (one toggle is found by that name in Firefox's accessibility tree below: one
  // such query costs about half a second).
  expect(await page.evaluate(() => [...document.querySelectorAll('button.agent-rl-radar-toggle')].map((b) => b.ariaLabel))).toEqual(
    listingPapers.map((paper) => `Save: ${paper.title}`),
  );
  expect(await toggleStates(page)).toEqual(listingPapers.map(() => 'false'));

  // J, the page's own key otherwise, moves to the first marked entry.
  await page.keyboard.press('j');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('dt')?.querySelector('a[title="Abstract"]')?.id))
    .toBe(onTopic[0]?.id);

  const visibleEntries = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#articles > dt')]
        .filter((dt) => dt.getClientRects().length > 0)
        .map((dt) => dt.querySelector('a[title="Abstract"]')?.id),
    );
  const region = await byRole(page, 'region', SUMMARY);
  const only = region && (await byRole(region, 'button', 'Show only these'));
  if (!only) throw new Error('No "Show only these" in the summary.');
  await only.click();
  await expect.poll(() => attribute(only, 'aria-pressed')).toBe('true');
  await expect.poll(visibleEntries).toEqual(onTopic.map((paper) => paper.id));
  await only.click();
  await expect.poll(visibleEntries).toEqual(listingPapers.map((paper) => paper.id));

  const paper = onTopic[1];
  if (!paper) throw new Error('The listing has no second on-topic paper.');
  const toggle = await byRole(page, 'button', `Save: ${paper.title}`);
  if (!toggle) throw new Error(`No toggle for ${paper.id}.`);
  await toggle.scrollIntoView();
  await toggle.click();
  await expect.poll(() => attribute(toggle, 'aria-pressed')).toBe('true');
  // Only the entry clicked.
  expect((await toggleStates(page)).filter((state) => state === 'true')).toHaveLength(1);

  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringContaining(paper.title)]);
});
