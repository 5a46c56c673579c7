/**
 * A paper saved in real Firefox from its id alone (a PDF tab, through the toolbar popup: no page to read it from) is
 * saved at once and completed from the arXiv API, answered from a recorded answer through the test's proxy.
 */
import { expect } from '@playwright/test';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { atomFixture, holdBack } from './arxiv-api';
import { test } from './firefox';
import { PDF_ID as ID, openPdfTab, savePdfTabFromToolbarPopup } from './pdf-tab';
import { savedRows } from './popup';
import type { ArxivApi } from './refusing-proxy';

const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';

/** arXiv's answer for the paper (a recorded one); no papers for anything else. */
const api: ArxivApi = (url) =>
  url.searchParams.get('id_list')?.split(',').includes(ID)
    ? { status: 200, body: atomFixture(`id-${ID}.xml`) }
    : { status: 200, body: atomFeed([]) };
test.use({ arxivApi: { answer: api } });

test('a paper saved from a PDF tab by its id is saved at once, then completed from the arXiv API', async ({ firefox }) => {
  // The paper's answer waits until the test has seen it saved by id alone (nothing asks for it before the save).
  const completion = holdBack(api, (url) => url.searchParams.has('id_list'));
  firefox.answerArxiv(completion.api);
  await openPdfTab(firefox);
  await savePdfTabFromToolbarPopup(firefox);

  // Saved at once, while arXiv's answer is held back: listed by its id, its authors not known yet.
  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringContaining(ID)]);
  await expect.poll(() => completion.asked.length).toBeGreaterThan(0);
  expect((await savedRows(popup, 'Saved 1'))[0]).not.toContain('Junan Hu');

  completion.release();
  await expect
    .poll(() => savedRows(popup, 'Saved 1'), { timeout: 20_000 })
    .toEqual([expect.stringMatching(new RegExp(`${TITLE}.*Junan Hu, Jian Liu, Jingxiang Lai \\+6`))]);
});
