// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePersistedSelection } from '../../../../components/common/hooks/use-persisted-selection';

const KEYS = { tab: 'test.tab', selected: 'test.selected' };
type Selection = ReturnType<typeof usePersistedSelection<'feed' | 'saved', 'feed' | 'saved' | 'near'>>;

let root: HTMLElement;
let latest: Selection | undefined;
function Harness() {
  latest = usePersistedSelection(KEYS, ['feed', 'saved'] as const, ['feed', 'saved', 'near'] as const);
  return null;
}
const mount = () => act(() => render(<Harness />, root));
const selection = () => {
  if (!latest) throw new Error('not mounted');
  return latest;
};

beforeEach(() => {
  localStorage.clear();
  root = document.createElement('div');
});
afterEach(() => act(() => render(null, root)));

describe('usePersistedSelection', () => {
  it('opens on the first tab with nothing selected, and reads a broken stored value as nothing', () => {
    localStorage.setItem(KEYS.tab, 'elsewhere');
    localStorage.setItem(KEYS.selected, '{not json');
    mount();
    expect(selection().tab).toBe('feed');
    expect(selection().selected).toEqual({ feed: undefined, saved: undefined, near: undefined });
  });

  it('keeps the tab and each list’s selection across a remount (closing and reopening the popup)', () => {
    mount();
    act(() => selection().select('feed', '2605.28143'));
    // The feed's near misses: a place of their own, which leaves the feed's as it was.
    act(() => selection().select('near', '2603.00001'));
    act(() => selection().setTab('saved'));
    act(() => selection().select('saved', '2604.27955'));
    act(() => render(null, root));
    mount();
    expect(selection().tab).toBe('saved');
    expect(selection().selected).toEqual({ feed: '2605.28143', saved: '2604.27955', near: '2603.00001' });
  });
});
