/**
 * The library in real Firefox: a saved paper is listed, its exports are files Firefox saves with the right content, and
 * the JSON backup imported through the file input into another Firefox brings the paper back.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parse } from '@retorquere/bibtex-parser';
import type { Page } from 'puppeteer-core';
import { allByRole, byRole } from './aria';
import { downloadedFiles } from './downloads';
import { saveFromExtensionPage } from './extension-api';
import { launchFirefox, test } from './firefox';

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';

/** The titles the library's list shows, in order. */
async function libraryTitles(library: Page): Promise<string[]> {
  const list = await byRole(library, 'listbox', 'Library papers');
  const options = list ? await allByRole(list, 'option') : [];
  return Promise.all(options.map((option) => option.evaluate((node) => node.querySelector('.row-title')?.textContent ?? '')));
}

/** Clicks the library's button with this name. */
async function press(library: Page, name: string): Promise<void> {
  const button = await byRole(library, 'button', name);
  if (!button) throw new Error(`No button "${name}" in the library.`);
  await button.click();
}

/** The text of the library's status line (what it says after an action). */
const statusText = async (library: Page) => (await byRole(library, 'status'))?.evaluate((node) => node.textContent ?? '') ?? '';

test('the library in Firefox lists a saved paper, exports BibTeX and a backup as files, and the backup imports', async ({ firefox }) => {
  const library = await firefox.openExtensionPage('library.html');
  await saveFromExtensionPage(library, { arxivId: ID, title: TITLE, authors: ['Alice Example', 'Bob Example'], published: '2026-04-30' });
  await expect.poll(() => libraryTitles(library)).toEqual([TITLE]);

  await press(library, 'BibTeX');
  await expect.poll(() => downloadedFiles(firefox.downloads, '.bib').length).toBe(1);
  const [bib] = downloadedFiles(firefox.downloads, '.bib');
  expect(bib?.name).toMatch(/^rl-for-llm-agents-\d{4}-\d{2}-\d{2}\.bib$/);
  const parsed = parse(bib?.text ?? '', { sentenceCase: false, caseProtection: false });
  expect(parsed.errors).toEqual([]);
  expect(parsed.entries.map((entry) => entry.fields)).toEqual([
    expect.objectContaining({ title: TITLE, eprint: ID, archiveprefix: 'arXiv' }),
  ]);
  await expect.poll(() => statusText(library)).toBe('Exported 1 paper as BibTeX.');

  await press(library, 'JSON backup');
  await expect.poll(() => downloadedFiles(firefox.downloads, '.json').length).toBe(1);
  const [backup] = downloadedFiles(firefox.downloads, '.json');
  expect(backup?.name).toMatch(/^agent-rl-radar-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backupJson = JSON.parse(backup?.text ?? '{}');
  expect(backupJson).toMatchObject({ format: 'agent-rl-radar-backup', version: 1, saved: [expect.objectContaining({ paperId: ID })] });

  // Another Firefox, as on a new machine: the backup chosen in the file input brings the paper back.
  const other = await launchFirefox();
  try {
    const fresh = await other.openExtensionPage('library.html');
    await expect.poll(async () => (await fresh.$('::-p-text(No saved papers yet.)')) !== null).toBe(true);
    const file = join(other.downloads, backup?.name ?? 'backup.json');
    writeFileSync(file, backup?.text ?? '');
    // The file input, as a user's file chooser fills it (BiDi's input.setFiles).
    const input = await fresh.$('input[type="file"]');
    if (!input) throw new Error('The library has no file input.');
    await input.uploadFile(file);
    // The preview of what the import will change, then the user's confirmation.
    await expect.poll(async () => (await fresh.$('::-p-text(1 new saved paper, 0 merged)')) !== null).toBe(true);
    await press(fresh, 'Import');
    await expect.poll(() => statusText(fresh)).toContain('Imported: 1 new saved paper,');
    await expect.poll(() => libraryTitles(fresh)).toEqual([TITLE]);
  } finally {
    await other.close();
  }
});
