// @vitest-environment happy-dom
/**
 * The `?` dialog answers its keys from the moment it is in the page: its button has the focus before anything is
 * painted, and Esc, `?` and Tab act wherever the focus is (a key pressed as soon as the dialog appeared used to reach
 * the list behind it, and the dialog stayed open).
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeysDialog } from '../../../components/common/KeysDialog';
import { KEYMAP } from '../../../lib/keymap/keymap';

let root: HTMLElement;
let outside: HTMLButtonElement;
beforeEach(() => {
  outside = document.createElement('button');
  outside.textContent = 'Behind the dialog';
  root = document.createElement('div');
  document.body.append(outside, root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  outside.remove();
});

function press(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

const closeButton = () => root.querySelector('button');

describe('KeysDialog', () => {
  it('has the focus on its Close button as soon as it is rendered, before any effect or paint', () => {
    outside.focus();
    // Rendered without act(): effects that wait for a paint have not run, layout effects have.
    render(<KeysDialog keymap={KEYMAP} onClose={() => undefined} />, root);
    expect(closeButton()?.textContent).toBe('Close');
    expect(document.activeElement).toBe(closeButton());
  });

  it.each(['Escape', '?'])('closes on %s pressed while the focus is still behind it', (key) => {
    const onClose = vi.fn();
    render(<KeysDialog keymap={KEYMAP} onClose={onClose} />, root);
    outside.focus();
    const event = press(outside, key);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('keeps Tab on its button and lets other keys be', () => {
    const onClose = vi.fn();
    render(<KeysDialog keymap={KEYMAP} onClose={onClose} />, root);
    outside.focus();
    expect(press(outside, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    expect(press(closeButton() as Element, 'j').defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops answering keys once it is gone', () => {
    const onClose = vi.fn();
    act(() => render(<KeysDialog keymap={KEYMAP} onClose={onClose} />, root));
    act(() => render(null, root));
    expect(press(outside, 'Escape').defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
