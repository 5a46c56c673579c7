/**
 * The popup's topic feed in real Firefox, filled from the arXiv API as the background page fetches it (answered from
 * fixtures through the test's proxy): on-topic papers with their tags and the trend line, J/K and S; a refresh that
 * can't reach arXiv keeps the papers and says so.
 */
import { expect } from '@playwright/test';
import { classify } from '../../lib/topic/classifier';
import { feedPapers } from '../fixtures/atom/feed-papers';
import { byRole } from './aria';
import { feedApi } from './arxiv-api';
import { type FeedRow, feedRows, feedStatus, feedTabChosen, refreshStarted, selectedTitle, trendLine } from './feed';
import { test } from './firefox';
import { savedRows } from './popup';

const papers = feedPapers();
const kept = papers.filter((paper) => classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).inTopic);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

test.use({ arxivApi: { answer: feedApi(papers) } });

/** The tags the classifier gives a paper: what its row should show. */
function tagsOf(id: string): string[] {
  const paper = papers.find((candidate) => candidate.id === id);
  return paper ? classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).tags.map((tag) => tag.label) : ['no such paper'];
}

test('the popup’s feed fills from the arXiv API in Firefox, with tags and the trend line; J/K move, S saves', async ({ firefox }) => {
  expect(kept.length).toBeGreaterThan(3);
  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => feedTabChosen(popup)).toBe(true);
  await expect.poll(() => feedRows(popup).then((rows) => rows.length), { timeout: 30_000 }).toBe(kept.length);
  const rows: FeedRow[] = await feedRows(popup);
  expect(rows.map((row) => row.title).sort()).toEqual(kept.map((paper) => oneLine(paper.title)).sort());
  for (const row of rows) expect(row.tags, row.title).toEqual(tagsOf(row.id));
  expect(rows.every((row) => row.tags.length > 0)).toBe(true);
  // Once the background's run is done (the count of all new papers comes after the feed's page).
  await expect.poll(() => feedStatus(popup)).toMatch(/^Updated (just now|\d+ min ago)$/);
  await expect.poll(() => trendLine(popup)).toContain(`${kept.length} papers in the last four weeks, none in the four weeks before`);
  // The topic's share of all new papers, once the count of those (asked after the feed's page) is in.
  await expect.poll(() => trendLine(popup)).toMatch(/% of all new papers/);
  // The papers came from the API's answers: the feed's query and the count of all new papers.
  expect(firefox.answered).toContainEqual(expect.stringContaining('max_results=0'));
  expect(firefox.answered).toContainEqual(expect.stringContaining('max_results=200'));

  // The keys act on the list, which has the focus as a click on it would give.
  await popup.evaluate(() => document.getElementById('list-feed')?.focus());
  expect(await selectedTitle(popup)).toBe(rows[0]?.title);
  await popup.keyboard.press('j');
  await expect.poll(() => selectedTitle(popup)).toBe(rows[1]?.title);
  await popup.keyboard.press('j');
  await expect.poll(() => selectedTitle(popup)).toBe(rows[2]?.title);
  await popup.keyboard.press('k');
  await expect.poll(() => selectedTitle(popup)).toBe(rows[1]?.title);
  await popup.keyboard.press('s');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringContaining(rows[1]?.title ?? '?')]);
});

test('a refresh that can’t reach arXiv keeps the last good feed in Firefox and says so; Retry brings it back', async ({ firefox }) => {
  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => feedTabChosen(popup)).toBe(true);
  await expect.poll(() => feedStatus(popup), { timeout: 30_000 }).toMatch(/^Updated (just now|\d+ min ago)$/);
  await expect.poll(() => feedRows(popup).then((rows) => rows.length)).toBe(kept.length);

  // arXiv can't be reached now: its connections are dropped.
  firefox.answerArxiv(undefined);
  const refusedBefore = firefox.refused.length;
  await expect.poll(() => refreshStarted(popup)).toBe(true);
  await expect.poll(() => feedStatus(popup), { timeout: 30_000 }).toMatch(/^Offline — showing papers from (just now|\d+ min ago)\. Retry$/);
  expect(firefox.refused.slice(refusedBefore)).toContainEqual(
    expect.stringMatching(/^https:\/\/export\.arxiv\.org\/api\/query\?|^export\.arxiv\.org:443$/),
  );
  expect((await feedRows(popup)).map((row) => row.title).sort()).toEqual(kept.map((paper) => oneLine(paper.title)).sort());
  expect(await trendLine(popup)).toContain(`${kept.length} papers in the last four weeks`);

  // Back online, the status line's Retry refreshes.
  firefox.answerArxiv(feedApi(papers));
  const retry = await byRole(popup, 'button', 'Retry');
  if (!retry) throw new Error('No Retry on the status line.');
  await retry.click();
  await expect.poll(() => feedStatus(popup), { timeout: 30_000 }).toMatch(/^Updated (just now|\d+ min ago)$/);
  expect((await feedRows(popup)).length).toBe(kept.length);
});
