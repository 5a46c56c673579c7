// @vitest-environment happy-dom
/**
 * The options page: each control saves at once and says so, reads back what is stored, follows a change made in
 * another tab, and has a name.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Options } from '../../../components/options/Options';
import { sendRequest } from '../../../lib/messaging/client';
import { readSettings, writeSettings } from '../../../lib/settings/settings';
import { RadarDb } from '../../../lib/store/db';
import { packSyncCopy, toSeconds } from '../../../lib/sync-copy/format';
import { SYNC_COPY_SETTING, setSyncCopyEnabled, syncCopyEnabled, writeSyncCopy } from '../../../lib/sync-copy/sync';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;

async function open() {
  act(() => render(<Options db={db} />, root));
  await vi.waitFor(() => expect(root.querySelectorAll('input[type="checkbox"]')).toHaveLength(5));
}

beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`options-${Math.random()}`);
  await db.open();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  fakeBrowser.reset();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  await db.delete();
});

/** The checkbox whose label holds `text`. */
function checkbox(text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((element) => element.textContent?.includes(text));
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no checkbox labelled ${text}`);
  return input;
}

function select(label: string): HTMLSelectElement {
  const element = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const control = element && document.getElementById(element.htmlFor);
  if (!(control instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
  return control;
}

function choose(control: HTMLSelectElement, label: string) {
  const option = [...control.options].find((candidate) => candidate.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  act(() => {
    control.value = option.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** storage.local.get rejects for `key`, `times` times (every time without a count); other keys read as usual. */
function failReads(key: string, times = Number.POSITIVE_INFINITY) {
  const local = fakeBrowser.storage.local;
  const get = local.get.bind(local) as (keys: string) => Promise<Record<string, unknown>>;
  let left = times;
  const read = async (keys: string) => {
    if (keys === key && left-- > 0) throw new Error('Storage is unavailable');
    return get(keys);
  };
  return vi.spyOn(local, 'get').mockImplementation(read as typeof local.get);
}

const status = () => root.querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => root.querySelector('[role="alert"]')?.textContent ?? '';

describe('the options page', () => {
  it('shows the six sections, and the stored settings in its controls', async () => {
    await writeSettings({ marks: { 'arxiv-abs': false }, feedRefreshHours: 24, backupReminderDays: 0 });
    await open();
    expect([...root.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Marks on arXiv pages',
      'Topic feed',
      'Second opinion for uncertain papers',
      'Sync copy',
      'Backup reminder',
      'Exports',
    ]);
    expect(checkbox('arXiv listings (new, recent, past week, monthly, catch-up)').checked).toBe(true);
    expect(checkbox('arXiv search results').checked).toBe(true);
    expect(checkbox('arXiv abstract pages (the verdict under the save button)').checked).toBe(false);
    expect(checkbox('BibTeX: keep arXiv @misc entries even for published papers').checked).toBe(false);
    const feed = select('Refresh the feed');
    expect(feed.selectedOptions[0]?.textContent).toBe('Once a day');
    expect([...feed.options].map((option) => option.textContent)).toEqual([
      'Every hour',
      'Every 3 hours',
      'Every 6 hours',
      'Every 12 hours',
      'Once a day',
      'Only when I open the popup',
    ]);
    const backup = select('Remind me to export a backup');
    expect(backup.selectedOptions[0]?.textContent).toBe('Never');
    expect([...backup.options].map((option) => option.textContent)).toEqual([
      'After 7 days',
      'After 14 days',
      'After 30 days',
      'After 90 days',
      'Never',
    ]);
  });

  it('saves a mark at once, keeps the others, and says so', async () => {
    await open();
    act(() => checkbox('arXiv search results').click());
    await vi.waitFor(() => expect(status()).toBe('Saved. Marks on arXiv search results are off.'));
    expect((await readSettings()).marks).toEqual({ 'arxiv-listing': true, 'arxiv-search': false, 'arxiv-abs': true });
    act(() => checkbox('arXiv search results').click());
    await vi.waitFor(() => expect(status()).toBe('Saved. Marks on arXiv search results are on.'));
    expect((await readSettings()).marks['arxiv-search']).toBe(true);
  });

  it('saves the feed period and the backup reminder', async () => {
    await open();
    choose(select('Refresh the feed'), 'Only when I open the popup');
    await vi.waitFor(() => expect(status()).toBe('Saved. The feed refreshes when you open the popup.'));
    expect((await readSettings()).feedRefreshHours).toBe(0);
    choose(select('Refresh the feed'), 'Every 3 hours');
    await vi.waitFor(() => expect(status()).toBe('Saved. The feed refreshes every 3 hours.'));
    choose(select('Remind me to export a backup'), 'After 90 days');
    await vi.waitFor(() => expect(status()).toBe('Saved. The library reminds you 90 days after your last backup.'));
    expect(await readSettings()).toMatchObject({ feedRefreshHours: 3, backupReminderDays: 90 });
  });

  it('saves the BibTeX setting and says what exports do now', async () => {
    await open();
    const misc = checkbox('BibTeX: keep arXiv @misc entries even for published papers');
    act(() => misc.click());
    await vi.waitFor(() => expect(status()).toBe('Saved. BibTeX exports keep arXiv @misc entries for every arXiv paper.'));
    expect((await readSettings()).bibtexPreprintEntries).toBe(true);
    act(() => misc.click());
    await vi.waitFor(() => expect(status()).toBe('Saved. BibTeX exports cite a published paper as its venue’s entry.'));
    expect((await readSettings()).bibtexPreprintEntries).toBe(false);
  });

  it('follows a change made in another tab', async () => {
    await open();
    await act(async () => {
      await writeSettings({ marks: { 'arxiv-listing': false }, feedRefreshHours: 12 });
    });
    await vi.waitFor(() => expect(checkbox('arXiv listings').checked).toBe(false));
    expect(select('Refresh the feed').selectedOptions[0]?.textContent).toBe('Every 12 hours');
  });

  it('says when the account holds no copy to restore; turns the copy on (writing it) and off; restores from it', async () => {
    await open();
    const button = (text: string) => [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
    act(() => button('Restore from my browser account')?.click());
    await vi.waitFor(() => expect(alertText()).toBe('Your browser account holds no copy of a saved list.'));
    expect(status()).toBe('');

    const copy = checkbox('Copy the saved list to my browser account');
    await vi.waitFor(() => expect(copy.disabled).toBe(false));
    act(() => copy.click());
    await vi.waitFor(() => expect(status()).toBe('Saved. Your saved list is copied to your browser account.'));
    expect(alertText()).toBe('');
    expect(await syncCopyEnabled()).toBe(true);
    expect(Object.keys(await fakeBrowser.storage.sync.get(null))).not.toEqual([]);
    act(() => copy.click());
    await vi.waitFor(() => expect(status()).toBe('Saved. The copy is no longer updated.'));
    expect(await syncCopyEnabled()).toBe(false);

    act(() => button('Restore from my browser account')?.click());
    await vi.waitFor(() => expect(status()).toMatch(/^Restored 0 of 0 papers from your browser account/));
    expect(sendRequest).toHaveBeenCalledWith({ type: 'paper/complete-pending' });
  });

  it('the copy switch follows another window; a restore runs once, busy meanwhile, and names the papers the copy could not hold', async () => {
    await open();
    const copy = checkbox('Copy the saved list to my browser account');
    await vi.waitFor(() => expect(copy.disabled).toBe(false));
    await act(async () => {
      await setSyncCopyEnabled(true);
    });
    await vi.waitFor(() => expect(copy.checked).toBe(true));
    // A copy of two papers that had to leave 40 older ones out.
    // One of them known by its DOI alone: the copy holds ids, and arXiv's API completes only arXiv papers.
    const saved = new Map(['2605.00001', 'doi:10.1234/x'].map((id, i) => [id, { collectionIds: [], at: toSeconds(Date.now()) - i }]));
    const items = packSyncCopy({ collections: new Map(), saved, removed: new Map(), collectionsGone: new Map() }, Date.now());
    const meta = items['savedCopy:meta'] as Record<string, unknown>;
    await fakeBrowser.storage.sync.set({ ...items, 'savedCopy:meta': { ...meta, omitted: 40 } });
    const restore = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Restore from my browser account');
    act(() => {
      restore?.click();
      restore?.click();
    });
    expect(restore?.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() =>
      expect(status()).toBe(
        'Restored 2 of 2 papers from your browser account; their details come from the arXiv API. 1 of them is not on arXiv and shows only its id until saved again from its page. 40 older papers did not fit in the copy (the browser account holds a few thousand ids): import a JSON backup for them.',
      ),
    );
    expect(restore?.getAttribute('aria-busy')).toBe('false');
    // Once: the restored papers completed from the arXiv API, and shown saved on open pages and the toolbar.
    expect(vi.mocked(sendRequest).mock.calls.map(([request]) => request)).toEqual([
      { type: 'paper/complete-pending' },
      { type: 'library/saved', paperIds: ['2605.00001', 'doi:10.1234/x'] },
    ]);
  });

  it('turned on and at once off again, says the copy is off, not that it was copied', async () => {
    await open();
    const copy = checkbox('Copy the saved list to my browser account');
    await vi.waitFor(() => expect(copy.disabled).toBe(false));
    act(() => {
      copy.click();
      copy.click();
    });
    await vi.waitFor(() => expect(status()).toBe('Saved. The copy is no longer updated.'));
    // Copy writes run one after another: this one ends after the first choice's, whose words must not come after the second's.
    await writeSyncCopy(db);
    await act(async () => undefined);
    expect(status()).toBe('Saved. The copy is no longer updated.');
    expect(copy.checked).toBe(false);
    expect(await syncCopyEnabled()).toBe(false);
  });

  it('a first read of the settings that fails says so, keeps the sync copy usable, and Try again reads them and takes the alert back', async () => {
    failReads('settings', 1);
    act(() => render(<Options db={db} />, root));
    await vi.waitFor(() => expect(alertText()).toBe('Your settings can’t be read: Storage is unavailable.'));
    expect(root.textContent).not.toContain('Reading your settings…');
    // The sync copy keeps its own key: it still reads, and can be changed.
    const copy = checkbox('Copy the saved list to my browser account');
    await vi.waitFor(() => expect(copy.disabled).toBe(false));
    const again = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    act(() => again?.click());
    await vi.waitFor(() => expect(root.querySelectorAll('input[type="checkbox"]')).toHaveLength(5));
    expect(root.querySelector('button')?.textContent).not.toBe('Try again');
    // Read now: the alert goes, said so, and the focus the gone button held waits on the page's heading.
    await vi.waitFor(() => expect(alertText()).toBe(''));
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Your settings were read.');
    expect(document.activeElement?.id).toBe('options-title');
  });

  it('a first read of the copy switch that fails says so, and the switch can still be set', async () => {
    const reads = failReads(SYNC_COPY_SETTING);
    await open();
    await vi.waitFor(() =>
      expect(alertText()).toBe('Whether the copy is on can’t be read: Storage is unavailable. Check or clear the box to set it.'),
    );
    const copy = checkbox('Copy the saved list to my browser account');
    expect(copy.disabled).toBe(false);
    expect(copy.indeterminate).toBe(true);
    reads.mockRestore();
    act(() => copy.click());
    await vi.waitFor(() => expect(status()).toBe('Saved. Your saved list is copied to your browser account.'));
    expect(copy.checked).toBe(true);
    expect(copy.indeterminate).toBe(false);
    expect(await syncCopyEnabled()).toBe(true);
  });

  it('names every control', async () => {
    await open();
    for (const input of root.querySelectorAll('input')) {
      const label = input.closest('label') ?? root.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent?.trim()).toBeTruthy();
    }
    for (const control of root.querySelectorAll('select')) {
      expect(root.querySelector(`label[for="${control.id}"]`)?.textContent).toBeTruthy();
      expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
    }
    for (const button of root.querySelectorAll('button')) expect(button.textContent?.trim()).toBeTruthy();
  });
});
