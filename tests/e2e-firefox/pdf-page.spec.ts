/**
 * An OpenReview paper saved in real Firefox from its PDF tab (Firefox's own viewer, no page script): the background
 * page reads the paper's forum (answered through the test's proxy, as the arXiv API is) and saves the paper with its
 * title and authors, not its id.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { test } from './firefox';
import { openPdfTab, savePdfTabFromToolbarPopup } from './pdf-tab';
import { savedRows } from './popup';
import type { ArxivApi } from './refusing-proxy';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM = readFileSync('tests/fixtures/pages/openreview-VTF8yNQM66.html', 'utf8');

/** The forum's page for OpenReview; the arXiv API (the feed) has no papers. */
const answers: ArxivApi = (url) =>
  url.host === 'openreview.net'
    ? url.pathname === '/forum' && url.searchParams.get('id') === 'VTF8yNQM66'
      ? { status: 200, contentType: 'text/html; charset=utf-8', body: FORUM }
      : { status: 404, contentType: 'text/html', body: '' }
    : { status: 200, body: atomFeed([]) };
test.use({ arxivApi: { answer: answers } });

test('an OpenReview PDF tab saves the paper its forum names, with its title and authors', async ({ firefox }) => {
  await openPdfTab(firefox, PDF);
  await savePdfTabFromToolbarPopup(firefox, PDF);

  const popup = await firefox.openExtensionPage('popup.html');
  await expect
    .poll(() => savedRows(popup, 'Saved 1'))
    .toEqual([expect.stringMatching(/SWE-bench: Can Language Models Resolve Real-world Github Issues\?.*Carlos E Jimenez/)]);
  expect(firefox.answered).toContain('https://openreview.net/forum?id=VTF8yNQM66');
});
