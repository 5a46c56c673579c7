// @vitest-environment happy-dom
/**
 * What the library does with the chosen papers besides exporting them: copy their BibTeX, mark them read or unread, put
 * them in a collection.
 */
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { sendRequest } from '../../../lib/messaging/client';
import { unpackSyncCopy } from '../../../lib/sync-copy/format';
import { setSyncCopyEnabled } from '../../../lib/sync-copy/sync';
import { libraryPerTest } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({
  sendRequest: vi.fn(async () => ({ ok: true, data: { removed: true, restored: true } })),
}));

const copied: string[] = [];

/** A button of the selection line (the detail has a Copy BibTeX of its own, for the paper in view). */
const button = (name: string) =>
  [...page.root.querySelectorAll('.selection button')].find((item) => item.textContent?.trim() === name) as HTMLButtonElement | undefined;
const click = (name: string) => act(() => button(name)?.click());
const readRows = () => [...page.root.querySelectorAll('[role="option"]')].filter((row) => row.querySelector('.row-read')).length;

const page = libraryPerTest('selection-actions');
beforeEach(() => {
  copied.length = 0;
  vi.mocked(sendRequest).mockClear();
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
});

describe('the library’s selection', () => {
  it('offers its actions only once papers are chosen', () => {
    expect(button('Copy BibTeX')).toBeUndefined();
    click('Select all in view');
    expect(button('Copy BibTeX')).toBeDefined();
    expect(button('Mark read')).toBeDefined();
  });

  it('marks every chosen paper read, then unread, and says how many', async () => {
    click('Select all in view');
    click('Mark read');
    await vi.waitFor(() => expect(readRows()).toBe(2));
    expect(page.root.textContent).toContain('Marked 2 papers read.');
    click('Mark unread');
    await vi.waitFor(() => expect(readRows()).toBe(0));
    expect((await page.db.saved.toArray()).map((record) => record.read)).toEqual([false, false]);
  });

  it('puts every chosen paper in the collection picked, once Add to collection is pressed, says so, and the sync copy follows', async () => {
    await setSyncCopyEnabled(true);
    await page.db.collections.put({ id: 'reading-group', name: 'Reading group', createdAt: 5 });
    click('Select all in view');
    const select = () => page.root.querySelector('.selection select[aria-label="Collection"]') as HTMLSelectElement;
    await vi.waitFor(() => expect([...select().options].map((option) => option.text)).toContain('Reading group'));
    act(() => {
      select().value = 'reading-group';
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Choosing alone changes nothing (arrowing through a closed select fires change at each key).
    expect((await page.db.saved.toArray()).some((record) => record.collectionIds.includes('reading-group'))).toBe(false);
    click('Add to collection');
    await vi.waitFor(() => expect(page.root.textContent).toContain('Added 2 papers to “Reading group”.'));
    expect((await page.db.saved.toArray()).map((record) => record.collectionIds.includes('reading-group'))).toEqual([true, true]);
    // The copy another browser restores from has them in it too, not only after some later save.
    await vi.waitFor(async () => {
      const read = unpackSyncCopy(await browser.storage.sync.get(null));
      const entries = read.ok ? [...(read.copy?.saved.values() ?? [])] : [];
      expect(entries.map((entry) => entry.collectionIds.includes('reading-group'))).toEqual([true, true]);
    });
  });

  it('removes every chosen paper, and U brings them all back', async () => {
    click('Select all in view');
    click('Remove');
    await vi.waitFor(() => expect(page.root.textContent).toContain('Removed 2 papers from the library. Press U to undo.'));
    const list = page.root.querySelector('#library-list') as HTMLElement;
    expect(vi.mocked(sendRequest).mock.calls.map(([request]) => request)).toEqual([
      { type: 'paper/unsave', paperId: '2604.27955' },
      { type: 'paper/unsave', paperId: '2605.28143' },
    ]);
    act(() => void list.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, cancelable: true })));
    await vi.waitFor(() => expect(page.root.textContent).toContain('Saved 2 papers again, with your notes and tags.'));
    expect(
      vi
        .mocked(sendRequest)
        .mock.calls.slice(2)
        .map(([request]) => request),
    ).toEqual([
      { type: 'paper/undo-unsave', paperId: '2604.27955' },
      { type: 'paper/undo-unsave', paperId: '2605.28143' },
    ]);
  });

  it('copies the chosen papers’ BibTeX in the list’s order, to paste into a paper’s .bib', async () => {
    click('Select all in view');
    click('Copy BibTeX');
    await vi.waitFor(() => expect(copied).toHaveLength(1));
    expect([...(copied[0] ?? '').matchAll(/^\s*title = \{(.+)\},$/gm)].map((match) => match[1])).toEqual(['{GUI} Agents', '{SKILLC}']);
    expect(page.root.textContent).toContain('Copied the BibTeX of 2 papers.');
  });

  it('C copies the selection’s BibTeX, or the paper in view’s when none is chosen', async () => {
    const list = page.root.querySelector('#library-list') as HTMLElement;
    const pressC = () => act(() => void list.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true })));
    pressC();
    await vi.waitFor(() => expect(copied).toHaveLength(1));
    expect((copied[0] ?? '').match(/^@/gm)).toHaveLength(1);
    expect(copied[0]).toContain('title = {{GUI} Agents}');
    click('Select all in view');
    pressC();
    await vi.waitFor(() => expect(copied).toHaveLength(2));
    expect((copied[1] ?? '').match(/^@/gm)).toHaveLength(2);
  });
});
