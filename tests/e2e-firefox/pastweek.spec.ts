/**
 * An arXiv listing without abstracts (/pastweek) in real Firefox: its entries are first judged on their titles, then
 * the background fetches their abstracts from the arXiv API (answered from fixtures through the test's proxy) and the
 * marks are redone, as in the Chromium test (tests/e2e/topic-marks.spec.ts).
 */
import { expect } from '@playwright/test';
import { classify } from '../../lib/topic/classifier';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { labelledListing } from '../fixtures/papers/labelled';
import { holdBack, idListApi, idListsAsked } from './arxiv-api';
import { test } from './firefox';
import { markedIds, offTopic, openListingAt, summaryCount, summaryProgress } from './listing';

const PASTWEEK_URL = 'https://arxiv.org/list/cs.LG/pastweek?show=2000';
const onTitle = (paper: { id: string; title: string }) => classify({ id: paper.id, title: paper.title, abstract: '' }).inTopic;
// On-topic papers whose titles alone don't carry them: only the abstracts can mark them.
const hidden = labelledListing({ onTopic: 40, offTopic: 6, nearMiss: 0 }).onTopic.filter((paper) => !onTitle(paper));
const listing = [...offTopic.slice(0, 6), ...hidden.slice(0, 2)];

test.use({ arxivApi: { answer: idListApi(listing) } });

test('a /pastweek listing in Firefox is judged on its titles, then again on the abstracts fetched from arXiv', async ({ firefox }) => {
  expect(listing).toHaveLength(8);
  // The abstracts' answer waits until the test has seen the marks made on titles alone (nothing asks for abstracts
  // before the listing opens).
  const abstracts = holdBack(idListApi(listing), (url) => url.searchParams.has('id_list'));
  firefox.answerArxiv(abstracts.api);
  const page = await openListingAt(() => firefox.browser.newPage(), PASTWEEK_URL, listingPage(listing));

  // On titles alone, while arXiv's answer is held back: the two hidden papers are not marked yet.
  const byTitle = listing.filter(onTitle).map((paper) => paper.id);
  await expect.poll(() => summaryProgress(page), { timeout: 20_000 }).toBe('Reading abstracts from arXiv… 0 of 8');
  expect(await summaryCount(page)).toBe(`${byTitle.length} of 8 in RL for LLM Agents`);
  expect(await markedIds(page, 'in')).toEqual(byTitle);
  await expect.poll(() => abstracts.asked.length).toBe(1);

  abstracts.release();
  await expect.poll(() => summaryCount(page), { timeout: 20_000 }).toBe('2 of 8 in RL for LLM Agents');
  expect(await markedIds(page, 'in')).toEqual(hidden.slice(0, 2).map((paper) => paper.id));
  await expect.poll(() => summaryProgress(page)).toBe('');
  // One id_list request for the page's eight entries.
  expect(idListsAsked(firefox.answered)).toEqual([listing.map((paper) => paper.id).join(',')]);
});
