// @vitest-environment happy-dom
/** The library's filters: the Tag filter in use stays shown, and can be undone, whatever the library holds now. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { Filters } from '../../../components/library/Filters';
import type { LibraryFilters } from '../../../components/library/use-library-view';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => act(() => render(null, root)));

const filters: LibraryFilters = { collection: 'all', query: '', tag: 'rl', read: 'all', updated: false, twins: false, sort: 'saved' };
const tagSelect = () =>
  [...root.querySelectorAll('label')].find((label) => label.textContent?.startsWith('Tag'))?.querySelector('select') as HTMLSelectElement;

describe('the Tag filter', () => {
  it('keeps the tag it filters by when no saved paper has it any more (the last one removed or untagged)', () => {
    act(() => render(<Filters filters={filters} onChange={() => {}} tags={[{ tag: 'agents', count: 3 }]} updatedCount={0} />, root));
    const select = tagSelect();
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any tag', 'agents (3)', 'rl (0)']);
    expect(select.value).toBe('rl');
  });
});

describe('the Saved twice filter', () => {
  const twinsButton = () => [...root.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Saved twice'));

  it('shows only while some paper is saved twice, or while it is on', () => {
    act(() => render(<Filters filters={filters} onChange={() => {}} tags={[]} updatedCount={0} twinCount={0} />, root));
    expect(twinsButton()).toBeUndefined();
    act(() => render(<Filters filters={filters} onChange={() => {}} tags={[]} updatedCount={0} twinCount={2} />, root));
    expect(twinsButton()?.textContent).toBe('Saved twice (2)');
    expect(twinsButton()?.getAttribute('aria-pressed')).toBe('false');
    act(() => render(<Filters filters={{ ...filters, twins: true }} onChange={() => {}} tags={[]} updatedCount={0} twinCount={0} />, root));
    expect(twinsButton()?.getAttribute('aria-pressed')).toBe('true');
  });

  it('turns on and off with a click', () => {
    const changes: unknown[] = [];
    act(() =>
      render(<Filters filters={filters} onChange={(change) => changes.push(change)} tags={[]} updatedCount={0} twinCount={4} />, root),
    );
    act(() => twinsButton()?.click());
    expect(changes).toEqual([{ twins: true }]);
  });
});
