// @vitest-environment happy-dom
/**
 * The library shows a saved paper's sub-topics beside the user's own tags, as the popup's Saved tab does, each chip
 * saying whose it is; a tag both gave shows once, and the Tag filter offers it once.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RadarDb } from '../../../lib/store/db';
import { item } from '../../lib/feed/feed-rows';
import { mountLibrary, paper, twoSavedPapers } from './library-page';

let db: RadarDb;
let root: HTMLElement;

beforeEach(async () => {
  db = await twoSavedPapers('topic-tags');
  await db.saved.update('2605.28143', { tags: ['credit assignment', 'to-read'] });
  await db.feed.put({ ...item(paper('2605.28143', 'SKILLC'), 0.9, 1), tags: ['Credit Assignment', 'Skills'] });
  root = document.createElement('div');
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await db.delete();
});

const chipsOf = (box: Element | null) => [...(box?.querySelectorAll('.tag') ?? [])].map((chip) => `${chip.className}: ${chip.textContent}`);

describe('the library’s tags', () => {
  it('list the user’s tags and the classifier’s sub-topics apart, each label once, in the row and the detail pane', async () => {
    await mountLibrary(db, root);
    const row = () => root.querySelector('[role="option"][data-paper-id="2605.28143"]');
    const expected = ['tag both: Your tag and sub-topic: credit assignment', 'tag own: Your tag: to-read', 'tag topic: Sub-topic: Skills'];
    await vi.waitFor(() => expect(chipsOf(row())).toEqual(expected));
    act(() => (row() as HTMLElement).click());
    await vi.waitFor(() => expect(chipsOf(root.querySelector('article .detail-meta'))).toEqual(expected));
    // The Tag filter offers "credit assignment" once, and the sub-topic too.
    const options = [...root.querySelectorAll('select option')].map((option) => option.textContent ?? '');
    expect(options.filter((text) => /credit assignment/i.test(text))).toHaveLength(1);
    expect(options.some((text) => text.startsWith('Skills'))).toBe(true);
  });
});
