// @vitest-environment happy-dom
/**
 * The library's `?` dialog lists exactly the keys the library acts on: each key of the whole table is pressed on the
 * list, and the ones the page takes (their default prevented) must be the ones the dialog shows.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { KEY_HELP } from '../../../lib/keymap/help';
import { KEYMAP, type KeyAction, LIBRARY_KEYS } from '../../../lib/keymap/keymap';
import { sendRequest } from '../../../lib/messaging/client';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { type RadarDb, restoreRemoved, savePaper, unsavePaper } from '../../../lib/store/db';
import { mountLibrary, twoSavedPapers } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({
  sendRequest: vi.fn(async () => ({ ok: true, data: { removed: true, restored: true } })),
}));

let db: RadarDb;
let root: HTMLElement;
beforeEach(async () => {
  db = await twoSavedPapers('library-keys');
  vi.spyOn(browser.tabs, 'create').mockImplementation(async () => undefined as never);
  root = document.createElement('div');
  await mountLibrary(db, root);
  await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(2));
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  await db.delete();
});

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
};

/** Presses a key on an element; true when the library took it. */
function press(target: Element, key: string): boolean {
  const shifted = key.startsWith('Shift+');
  const event = new KeyboardEvent('keydown', { key: shifted ? key.slice(6) : key, shiftKey: shifted, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

/** The dialog's rows for this page: each key's label (the table of arXiv listing keys below it is not the page's). */
const dialogLabels = () => [...document.querySelectorAll('[role="dialog"] table:first-of-type th kbd')].map((kbd) => kbd.textContent);

describe('the library’s keys', () => {
  it('O on a paper without a PDF link says so and opens nothing', async () => {
    const made = normalizePaperDraft(
      { doi: '10.18653/v1/2024.acl-long.1', title: 'An ACL Paper', authors: ['A B'] },
      { site: 'test', url: 'https://aclanthology.org/', at: 1 },
    );
    if (!made.ok) throw new Error(made.error);
    await savePaper(db, made.paper, { now: 3 });
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(3));
    press(byId('library-list'), 'g');
    await vi.waitFor(() => expect(root.querySelector('[role="option"].current')?.textContent).toContain('An ACL Paper'));
    expect(press(byId('library-list'), 'o')).toBe(true);
    await vi.waitFor(() => expect(root.textContent).toContain('This paper has no PDF link.'));
    expect(browser.tabs.create).not.toHaveBeenCalled();
  });

  it('? lists only the keys the library handles: the popup’s moves and opens, S, U, R, C, Space, Shift+J/K, / and ?', () => {
    expect(press(byId('library-list'), '?')).toBe(true);
    expect(dialogLabels()).toEqual([
      'J or ↓',
      'K or ↑',
      'g or Home',
      'G or End',
      'Enter',
      'Shift+Enter',
      'O',
      'S',
      'U',
      'R',
      'C',
      'Space',
      'Shift+J or Shift+↓',
      'Shift+K or Shift+↑',
      '/',
      '?',
    ]);
    expect(dialogLabels()).toEqual(LIBRARY_KEYS.map((binding) => KEY_HELP[binding.action].label));
    for (const popupOnly of ['X', 'Tab', '1', '2']) expect(dialogLabels()).not.toContain(popupOnly);
    // In the library S only removes: the dialog says so, not the popup's "Save or un-save".
    const words = [...document.querySelectorAll('[role="dialog"] td')].map((cell) => cell.textContent);
    expect(words).toContain('Remove the paper from the library');
    expect(words).not.toContain('Save or un-save the paper');
    // The keys of the marks on arXiv's listings are documented here too, apart from the page's own.
    const listing = document.querySelector('[role="dialog"] table[aria-labelledby="listing-keys-title"]');
    expect([...(listing?.querySelectorAll('th kbd') ?? [])].map((kbd) => kbd.textContent)).toEqual(['J', 'K', 'S']);
    expect(document.getElementById('listing-keys-title')?.textContent).toBe('On arXiv listings and search results');
  });

  it('handles exactly the keys its dialog lists, and no other key of the table', () => {
    const handled = new Set<KeyAction>();
    for (const binding of KEYMAP) {
      for (const key of binding.keys) {
        if (press(byId('library-list'), key)) handled.add(binding.action);
        // ? opened the dialog: Esc closes it, and the list has the focus again.
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog) press(dialog, 'Escape');
        expect(document.querySelector('[role="dialog"]')).toBeNull();
      }
    }
    expect([...handled].sort()).toEqual(LIBRARY_KEYS.map((binding) => binding.action).sort());
    press(byId('library-list'), '?');
    expect(dialogLabels()).toEqual(
      KEYMAP.filter((binding) => handled.has(binding.action)).map((binding) => KEY_HELP[binding.action].label),
    );
    // S asked the background to remove a paper; Enter and O opened tabs; Space chose a paper.
    expect(vi.mocked(sendRequest)).toHaveBeenCalledWith(expect.objectContaining({ type: 'paper/unsave' }));
    expect(browser.tabs.create).toHaveBeenCalled();
  });

  it('search answers as the ? list says: Esc clears, Esc again leaves for the list, Enter goes to it', async () => {
    const search = byId('library-search') as HTMLInputElement;
    const list = byId('library-list');
    search.focus();
    act(() => {
      search.value = 'skill';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
    expect(press(search, 'Escape')).toBe(true);
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(2));
    expect(document.activeElement).toBe(search);
    expect(press(search, 'Escape')).toBe(true);
    expect(document.activeElement).toBe(list);
    search.focus();
    expect(press(search, 'Enter')).toBe(true);
    expect(document.activeElement).toBe(list);
    // ↓ goes to the list too; Shift+↓ is the field's own (it selects text).
    search.focus();
    expect(press(search, 'Shift+ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(search);
    expect(press(search, 'ArrowDown')).toBe(true);
    expect(document.activeElement).toBe(list);
  });

  it('closing ? with no paper in view gives the focus back to the papers’ section, not to the page’s body', async () => {
    const search = byId('library-search') as HTMLInputElement;
    search.focus();
    act(() => {
      search.value = 'no such paper';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(0));
    expect(press(search, 'Enter')).toBe(true);
    const section = byId('library-main');
    expect(document.activeElement).toBe(section);
    expect(press(section, '?')).toBe(true);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    press(document.activeElement as Element, 'Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(section);
  });

  it('U after S took the last paper in view gives the focus back to the list, where the reader names the paper', async () => {
    // The background's work, done on this store.
    vi.mocked(sendRequest).mockImplementation((async (request: { type: string; paperId: string }) =>
      request.type === 'paper/unsave'
        ? { ok: true, data: { removed: (await unsavePaper(db, request.paperId)) !== undefined } }
        : { ok: true, data: { restored: await restoreRemoved(db, request.paperId) } }) as never);
    const search = byId('library-search') as HTMLInputElement;
    act(() => {
      search.value = 'skill';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
    byId('library-list').focus();
    expect(press(byId('library-list'), 's')).toBe(true);
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(0));
    expect(document.activeElement).toBe(byId('library-main'));
    expect(press(byId('library-main'), 'u')).toBe(true);
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
    expect(document.activeElement).toBe(byId('library-list'));
  });

  it('fires no key while the user types in the search field or the note', () => {
    const list = byId('library-list');
    const search = byId('library-search');
    const note = byId('library-note');
    const selected = () => list.getAttribute('aria-activedescendant');
    const before = selected();
    for (const field of [search, note]) {
      for (const key of ['j', 'G', ' ', 's', '?']) expect(press(field, key)).toBe(false);
    }
    expect(selected()).toBe(before);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(vi.mocked(sendRequest)).not.toHaveBeenCalled();
    expect(press(list, 'j')).toBe(true);
    expect(selected()).not.toBe(before);
  });
});
