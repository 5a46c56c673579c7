// @vitest-environment happy-dom
/**
 * Nothing typed in the library's note or tags is lost: not when the page closes before the field loses focus, not when
 * the pane shows another paper, not when the page goes away before the store was written.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RadarDb, savePaper } from '../../../lib/store/db';
import { mountLibrary, paper, twoSavedPapers } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;
const newer = '2604.27955';

function close(): void {
  act(() => render(null, root));
}

const note = () => document.getElementById('library-note') as HTMLTextAreaElement;

/** Types into the note as a user does: input events, no change event (the field keeps the focus). */
function type(text: string): void {
  act(() => {
    note().value = text;
    note().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  localStorage.clear();
  db = await twoSavedPapers('library-notes');
  root = document.createElement('div');
  await mountLibrary(db, root);
});
afterEach(async () => {
  close();
  root.remove();
  vi.clearAllMocks();
  await db.delete();
});

describe('the library’s note', () => {
  it('is saved when the page is hidden or closed while the note still has the focus', async () => {
    type('Typed, then Ctrl+W');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Typed, then Ctrl+W'));
  });

  it('shows a note added from elsewhere (a twin merged in), so the next edit keeps it rather than writing the old note back', async () => {
    type('Mine.');
    act(() => {
      note().dispatchEvent(new Event('change', { bubbles: true }));
      note().blur();
    });
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Mine.'));
    // What a merge writes: the kept paper's note, then its twin's.
    await db.saved.update(newer, { note: 'Mine.\n\nThe twin’s note.' });
    await vi.waitFor(() => expect(note().value).toBe('Mine.\n\nThe twin’s note.'));
    type(`${note().value} More.`);
    act(() => {
      note().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Mine.\n\nThe twin’s note. More.'));
  });

  it('is saved after a pause in typing, without leaving the field', async () => {
    type('A pause after this');
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('A pause after this'), { timeout: 3000 });
  });

  it('typed on one paper goes to that paper when the pane shows another (a paper saved in another window lands on top)', async () => {
    type('Notes on GUI Agents');
    await savePaper(db, paper('2601.00009', 'Paper New'), { now: 20 });
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Notes on GUI Agents'));
    expect((await db.saved.get('2601.00009'))?.note).toBe('');
  });

  it('sits beside the day the paper was saved, in the user’s calendar', async () => {
    await savePaper(db, paper('2605.00077', 'Saved At Noon'), { now: Date.UTC(2026, 4, 27, 12) });
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(3));
    act(() => {
      document.getElementById('library-list')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(root.querySelector('[role="option"].current')?.textContent).toContain('Saved At Noon'));
    expect(root.querySelector('form.annotations')?.textContent).toContain('Saved on May 27, 2026.');
  });

  it('is found by the search as soon as it is written, and no longer once rewritten', async () => {
    const search = (query: string) =>
      act(() => {
        const field = document.getElementById('library-search') as HTMLInputElement;
        field.value = query;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const titles = () => [...root.querySelectorAll('[role="option"]')].map((row) => row.textContent ?? '');
    search('gui');
    type('Compare the ablation table');
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Compare the ablation table'), { timeout: 3000 });
    // Typed on from "gui": the note was written meanwhile, and the search reads it, not what it read before.
    search('gui ablation');
    await vi.waitFor(() => expect(titles()).toEqual([expect.stringContaining('GUI Agents')]));
    type('Nothing to compare');
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('Nothing to compare'), { timeout: 3000 });
    search('ablation');
    await vi.waitFor(() => expect(titles()).toEqual([]));
  });

  it('left unwritten by a page that went away is written by the next library page', async () => {
    type('The browser stopped before the write');
    // The page is gone before its write: only what localStorage kept remains.
    const stored = { ...localStorage };
    close();
    await db.saved.update(newer, { note: '' });
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    await mountLibrary(db, root);
    await vi.waitFor(async () => expect((await db.saved.get(newer))?.note).toBe('The browser stopped before the write'));
    // No draft is left; the view the page keeps (sort, collection, read filter) is no draft.
    expect(Object.keys(localStorage).filter((key) => key.includes(':draft:'))).toEqual([]);
  });
});
