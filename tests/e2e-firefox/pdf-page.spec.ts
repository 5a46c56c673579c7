/**
 * An OpenReview paper saved in real Firefox from its PDF tab (Firefox's own viewer, no page script): the background
 * page reads the paper's forum (answered through the test's proxy, as the arXiv API is) and saves the paper with its
 * title and authors, not its id.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { showTab } from './extension-api';
import { servePages, test } from './firefox';
import { savedRows } from './popup';
import type { ArxivApi } from './refusing-proxy';
import { openToolbarPopup, pressInToolbarPopup, toolbarPopup } from './toolbar-popup';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM = readFileSync('tests/fixtures/pages/openreview-VTF8yNQM66.html', 'utf8');
const PDF_BODY = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** The forum's page for OpenReview; the arXiv API (the feed) has no papers. */
const answers: ArxivApi = (url) =>
  url.host === 'openreview.net'
    ? url.pathname === '/forum' && url.searchParams.get('id') === 'VTF8yNQM66'
      ? { status: 200, contentType: 'text/html; charset=utf-8', body: FORUM }
      : { status: 404, contentType: 'text/html', body: '' }
    : { status: 200, body: atomFeed([]) };
test.use({ arxivApi: { answer: answers } });

test('an OpenReview PDF tab saves the paper its forum names, with its title and authors', async ({ firefox }) => {
  const pdf = await firefox.browser.newPage();
  await servePages(pdf, { [PDF]: { contentType: 'application/pdf', body: PDF_BODY } });
  await pdf.goto(PDF);
  const options = await firefox.openExtensionPage('options.html');
  await showTab(options, PDF);
  await openToolbarPopup(options);
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Save this paper');
  await pressInToolbarPopup(options, 'Save this paper');

  const popup = await firefox.openExtensionPage('popup.html');
  await expect
    .poll(() => savedRows(popup, 'Saved 1'))
    .toEqual([expect.stringMatching(/SWE-bench: Can Language Models Resolve Real-world Github Issues\?.*Carlos E Jimenez/)]);
  expect(firefox.answered).toContain('https://openreview.net/forum?id=VTF8yNQM66');
});
