// @vitest-environment happy-dom
/** Renaming a tag from the library's tag filter: every paper that has it follows, and the filter with them. */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { updateSaved } from '../../../lib/library/queries';
import { libraryPerTest } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const page = libraryPerTest('tag-rename', async (db) => {
  await updateSaved(db, '2605.28143', { tags: ['gui agnets', 'survey'] });
  await updateSaved(db, '2604.27955', { tags: ['GUI agnets'] });
});

const tagFilter = () =>
  [...page.root.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Tag'))
    ?.querySelector('select') as HTMLSelectElement;
const form = () => page.root.querySelector('form[aria-label="Rename the tag"]') as HTMLFormElement | null;

function filterBy(tag: string): void {
  act(() => {
    tagFilter().value = tag;
    tagFilter().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('renaming a tag', () => {
  it('is offered for the user’s own tag filtered by, and renames it on every paper, whatever its spelling there', async () => {
    expect(form()).toBeNull();
    await vi.waitFor(() => expect([...tagFilter().options].map((option) => option.value)).toContain('GUI agnets'));
    // One option for both spellings, as first met (the newest paper's).
    filterBy('GUI agnets');
    await vi.waitFor(() => expect(form()).not.toBeNull());
    const field = form()?.querySelector('input') as HTMLInputElement;
    expect(field.value).toBe('GUI agnets');
    act(() => {
      field.value = 'GUI agents';
      form()?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(page.root.textContent).toContain('Renamed the tag “GUI agnets” to “GUI agents” on 2 papers.'));
    expect((await page.db.saved.get('2605.28143'))?.tags).toEqual(['GUI agents', 'survey']);
    expect((await page.db.saved.get('2604.27955'))?.tags).toEqual(['GUI agents']);
    // The filter follows the new name: the same two papers, listed under it; the paper in view shows it too, and the
    // focus stays in the rename field.
    await vi.waitFor(() => expect(tagFilter().value).toBe('GUI agents'));
    expect(page.root.querySelectorAll('[role="option"]')).toHaveLength(2);
    const tagsField = () => page.root.querySelector('form.annotations input') as HTMLInputElement;
    await vi.waitFor(() => expect(tagsField().value).toBe('GUI agents'));
    expect(form()?.querySelector('input')?.value).toBe('GUI agents');
  });

  it('refuses an empty name, saying so, and changes nothing', async () => {
    await vi.waitFor(() => expect([...tagFilter().options].map((option) => option.value)).toContain('survey'));
    filterBy('survey');
    await vi.waitFor(() => expect(form()).not.toBeNull());
    act(() => {
      (form()?.querySelector('input') as HTMLInputElement).value = '  ';
      form()?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(page.root.querySelector('[role="alert"]')?.textContent).toContain('A tag needs a name.'));
    expect((await page.db.saved.get('2605.28143'))?.tags).toEqual(['gui agnets', 'survey']);
  });
});
