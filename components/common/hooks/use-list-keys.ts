import { useRef } from 'preact/hooks';
import { bindingFor, type KeyAction, type Keymap } from '../../../lib/keymap/keymap';
import { composing } from '../search-keys';
import { useWindowKeydown } from './use-window-keydown';

/** Where the user types: no key fires there. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';
/** Controls with keys of their own. */
const CONTROLS = 'a, button';

/** What a key does. Returning exactly `false` says there was nothing to act on: the key keeps its usual meaning. */
export type KeyHandler = () => unknown;

export interface ListKeysOptions<A extends KeyAction> {
  /** The page's keys: the only ones it handles, and the ones its `?` dialog lists. */
  keymap: Keymap<A>;
  /** One handler per action of the keymap (the types ask for every one, and for no other). */
  handlers: Record<A, KeyHandler>;
  /** While true (the keys dialog is open), the page handles no key. */
  paused: boolean;
  /**
   * True where no key fires while a link or button has the focus (the library, with many controls); otherwise only
   * the bindings marked `controlsOwn` (Enter) leave them alone.
   */
  quietOnControls?: boolean;
}

/**
 * The keys of a page built around a list: each key press the page's keymap names runs its handler, unless the user
 * is typing, a dialog is open, or the focus is where the binding gives way (Tab off the list, Enter on a link).
 */
export function useListKeys<A extends KeyAction>({ keymap, handlers, paused, quietOnControls = false }: ListKeysOptions<A>): void {
  useWindowKeydown((event) => {
    // A key that ends an input method's composition is the composition's, wherever the focus is.
    if (paused || event.defaultPrevented || composing(event)) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest(quietOnControls ? `${TYPING}, ${CONTROLS}` : TYPING)) return;
    const binding = bindingFor(event, keymap);
    if (!binding) return;
    if (binding.listOnly && target?.getAttribute('role') !== 'listbox') return;
    if (binding.controlsOwn && target?.closest(CONTROLS)) return;
    if (handlers[binding.action]() === false) return;
    event.preventDefault();
  });
}

/** What the move keys do: J/K, g/G and their arrows. */
export type MoveAction = 'next' | 'previous' | 'first' | 'last';

/**
 * The moves through a list. Keys can arrive faster than renders: each move starts from where the last key left the
 * selection, not from the last render.
 */
export function useListMoves(
  rows: readonly { paper: { id: string } }[],
  index: number,
  select: (id: string) => void,
): Record<MoveAction, KeyHandler> {
  const position = useRef({ rows, index });
  position.current = { rows, index };
  const move = (to: number | ((from: number) => number)) => {
    const { rows: all, index: from } = position.current;
    const target = Math.max(0, Math.min(all.length - 1, typeof to === 'number' ? to : to(from)));
    const row = all[target];
    if (!row) return;
    position.current = { rows: all, index: target };
    select(row.paper.id);
  };
  return {
    next: () => move((from) => from + 1),
    previous: () => move((from) => from - 1),
    first: () => move(0),
    last: () => move(rows.length - 1),
  };
}
