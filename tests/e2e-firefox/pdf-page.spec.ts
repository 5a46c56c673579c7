/**
 * OpenReview and ACL Anthology papers saved in real Firefox from their PDF tabs (Firefox's own viewer, no page script):
 * the background page reads the paper's forum or page (answered through the test's proxy, as the arXiv API is) and saves
 * the paper with its title and authors, not its id; the toolbar then shows it saved on that tab.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { badgeOf } from './extension-api';
import { test } from './firefox';
import { openPdfTab, savePdfTabFromToolbarPopup } from './pdf-tab';
import { savedRows } from './popup';
import type { ArxivApi } from './refusing-proxy';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM = readFileSync('tests/fixtures/pages/openreview-VTF8yNQM66.html', 'utf8');
const ACL_PDF = 'https://aclanthology.org/2023.acl-long.754.pdf';
const ACL_PAGE = readFileSync('tests/fixtures/pages/acl-2023.acl-long.754.html', 'utf8');

const html = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
const NOT_FOUND = { status: 404, contentType: 'text/html', body: '' };

/** The forum's page for OpenReview, the paper's page for the Anthology; the arXiv API (the feed) has no papers. */
const answers: ArxivApi = (url) => {
  if (url.host === 'openreview.net') {
    return url.pathname === '/forum' && url.searchParams.get('id') === 'VTF8yNQM66' ? html(FORUM) : NOT_FOUND;
  }
  if (url.host === 'aclanthology.org') return url.pathname === '/2023.acl-long.754/' ? html(ACL_PAGE) : NOT_FOUND;
  return { status: 200, body: atomFeed([]) };
};
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

test('an ACL Anthology PDF tab saves the paper its page names, under its DOI, and the toolbar shows it saved there', async ({
  firefox,
}) => {
  await openPdfTab(firefox, ACL_PDF);
  const options = await firefox.openExtensionPage('options.html');
  await expect.poll(() => badgeOf(options, ACL_PDF)).toBe('+');
  await savePdfTabFromToolbarPopup(firefox, ACL_PDF);

  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringMatching(/^Self-Instruct: Aligning Language Models/)]);
  expect(firefox.answered).toContain('https://aclanthology.org/2023.acl-long.754/');
  // Stored under the DOI its page names, the paper is still the PDF tab's.
  await expect.poll(() => badgeOf(options, ACL_PDF)).toBe('✓');
});
