// @vitest-environment happy-dom
/** Beside a paper's tag field, the library's other tags: one click adds one, so no near-duplicate is typed. */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { libraryPerTest } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const field = () => [...page.root.querySelectorAll('label')].find((label) => label.textContent?.startsWith('Tags'))?.querySelector('input');
const offered = () => [...page.root.querySelectorAll('.tag-suggestions button')].map((button) => button.getAttribute('aria-label'));

// The older paper (SKILLC) carries the library's tags; the newest (GUI Agents, in view first) one of them.
const page = libraryPerTest('tag-suggestions', async (_db) => {
  await page.db.saved.update('2605.28143', { tags: ['to-read', 'credit assignment'] });
  await page.db.saved.update('2604.27955', { tags: ['To Read'] });
});

describe('the tag field’s suggestions', () => {
  it('offer the library’s tags the paper lacks, in any spelling, and add one with a click', async () => {
    await vi.waitFor(() => expect(offered()).toEqual(['Add the tag credit assignment']));
    act(() => (page.root.querySelector('.tag-suggestions button') as HTMLButtonElement).click());
    expect(field()?.value).toBe('To Read, credit assignment');
    // The button goes once the tag is saved: the focus is in the field, not lost to the page's body.
    expect(document.activeElement).toBe(field());
    await vi.waitFor(async () => expect((await page.db.saved.get('2604.27955'))?.tags).toEqual(['To Read', 'credit assignment']));
    await vi.waitFor(() => expect(offered()).toEqual([]));
    expect(page.root.textContent).toContain('Tagged “credit assignment”.');
  });
});
