// @vitest-environment happy-dom
/** The Tag filter counts the papers in view: in a collection, its papers' tags, not the whole library's. */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createCollection, updateSaved } from '../../../lib/library/queries';
import { libraryPerTest } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const page = libraryPerTest('tag-counts', async (db) => {
  const reading = (await createCollection(db, 'Reading group')).id;
  await updateSaved(db, '2605.28143', { tags: ['to-read', 'credit assignment'], collectionIds: ['default', reading] });
  await updateSaved(db, '2604.27955', { tags: ['to-read', 'gui'] });
});

const tagSelect = () =>
  [...page.root.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Tag'))
    ?.querySelector('select') as HTMLSelectElement;
const tagOptions = () => [...tagSelect().options].map((option) => option.textContent);
const button = (name: string) =>
  [...page.root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim().startsWith(name)) as HTMLButtonElement;

describe('the Tag filter’s counts', () => {
  it('are the whole library’s in All papers, and the collection’s once one is open', async () => {
    expect(tagOptions()).toEqual(['Any tag', 'to-read (2)', 'credit assignment (1)', 'gui (1)']);
    await vi.waitFor(() => expect(button('Reading group')).toBeDefined());
    act(() => button('Reading group').click());
    await vi.waitFor(() => expect(tagOptions()).toEqual(['Any tag', 'credit assignment (1)', 'to-read (1)']));
  });
});
