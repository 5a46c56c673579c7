/**
 * Saved papers stay current, in real Chromium with the built extension and routed arXiv API answers: a paper saved
 * from its abs page as v1 later has a v3 and a journal reference with a DOI; "Check for updates" in the library
 * shows "v3" and the venue in its row, its history says what changed, the "Updated" filter counts it, and the BibTeX
 * download cites the published version with its DOI while keeping the arXiv eprint.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from '@retorquere/bibtex-parser';
import { atomFeed } from '../fixtures/atom/feed-builder';
import { expect, test } from './extension';
import { ABS_ID as ID, saveFromAbsPage } from './save-abs';

const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const DOI = '10.5555/iclr.2026.4242';

async function exportFile(page: Page, label: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
  return readFileSync((await download.path()) as string, 'utf8');
}

test('"Check for updates" finds v3 and the venue; the row, the history, the Updated count and the BibTeX follow', async ({
  context,
  servePage,
  extensionId,
}) => {
  await saveFromAbsPage(context, servePage);

  // arXiv now has a v3, accepted at ICLR 2026 with a DOI.
  const asked: string[] = [];
  await context.route('https://export.arxiv.org/api/query**', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('id_list');
    if (ids) asked.push(ids);
    const papers = ids?.split(',').includes(ID)
      ? [
          {
            id: ID,
            title: TITLE,
            abstract: 'Graphical User Interface (GUI) agents have emerged as a promising paradigm.',
            authors: ['Junan Hu', 'Jian Liu', 'Jingxiang Lai'],
            categories: ['cs.AI', 'cs.CV'],
            published: '2026-04-30T17:00:00Z',
            version: 3,
            updated: '2026-11-20T09:00:00Z',
            journalRef: 'Published as a conference paper at ICLR 2026',
            doi: DOI,
          },
        ]
      : [];
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomFeed(papers) });
  });

  const library = await context.newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const row = library.getByRole('listbox', { name: 'Library papers' }).getByRole('option').first();
  await expect(row).toContainText(TITLE);
  await expect(row).not.toContainText('v3');

  await library.getByRole('button', { name: 'Check for updates' }).click();
  await expect(library.getByText('Checked 1 paper: 1 updated.')).toBeVisible({ timeout: 20_000 });
  expect(asked).toContain(ID);
  await expect(row).toContainText('v3');
  await expect(row).toContainText('Published: ICLR 2026');
  await expect(library.getByRole('button', { name: /^Updated/ })).toContainText('1');

  await row.click();
  const history = library.getByRole('region', { name: 'History' });
  await expect(history).toContainText('v3');
  await expect(history).toContainText('ICLR 2026');

  const bib = parse(await exportFile(library, 'BibTeX'), { sentenceCase: false, caseProtection: false });
  const [entry] = bib.entries;
  expect(entry?.type).toBe('inproceedings');
  expect(entry?.fields.doi).toBe(DOI);
  expect(String(entry?.fields.booktitle)).toContain('ICLR 2026');
  expect(entry?.fields.eprint).toBe(ID);
  expect(entry?.fields.archiveprefix ?? entry?.fields.archivePrefix).toBe('arXiv');
});
