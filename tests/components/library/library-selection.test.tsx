// @vitest-environment happy-dom
/**
 * The papers chosen for an export: the count and the export's scope follow what is still saved and still chosen.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RadarDb, unsavePaper } from '../../../lib/store/db';
import { mountLibrary, twoSavedPapers } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;

beforeEach(async () => {
  db = await twoSavedPapers('library-selection');
  root = document.createElement('div');
  await mountLibrary(db, root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await db.delete();
});

const list = () => document.getElementById('library-list') as HTMLElement;
const selectionLine = () => root.querySelector('.selection')?.textContent ?? '';
const scope = () => (root.querySelector('.transfer select') as HTMLSelectElement).value;
function press(key: string, shiftKey = false): void {
  act(() => {
    list().dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });
}
function click(name: string): void {
  const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  act(() => button?.click());
}

describe('the papers chosen for an export', () => {
  it('a chosen paper removed from the library leaves the count, and the export goes back to the view', async () => {
    press(' ');
    expect(selectionLine()).toMatch(/^1 selected/);
    expect(scope()).toBe('chosen');
    // The newest paper, shown first, was chosen; it is removed (the background's work, from S here or another window).
    await unsavePaper(db, '2604.27955', 3);
    await vi.waitFor(() => expect(root.querySelectorAll('[role="option"]')).toHaveLength(1));
    await vi.waitFor(() => expect(selectionLine()).toMatch(/^0 selected/));
    expect(scope()).toBe('view');
  });

  it('Shift+J and Shift+↓ choose the paper and the next and move there; Shift+K and Shift+↑ go back up', async () => {
    const status = () => root.querySelector('[role="status"]')?.textContent;
    const current = () => root.querySelector('[role="option"].current')?.textContent ?? '';
    await vi.waitFor(() => expect(current()).toContain('GUI Agents'));
    press('J', true);
    expect(selectionLine()).toMatch(/^2 selected/);
    expect(status()).toBe('2 papers selected.');
    await vi.waitFor(() => expect(current()).toContain('SKILLC'));
    // At the end of the list the current paper stays, and stays chosen.
    press('ArrowDown', true);
    expect(selectionLine()).toMatch(/^2 selected/);
    press('K', true);
    await vi.waitFor(() => expect(current()).toContain('GUI Agents'));
    expect(selectionLine()).toMatch(/^2 selected/);
    // Plain J and K only move, whatever Caps Lock makes of them.
    click('Clear selection');
    press('J');
    await vi.waitFor(() => expect(current()).toContain('SKILLC'));
    expect(selectionLine()).toMatch(/^0 selected/);
  });

  it('Select all in view and Clear selection say how many papers are chosen, as Space does', async () => {
    const status = () => root.querySelector('[role="status"]')?.textContent;
    click('Select all in view');
    expect(selectionLine()).toMatch(/^2 selected/);
    expect(status()).toBe('2 papers selected.');
    click('Clear selection');
    expect(selectionLine()).toMatch(/^0 selected/);
    expect(status()).toBe('0 papers selected.');
  });

  it('Clear selection makes the view what the export buttons export again', async () => {
    press(' ');
    expect(scope()).toBe('chosen');
    click('Clear selection');
    expect(selectionLine()).toMatch(/^0 selected/);
    expect(scope()).toBe('view');
  });
});
