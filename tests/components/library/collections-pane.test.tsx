// @vitest-environment happy-dom
/**
 * The collections pane in the library: deleting a collection, here or elsewhere, leaves the user in a view that
 * exists, with the focus on the page.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollection, deleteCollection, updateSaved } from '../../../lib/library/queries';
import type { RadarDb } from '../../../lib/store/db';
import { mountLibrary, twoSavedPapers } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;
let reading: string;

beforeEach(async () => {
  db = await twoSavedPapers('collections-pane');
  reading = (await createCollection(db, 'Reading group')).id;
  await updateSaved(db, '2605.28143', { collectionIds: [reading] });
  root = document.createElement('div');
  await mountLibrary(db, root);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => render(null, root));
  root.remove();
  await db.delete();
});

const button = (name: string) =>
  [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim().startsWith(name)) as HTMLButtonElement;
const options = () => [...root.querySelectorAll('[role="option"]')].map((option) => option.querySelector('.row-title')?.textContent);

async function openReading(): Promise<void> {
  await vi.waitFor(() => expect(button('Reading group')).toBeDefined());
  act(() => button('Reading group').click());
  await vi.waitFor(() => expect(options()).toEqual(['SKILLC']));
}

describe('deleting a collection', () => {
  it('with its Delete button, the focus goes to the view the page shows now (All saved papers), not to the body, and it says how many papers stay', async () => {
    await openReading();
    vi.stubGlobal('confirm', () => true);
    const remove = button('Delete collection');
    remove.focus();
    act(() => remove.click());
    await vi.waitFor(() => expect(options()).toEqual(['GUI Agents', 'SKILLC']));
    expect(button('Delete collection')).toBeUndefined();
    expect(document.activeElement).toBe(button('All saved papers'));
    // Its one paper, said in the singular.
    await vi.waitFor(() => expect(root.textContent).toContain('Deleted “Reading group”; its paper stays saved.'));
  });

  it('in another window, the view it showed goes back to all saved papers', async () => {
    await openReading();
    await deleteCollection(db, reading);
    await vi.waitFor(() => expect(button('Reading group')).toBeUndefined());
    await vi.waitFor(() => expect(options()).toEqual(['GUI Agents', 'SKILLC']));
    expect(button('All saved papers').getAttribute('aria-current')).toBe('true');
  });
});
