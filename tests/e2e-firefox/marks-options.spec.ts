/**
 * The listings' marks switched off and on in options.html, in real Firefox: an open listing follows at once, a reload
 * shows none, and the save toggles stay either way.
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { attribute, byRole } from './aria';
import { test } from './firefox';
import { listingPapers, markedIds, onTopic, openListing, summaryCount, toggleStates } from './listing';

const LISTINGS = 'arXiv listings (new, recent, past week, monthly, catch-up)';

/** Clicks the options page's checkbox for listings, and waits until it is saved in that state. */
async function switchListings(options: Page, on: boolean): Promise<void> {
  const checkbox = await byRole(options, 'checkbox', LISTINGS);
  if (!checkbox) throw new Error(`No checkbox "${LISTINGS}" on options.html.`);
  await checkbox.click();
  await expect.poll(() => checkbox.evaluate((input) => (input as HTMLInputElement).checked)).toBe(on);
  await expect.poll(async () => (await byRole(options, 'status'))?.evaluate((node) => node.textContent)).toContain('Saved.');
}

test('marks turned off in options.html leave an open listing at once and are gone on reload; the toggles stay', async ({ firefox }) => {
  const page = await openListing(() => firefox.browser.newPage());
  await expect.poll(() => summaryCount(page)).toBe('3 of 14 in RL for LLM Agents');
  // One entry saved, so that after the reload its toggle tells when the background's answer (saved state and marks
  // together) has come.
  const paper = onTopic[0];
  const toggle = paper && (await byRole(page, 'button', `Save: ${paper.title}`));
  if (!toggle) throw new Error('No toggle for the first on-topic paper.');
  await toggle.click();
  await expect.poll(() => attribute(toggle, 'aria-pressed')).toBe('true');

  const options = await firefox.openExtensionPage('options.html');
  await switchListings(options, false);
  await expect.poll(() => markedIds(page, 'in')).toEqual([]);
  await expect.poll(() => summaryCount(page)).toBeNull();

  await page.reload();
  const saved = listingPapers.map((entry) => String(entry.id === paper.id));
  await expect.poll(() => toggleStates(page)).toEqual(saved);
  expect(await markedIds(page, 'in')).toEqual([]);
  expect(await markedIds(page, 'near')).toEqual([]);
  expect(await summaryCount(page)).toBeNull();

  await switchListings(options, true);
  await expect.poll(() => summaryCount(page)).toBe('3 of 14 in RL for LLM Agents');
  expect(await markedIds(page, 'in')).toEqual(onTopic.map((entry) => entry.id));
});
