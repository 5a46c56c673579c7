import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { parse } from '@retorquere/bibtex-parser';
import { DB_NAME } from '../../lib/store/db';
import { launchWithExtension } from '../support/launch-extension';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './extension';
import { saveFromAbsPage } from './save-abs';

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';

/** Saves the abs fixture's paper from its page, as a reader would, and opens the library once it lists the paper. */
async function saveThenOpenLibrary(
  context: BrowserContext,
  servePage: (url: string, html: string) => Promise<void>,
  extensionId: string,
): Promise<Page> {
  await saveFromAbsPage(context, servePage);
  const library = await context.newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(1);
  return library;
}

/** Clicks an export button and returns the downloaded file's name and text. */
async function exportFile(page: Page, label: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path()) as string, 'utf8') };
}

test('save from a page, organise in the library, export every format, and re-import the backup into a fresh profile', async ({
  context,
  servePage,
  extensionId,
}) => {
  const library = await saveThenOpenLibrary(context, servePage, extensionId);
  const list = library.getByRole('listbox', { name: 'Library papers' });
  await expect(library.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  // A backup is due: nothing was ever exported.
  await expect(library.getByText(/never exported a backup/)).toBeVisible();

  // Organise: a collection, tags, a note, read.
  await library.getByLabel('New collection').fill('Reading group');
  await library.getByRole('button', { name: 'Create' }).click();
  await expect(library.getByRole('status')).toHaveText('Created the collection “Reading group”.');
  await library.getByRole('checkbox', { name: 'Reading group' }).check();
  await library.getByLabel('Tags (comma-separated)').fill('gui agents, survey');
  await library.getByLabel('Tags (comma-separated)').press('Tab');
  await expect(library.getByRole('status')).toHaveText('Tags saved.');
  await library.getByLabel('Note', { exact: true }).fill('Read §3 = the taxonomy.');
  await library.getByLabel('Note', { exact: true }).press('Tab');
  await expect(library.getByRole('status')).toHaveText('Note saved.');
  await library.getByRole('checkbox', { name: 'Read', exact: true }).check();
  await library.getByRole('button', { name: /^Reading group/ }).click();
  await expect(list.getByRole('option')).toHaveCount(1);

  // Every format downloads, with the paper in it.
  const bib = await exportFile(library, 'BibTeX');
  expect(bib.name).toMatch(/\.bib$/);
  const parsed = parse(bib.text, { sentenceCase: false, caseProtection: false });
  expect(parsed.errors).toEqual([]);
  expect(parsed.entries[0]?.fields).toMatchObject({ title: TITLE, eprint: ID, archiveprefix: 'arXiv', keywords: ['gui agents', 'survey'] });
  // The key leaves with the file, and the paper keeps it: the library says so, and CSL-JSON (Pandoc's @key) agrees.
  const key = parsed.entries[0]?.key as string;
  await expect(library.getByText(`Cited as ${key} in BibTeX and CSL-JSON, from now on.`)).toBeVisible();
  expect((await exportFile(library, 'RIS')).text).toContain(`TI  - ${TITLE}`);
  expect(JSON.parse((await exportFile(library, 'CSL-JSON')).text)[0]).toMatchObject({ id: key, title: TITLE, number: ID, type: 'article' });
  const csv = await exportFile(library, 'CSV');
  expect(csv.text.startsWith('\uFEFF"id"')).toBe(true);
  expect(csv.text).toContain('"RL for LLM Agents; Reading group"');
  expect(csv.text).toContain('"Read §3 = the taxonomy."');
  expect((await exportFile(library, 'Markdown')).text).toContain(`(<https://arxiv.org/abs/${ID}>)`);
  const backup = await exportFile(library, 'JSON backup');
  expect(JSON.parse(backup.text)).toMatchObject({ format: 'agent-rl-radar-backup', version: 1 });
  await expect(library.getByText(/never exported a backup/)).toHaveCount(0);

  // A fresh profile: import the backup and find everything.
  const fresh = await launchWithExtension();
  try {
    const worker = fresh.context.serviceWorkers()[0] ?? (await fresh.context.waitForEvent('serviceworker'));
    const page = await fresh.context.newPage();
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/library.html`);
    await expect(page.getByText('No saved papers yet.')).toBeVisible();
    await page
      .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
      .setInputFiles({ name: backup.name, mimeType: 'application/json', buffer: Buffer.from(backup.text) });
    await expect(page.getByText('1 new saved paper, 0 merged')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Imported: 1 new saved paper,');
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(page.getByLabel('Tags (comma-separated)')).toHaveValue('gui agents, survey');
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Read §3 = the taxonomy.');
    await expect(page.getByRole('checkbox', { name: 'Reading group' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Read', exact: true })).toBeChecked();
    await expect(page.getByText(`Cited as ${key} in BibTeX and CSL-JSON, from now on.`)).toBeVisible();

    // A BibTeX file from a reference manager adds the papers it names by DOI or arXiv id.
    const bib =
      '@article{schulman_ppo_2017,\n  title = {Proximal Policy Optimization Algorithms},\n  author = {Schulman, John and Wolski, Filip},\n  year = {2017},\n  doi = {10.1234/jir.2017.42},\n}\n';
    await page
      .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
      .setInputFiles({ name: 'zotero.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(bib) });
    await expect(page.getByText('1 paper to save from the BibTeX file')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Imported 1 new paper from BibTeX');
    await expect(page.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(2);

    // So does a CSL-JSON file (Zotero's "CSL JSON" export), a .json that is no backup.
    const csl = [
      {
        type: 'paper-conference',
        title: 'Self-Instruct',
        author: [{ family: 'Wang', given: 'Yizhong' }],
        DOI: '10.18653/v1/2023.acl-long.754',
      },
    ];
    await page
      .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
      .setInputFiles({ name: 'zotero.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(csl)) });
    await expect(page.getByText('1 paper to save from the CSL-JSON file')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Imported 1 new paper from CSL-JSON');
    await expect(page.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(3);

    // Choosing papers (Space on the list) makes a selection that exports on its own.
    const freshList = page.getByRole('listbox', { name: 'Library papers' });
    await expect(freshList).toHaveAttribute('aria-multiselectable', 'true');
    await freshList.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(page.getByRole('status')).toHaveText('1 paper selected.');
    await expect(freshList.getByRole('option', { selected: true })).toHaveCount(1);
    const chosenTitle = (await freshList.getByRole('option', { selected: true }).locator('.row-title').textContent()) ?? '';
    const selection = parse((await exportFile(page, 'BibTeX')).text, { sentenceCase: false, caseProtection: false });
    expect(selection.entries.map((entry) => entry.fields.title)).toEqual([chosenTitle]);

    // A bad file is refused, and nothing changes.
    await page
      .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
      .setInputFiles({ name: 'evil.json', mimeType: 'application/json', buffer: Buffer.from('{"__proto__":{"x":1}}') });
    await expect(page.getByRole('alert')).toContainText('Nothing was imported: The file contains a forbidden key');
    await expect(page.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(3);
  } finally {
    await fresh.close();
  }
});

test('the library has no axe violations in light and dark themes', async ({ context, extensionId, servePage }) => {
  const library = await saveThenOpenLibrary(context, servePage, extensionId);
  // A row marked read shows its quiet "Read": checked for contrast with the rest.
  await library.getByRole('listbox', { name: 'Library papers' }).focus();
  await library.keyboard.press('r');
  await expect(library.locator('.row-read')).toHaveText('Read');
  await expectNoAxeViolations(library);
});

test('the library answers the popup’s keys: ? lists them, R marks a paper read, S removes it and U brings it back', async ({
  context,
  servePage,
  extensionId,
}) => {
  const library = await saveThenOpenLibrary(context, servePage, extensionId);
  const list = library.getByRole('listbox', { name: 'Library papers' });
  await list.focus();
  await library.keyboard.press('?');
  await expect(library.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await library.keyboard.press('Escape');
  await expect(library.getByRole('dialog')).toHaveCount(0);
  await list.focus();
  // R marks the paper read: its row and the detail's checkbox say so; R again, unread.
  const row = list.getByRole('option').first();
  await library.keyboard.press('r');
  await expect(library.getByRole('status')).toHaveText('Marked read.');
  await expect(row.locator('.row-read')).toHaveText('Read');
  await expect(library.getByRole('checkbox', { name: 'Read', exact: true })).toBeChecked();
  await library.keyboard.press('r');
  await expect(library.getByRole('status')).toHaveText('Marked unread.');
  await expect(row.locator('.row-read')).toHaveCount(0);
  await library.keyboard.press('s');
  await expect(library.getByRole('status')).toContainText('Removed “GUI Agents with Reinforcement Learning');
  await expect(library.getByText('No saved papers yet.')).toBeVisible();
  // The list went with its last paper: the focus is on the papers' section, not lost to the page's body.
  await expect(library.getByRole('region', { name: 'Saved papers' })).toBeFocused();
  await library.keyboard.press('u');
  await expect(library.getByRole('status')).toHaveText('Saved again, with your notes and tags.');
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(1);
});

test('the library opens as it was left: its sort and read filter, not its search', async ({ context, servePage, extensionId }) => {
  const library = await saveThenOpenLibrary(context, servePage, extensionId);
  await library.getByLabel('Sort').selectOption('title');
  await library.getByLabel('Show').selectOption('unread');
  await library.getByLabel('Search the library').fill('gui');
  await library.reload();
  await expect(library.getByLabel('Sort')).toHaveValue('title');
  await expect(library.getByLabel('Show')).toHaveValue('unread');
  await expect(library.getByLabel('Search the library')).toHaveValue('');
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(1);
});

/** The records waiting out their undo window in the extension's database (read from one of its pages). */
function removedRecords(page: Page): Promise<{ paperId: string; record: { note: string } }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('removed').objectStore('removed').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
        };
      }),
    DB_NAME,
  );
}

// Chrome stops an idle worker after about 30 s, and with it anything kept in its memory. Stopping it from a test
// (DevTools' ServiceWorker.stopWorker, or chrome://serviceworker-internals) makes headless Chromium under Playwright
// exit, so this test shows the removed record waiting in the database instead; tests/entrypoints/save.test.ts undoes
// through a second set of handlers, as a restarted worker would.
test('a removed paper waits in the database with its note, not in the worker, and U brings it back', async ({
  context,
  servePage,
  extensionId,
}) => {
  const library = await saveThenOpenLibrary(context, servePage, extensionId);
  const note = library.getByRole('textbox', { name: 'Note' });
  await note.fill('Compare with ArCHer on WebShop');
  await note.blur();
  await expect(library.getByRole('status')).toHaveText('Note saved.');
  await library.getByRole('listbox', { name: 'Library papers' }).focus();
  await library.keyboard.press('s');
  await expect(library.getByText('No saved papers yet.')).toBeVisible();
  await expect
    .poll(async () => (await removedRecords(library)).map((entry) => [entry.paperId, entry.record.note]))
    .toEqual([[ID, 'Compare with ArCHer on WebShop']]);

  await library.keyboard.press('u');
  await expect(library.getByRole('status')).toHaveText('Saved again, with your notes and tags.');
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(1);
  await expect(note).toHaveValue('Compare with ArCHer on WebShop');
  await expect.poll(async () => (await removedRecords(library)).length).toBe(0);
});
