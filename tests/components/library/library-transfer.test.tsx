// @vitest-environment happy-dom
/** The library's export panel: the BibTeX setting is a checkbox there too, and a BibTeX download follows it. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Library } from '../../../components/library/Library';
import { readBackup, toBackupJson } from '../../../lib/export/backup';
import { LAST_EXPORT_KEY } from '../../../lib/library/queries';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { readSettings, writeSettings } from '../../../lib/settings/settings';
import { RadarDb, readKv, savePaper } from '../../../lib/store/db';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const LABEL = 'BibTeX: keep arXiv @misc entries even for published papers';
let db: RadarDb;
let root: HTMLElement;
/** The files the page offered for download. */
let downloads: Blob[];

beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`library-transfer-${Math.random()}`);
  await db.open();
  const made = normalizePaperDraft(
    { arxivId: '2605.28143', title: 'SKILLC', authors: ['A B'], journalRef: 'ICLR 2027', doi: '10.1145/3580305.3599256' },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now: 1 });
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  fakeBrowser.reset();
  vi.restoreAllMocks();
  await db.delete();
});

const status = () => root.querySelector('p.status[role="status"]')?.textContent ?? '';
function checkbox(): HTMLInputElement {
  const input = [...root.querySelectorAll('label')].find((label) => label.textContent === LABEL)?.querySelector('input');
  if (!input) throw new Error('no BibTeX checkbox');
  return input;
}
async function exportBibtex(): Promise<string> {
  const before = downloads.length;
  act(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'BibTeX')?.click());
  await vi.waitFor(() => expect(downloads).toHaveLength(before + 1));
  // The export is over once it says so (after the download): a click before that would have its own status line
  // overwritten by the export's.
  await vi.waitFor(() => expect(status()).toMatch(/^Exported 1 paper as BibTeX\./));
  return (downloads.at(-1) as Blob).text();
}

describe('the library’s BibTeX setting', () => {
  it('exports a published paper as its venue’s entry, or as @misc once the checkbox is ticked', async () => {
    act(() => render(<Library db={db} />, root));
    await vi.waitFor(() => expect(checkbox().checked).toBe(false));
    expect(await exportBibtex()).toMatch(/^@inproceedings\{b2027skillc,[\s\S]*booktitle = \{ICLR 2027\}[\s\S]*eprint = \{2605\.28143\}/);

    act(() => checkbox().click());
    await vi.waitFor(() => expect(status()).toBe('Saved. BibTeX exports keep arXiv @misc entries for every arXiv paper.'));
    expect((await readSettings()).bibtexPreprintEntries).toBe(true);
    expect(await exportBibtex()).toMatch(/^@misc\{b2027skillc,[\s\S]*journal = \{ICLR 2027\}/);
  });

  it('follows the setting changed on options.html', async () => {
    act(() => render(<Library db={db} />, root));
    await vi.waitFor(() => expect(checkbox().checked).toBe(false));
    await act(async () => {
      await writeSettings({ bibtexPreprintEntries: true });
    });
    await vi.waitFor(() => expect(checkbox().checked).toBe(true));
  });
});

describe('the backup reminder', () => {
  it('stays after an export in another format, and goes once a JSON backup is downloaded', async () => {
    act(() => render(<Library db={db} />, root));
    const reminded = () => root.textContent?.includes('You have never exported a backup.') ?? false;
    await vi.waitFor(() => expect(reminded()).toBe(true));
    await exportBibtex();
    // The export is over (it said so): a BibTeX file is no backup, so no backup date was written.
    expect(await readKv(db, LAST_EXPORT_KEY)).toBeUndefined();
    expect(reminded()).toBe(true);
    act(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'JSON backup')?.click());
    await vi.waitFor(() => expect(status()).toBe('Exported a JSON backup of 1 saved paper.'));
    await vi.waitFor(() => expect(reminded()).toBe(false));
  });
});

describe('the library’s backup import', () => {
  it('reports what the import wrote, not the preview’s counts, when a paper was saved in between', async () => {
    // A backup from another browser, holding SKILLC and a paper not saved here yet.
    const other = new RadarDb(`library-transfer-other-${Math.random()}`);
    await other.open();
    const made = normalizePaperDraft(
      { arxivId: '2604.27955', title: 'GUI Agents', authors: ['C D'] },
      { site: 'test', url: 'https://arxiv.org/', at: 1 },
    );
    if (!made.ok) throw new Error(made.error);
    await savePaper(other, made.paper, { now: 2 });
    const file = new File([toBackupJson(await readBackup(other))], 'backup.json', { type: 'application/json' });
    await other.delete();

    act(() => render(<Library db={db} />, root));
    const input = await vi.waitFor(() => {
      const found = root.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change'));
    });
    await vi.waitFor(() => expect(root.querySelector('fieldset.plan p')?.textContent).toMatch(/^1 new saved paper, 0 merged/));
    // Saved here (another tab) while the preview is open: the import merges it, and says so.
    await savePaper(db, made.paper, { now: 3 });
    act(() =>
      [...root.querySelectorAll<HTMLButtonElement>('fieldset.plan button')].find((button) => button.textContent === 'Import')?.click(),
    );
    await vi.waitFor(() => expect(status()).toMatch(/^Imported: /));
    expect(status()).toBe('Imported: 0 new saved papers, 1 merged, 0 new collections.');
  });
});

describe('the library’s export scope', () => {
  it('exports the selection in the order the list shows it, not in the order the papers were saved', async () => {
    // SKILLC (saved first) and a newer paper whose title sorts after it.
    const made = normalizePaperDraft(
      { arxivId: '2604.27955', title: 'Zero-shot Agents', authors: ['C D'] },
      { site: 'test', url: 'https://arxiv.org/', at: 1 },
    );
    if (!made.ok) throw new Error(made.error);
    await savePaper(db, made.paper, { now: 2 });
    act(() => render(<Library db={db} />, root));
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(2));
    const sort = [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith('Sort'))?.querySelector('select');
    act(() => {
      (sort as HTMLSelectElement).value = 'title';
      sort?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const shown = () =>
      [...root.querySelectorAll('[role="option"]')].map((option) => (option.textContent?.includes('SKILLC') ? 'SKILLC' : 'Zero'));
    await vi.waitFor(() => expect(shown()).toEqual(['SKILLC', 'Zero']));
    act(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Select all in view')?.click());
    expect((root.querySelector('.transfer select') as HTMLSelectElement).value).toBe('chosen');
    act(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Markdown')?.click());
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const markdown = await (downloads[0] as Blob).text();
    expect(markdown.indexOf('SKILLC')).toBeGreaterThan(0);
    expect(markdown.indexOf('SKILLC')).toBeLessThan(markdown.indexOf('Zero'));
  });

  it('says that nothing is selected when the selection (0) is exported, not that this view is empty', async () => {
    act(() => render(<Library db={db} />, root));
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
    const scope = root.querySelector('.transfer select') as HTMLSelectElement;
    act(() => {
      scope.value = 'chosen';
      scope.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Markdown')?.click());
    const alertText = () => root.querySelector('[role="alert"]')?.textContent ?? '';
    await vi.waitFor(() => expect(alertText()).toBe('No papers are selected: select some, or export this view or everything.'));
    expect(downloads).toHaveLength(0);
  });
});
