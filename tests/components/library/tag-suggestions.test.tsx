// @vitest-environment happy-dom
/** Beside a paper's tag field, the library's other tags: one click adds one, so no near-duplicate is typed. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RadarDb } from '../../../lib/store/db';
import { mountLibrary, twoSavedPapers } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

let db: RadarDb;
let root: HTMLElement;

const field = () => [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith('Tags'))?.querySelector('input');
const offered = () => [...root.querySelectorAll('.tag-suggestions button')].map((button) => button.getAttribute('aria-label'));

beforeEach(async () => {
  localStorage.clear();
  db = await twoSavedPapers('tag-suggestions');
  // The older paper (SKILLC) carries the library's tags; the newest (GUI Agents, in view first) one of them.
  await db.saved.update('2605.28143', { tags: ['to-read', 'credit assignment'] });
  await db.saved.update('2604.27955', { tags: ['To Read'] });
  root = document.createElement('div');
  await mountLibrary(db, root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await db.delete();
});

describe('the tag field’s suggestions', () => {
  it('offer the library’s tags the paper lacks, in any spelling, and add one with a click', async () => {
    await vi.waitFor(() => expect(offered()).toEqual(['Add the tag credit assignment']));
    act(() => (root.querySelector('.tag-suggestions button') as HTMLButtonElement).click());
    expect(field()?.value).toBe('To Read, credit assignment');
    await vi.waitFor(async () => expect((await db.saved.get('2604.27955'))?.tags).toEqual(['To Read', 'credit assignment']));
    await vi.waitFor(() => expect(offered()).toEqual([]));
    expect(root.textContent).toContain('Tagged “credit assignment”.');
  });
});
