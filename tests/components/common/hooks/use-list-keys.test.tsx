// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useListKeys, useListMoves } from '../../../../components/common/hooks/use-list-keys';
import { type KeyAction, keymapOf } from '../../../../lib/keymap/keymap';

const KEYS = keymapOf(['next', 'open', 'choose', 'next-tab', 'help'] as const);
type Handled = (typeof KEYS)[number]['action'];

interface HarnessProps {
  calls: KeyAction[];
  paused?: boolean;
  quietOnControls?: boolean;
  /** What the `choose` handler says: false = nothing to act on. */
  chooseActs?: boolean;
}

function Harness({ calls, paused = false, quietOnControls, chooseActs = true }: HarnessProps) {
  const record = (action: Handled) => () => {
    calls.push(action);
  };
  useListKeys({
    keymap: KEYS,
    paused,
    quietOnControls,
    handlers: {
      next: record('next'),
      open: record('open'),
      'next-tab': record('next-tab'),
      help: record('help'),
      choose: () => (chooseActs ? record('choose')() : false),
    },
  });
  return (
    <div>
      <div role="listbox" id="list" tabIndex={0} aria-label="Papers" />
      <input id="search" type="search" />
      <textarea id="note" />
      <select id="sort">
        <option>a</option>
      </select>
      <div id="editable" contentEditable="true" />
      <button type="button" id="button">
        A button
      </button>
      <a id="link" href="https://arxiv.org/">
        arXiv, the paper’s abstract
      </a>
    </div>
  );
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function mount(props: HarnessProps) {
  act(() => render(<Harness {...props} />, root));
}

/** Presses a key with the focus on `id`; true when the page took the key (its default was prevented). */
function press(id: string, key: string, modifiers: KeyboardEventInit = {}): boolean {
  const target = document.getElementById(id);
  if (!target) throw new Error(`no #${id}`);
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('useListKeys', () => {
  it('runs the handler of a key in the page’s keymap, and takes the key from the browser', () => {
    const calls: KeyAction[] = [];
    mount({ calls });
    expect(press('list', 'j')).toBe(true);
    expect(press('list', 'ArrowDown')).toBe(true);
    expect(press('list', '?')).toBe(true);
    expect(calls).toEqual(['next', 'next', 'help']);
  });

  it('ignores every key while the user types in a search field, a textarea, a select or an editable element', () => {
    const calls: KeyAction[] = [];
    mount({ calls });
    for (const field of ['search', 'note', 'sort', 'editable']) {
      for (const key of ['j', '?', ' ', 'Enter']) expect(press(field, key)).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it('leaves a key that ends an input method’s composition to it', () => {
    const calls: KeyAction[] = [];
    mount({ calls });
    expect(press('list', 'Enter', { isComposing: true })).toBe(false);
    expect(press('list', 'j', { isComposing: true })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('leaves keys outside the page’s keymap, and chords with Ctrl, Alt or Cmd, to the browser', () => {
    const calls: KeyAction[] = [];
    mount({ calls });
    expect(press('list', 'x')).toBe(false);
    expect(press('list', '1')).toBe(false);
    expect(press('list', 'j', { ctrlKey: true })).toBe(false);
    expect(press('list', ' ', { metaKey: true })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('lets Tab switch only from the list, and Enter follow a focused link or press a focused button', () => {
    const calls: KeyAction[] = [];
    mount({ calls });
    expect(press('button', 'Tab')).toBe(false);
    expect(press('button', 'Enter')).toBe(false);
    expect(press('link', 'Enter')).toBe(false);
    expect(press('button', 'j')).toBe(true);
    expect(press('list', 'Tab')).toBe(true);
    expect(press('list', 'Enter')).toBe(true);
    expect(calls).toEqual(['next', 'next-tab', 'open']);
  });

  it('fires no key on a focused button or link where the page asks for quiet controls', () => {
    const calls: KeyAction[] = [];
    mount({ calls, quietOnControls: true });
    expect(press('button', 'j')).toBe(false);
    expect(press('link', ' ')).toBe(false);
    expect(press('list', 'j')).toBe(true);
    expect(calls).toEqual(['next']);
  });

  it('handles nothing while paused (the keys dialog is open)', () => {
    const calls: KeyAction[] = [];
    mount({ calls, paused: true });
    expect(press('list', 'j')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('leaves a key to the browser when its handler had nothing to act on', () => {
    const calls: KeyAction[] = [];
    mount({ calls, chooseActs: false });
    expect(press('list', ' ')).toBe(false);
    mount({ calls, chooseActs: true });
    expect(press('list', ' ')).toBe(true);
    expect(calls).toEqual(['choose']);
  });
});

function Mover({ ids, start, picked }: { ids: string[]; start: number; picked: string[] }) {
  const rows = ids.map((id) => ({ paper: { id } }));
  const moves = useListMoves(rows, start, (id) => picked.push(id));
  useListKeys({ keymap: keymapOf(['next', 'previous', 'first', 'last'] as const), paused: false, handlers: moves });
  return <div role="listbox" id="list" tabIndex={0} aria-label="Papers" />;
}

describe('useListMoves', () => {
  it('moves from where the last key left the selection, even before a render, and stops at the ends', () => {
    const picked: string[] = [];
    act(() => render(<Mover ids={['a', 'b', 'c']} start={0} picked={picked} />, root));
    // Keys dispatched without a render between them: the start stays 0 (the parent never re-renders here).
    press('list', 'j');
    press('list', 'j');
    press('list', 'j');
    press('list', 'k');
    press('list', 'g');
    press('list', 'G', { shiftKey: true });
    expect(picked).toEqual(['b', 'c', 'c', 'b', 'a', 'c']);
  });
});
