// @vitest-environment happy-dom
/**
 * A library view that shows nothing says what narrows it and offers every paper again; a filter with nothing to show
 * (Updated at 0) can't be pressed into an empty view.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { narrowing } from '../../../components/library/EmptyView';
import { libraryPerTest } from './library-page';

vi.mock('../../../lib/messaging/client', () => ({ sendRequest: vi.fn(async () => ({ ok: true, data: {} })) }));

const options = () => page.root.querySelectorAll('[role="option"]');
const button = (name: string) => [...page.root.querySelectorAll('button')].find((item) => item.textContent?.trim().startsWith(name));

function choose(label: string, value: string): void {
  const select = [...page.root.querySelectorAll('label')]
    .find((item) => item.textContent?.trim().startsWith(label))
    ?.querySelector('select');
  if (!select) throw new Error(`no ${label} select`);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const page = libraryPerTest('empty-view');

describe('an empty library view', () => {
  it('says what narrows it, and "Show all papers" brings every paper back with the focus on the list', async () => {
    const search = document.getElementById('library-search') as HTMLInputElement;
    act(() => {
      search.value = 'no such paper';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    choose('Show', 'read');
    await vi.waitFor(() => expect(options()).toHaveLength(0));
    expect(page.root.textContent).toContain('No saved paper matches this view: the search “no such paper”, read papers only.');
    act(() => button('Show all papers')?.click());
    await vi.waitFor(() => expect(options()).toHaveLength(2));
    expect(search.value).toBe('');
    expect(document.activeElement?.id).toBe('library-list');
  });

  it('names every filter that narrows it, the collection by its name', () => {
    const view = { collection: 'c1', query: ' grpo ', tag: 'to-read', read: 'unread', updated: true, twins: true, sort: 'title' } as const;
    expect(narrowing(view, 'Reading group')).toEqual([
      'the search “grpo”',
      'the collection “Reading group”',
      'the tag “to-read”',
      'unread papers only',
      'updated papers only',
      'papers saved twice only',
    ]);
  });

  it('offers no Updated filter to press while no paper has an unseen change', () => {
    const updated = button('Updated (0)');
    expect(updated?.getAttribute('aria-disabled')).toBe('true');
    act(() => updated?.click());
    expect(updated?.getAttribute('aria-pressed')).toBe('false');
    expect(options()).toHaveLength(2);
  });
});
