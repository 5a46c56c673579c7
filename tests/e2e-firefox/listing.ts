/**
 * An arXiv listing of real May 2026 papers for the Firefox tests, as the Chromium ones build it
 * (tests/e2e/topic-marks.spec.ts): three on-topic entries spread through ten off-topic ones and a near miss, with their
 * abstracts, so the marks come from the page alone (the background's arXiv API calls are refused here).
 */
import type { Page } from 'puppeteer-core';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { mixedListing } from '../fixtures/papers/labelled';
import { byRole } from './aria';
import { servePages } from './firefox';

export const LISTING_URL = 'https://arxiv.org/list/cs.LG/new';
export const { onTopic, offTopic, nearMiss, papers: listingPapers } = mixedListing();

export const SUMMARY = 'RL for LLM Agents on this page';

/** Opens the listing in a new tab of this Firefox, served from the fixture. */
export function openListing(newPage: () => Promise<Page>): Promise<Page> {
  return openListingAt(newPage, LISTING_URL, listingPage(listingPapers, { withAbstracts: true }));
}

/** Opens a listing page (`html`, served at `url`) in a new tab of this Firefox. */
export async function openListingAt(newPage: () => Promise<Page>, url: string, html: string): Promise<Page> {
  const page = await newPage();
  await servePages(page, { [url]: html });
  await page.goto(url);
  return page;
}

/** The line of progress beside the summary ("Reading abstracts from arXiv… 0 of 8"), or null while there is no summary. */
export function summaryProgress(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('.agent-rl-radar-summary .status')?.textContent ?? null);
}

/** The summary's count ("3 of 14 in RL for LLM Agents"), or null while there is no summary. */
export async function summaryCount(page: Page): Promise<string | null> {
  const region = await byRole(page, 'region', SUMMARY);
  const status = region && (await byRole(region, 'status'));
  return status ? status.evaluate((node) => node.textContent) : null;
}

/** The arXiv ids of the entries whose mark is of this kind ('in' or 'near'), in page order. */
export function markedIds(page: Page, kind: 'in' | 'near'): Promise<string[]> {
  return page.evaluate(
    (mark) =>
      [...document.querySelectorAll(`.agent-rl-radar-mark[data-mark="${mark}"]`)].map(
        (element) => element.closest('dt')?.querySelector('a[title="Abstract"]')?.id ?? '?',
      ),
    kind,
  );
}

/** The save toggles' `aria-pressed`, in page order. */
export function toggleStates(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button.agent-rl-radar-toggle')].map((button) => button.getAttribute('aria-pressed')),
  );
}
