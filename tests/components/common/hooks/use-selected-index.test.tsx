// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSelectedIndex } from '../../../../components/common/hooks/use-selected-index';

let root: HTMLElement;
let latest = -2;
function Harness({ rows, selected, scope, hold }: { rows: string[]; selected: string | undefined; scope?: string; hold: boolean }) {
  latest = useSelectedIndex(rows, selected, scope ?? '', (row) => row, { holdUnchosen: hold });
  return null;
}
const show = (rows: string[], selected: string | undefined, scope?: string, hold = true) =>
  act(() => render(<Harness rows={rows} selected={selected} scope={scope} hold={hold} />, root));

beforeEach(() => {
  root = document.createElement('div');
});
afterEach(() => act(() => render(null, root)));

describe('useSelectedIndex', () => {
  it('selects the first row until one is chosen, then the chosen one', () => {
    show(['a', 'b', 'c'], undefined);
    expect(latest).toBe(0);
    show(['a', 'b', 'c'], 'b');
    expect(latest).toBe(1);
  });

  it('moves to the neighbour that takes a removed row’s place, not back to the top', () => {
    show(['a', 'b', 'c', 'd'], 'c');
    show(['a', 'b', 'd'], 'c');
    expect(latest).toBe(2);
    // The last row removed: the one before it.
    show(['a', 'b', 'd'], 'd');
    show(['a', 'b'], 'd');
    expect(latest).toBe(1);
    show([], 'd');
    expect(latest).toBe(-1);
  });

  it('remembers a place per scope (the popup’s tabs)', () => {
    show(['a', 'b', 'c'], 'c', 'saved');
    show(['x', 'y'], 'x', 'feed');
    show(['a', 'b'], 'c', 'saved');
    expect(latest).toBe(1);
  });

  it('starts a view not seen before at its first row, whatever the keystrokes rendered before it', () => {
    show(['a', 'b', 'c', 'd', 'e'], 'd', 'feed');
    // A search typed a letter at a time, the selected paper in none of its lists: each query is its own view.
    show(['b', 'c', 'e'], 'd', 'feed\u0000r');
    expect(latest).toBe(0);
    show(['c', 'e'], 'd', 'feed\u0000re');
    expect(latest).toBe(0);
    // Within one view, a removed row still gives way to its neighbour.
    show(['c', 'e'], 'e', 'feed\u0000re');
    show(['c'], 'e', 'feed\u0000re');
    expect(latest).toBe(0);
    // Back to the whole list: the selected paper again.
    show(['a', 'b', 'c', 'd', 'e'], 'd', 'feed');
    expect(latest).toBe(3);
  });

  it('holds the neighbour it moved to, and the row shown before any choice, when rows are added above them', () => {
    show(['a', 'b', 'c', 'd'], 'b');
    show(['a', 'c', 'd'], 'b');
    expect(latest).toBe(1);
    // A paper saved in another window lands on top: still c, the paper the user sees, not a.
    show(['x', 'a', 'c', 'd'], 'b');
    expect(latest).toBe(2);
    // Nothing chosen yet: the first row shown stays shown when another lands above it.
    show(['p', 'q'], undefined, 'other');
    show(['n', 'p', 'q'], undefined, 'other');
    expect(latest).toBe(1);
    // Unless told not to (the popup): then the first row, wherever the order puts it.
    show(['p', 'q'], undefined, 'popup', false);
    show(['n', 'p', 'q'], undefined, 'popup', false);
    expect(latest).toBe(0);
  });
});
