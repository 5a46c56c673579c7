import { useLayoutEffect, useRef } from 'preact/hooks';
import './KeysDialog.css';
import { KEY_HELP, LISTING_KEY_HELP } from '../../lib/keymap/help';
import type { Keymap } from '../../lib/keymap/keymap';

interface KeysDialogProps {
  /** The page's keys: the same table its handler uses, so the dialog lists what the page does and nothing else. */
  keymap: Keymap;
  onClose(): void;
}

/** The `?` dialog: every key the page handles. Esc, `?` or the button closes it. */
export function KeysDialog({ keymap, onClose }: KeysDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // A layout effect runs before the dialog is first painted, so by the time it can be seen its button has the focus
  // and its keys act. From a plain effect (run after the paint) an Esc pressed as soon as the dialog appeared went to
  // the list behind it, and the dialog stayed. The keys are the window's while the dialog is open (it is modal):
  // they act wherever the focus is, on the backdrop after a click too.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === '?') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab') {
        // Tab stays on the dialog's one button.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <div class="dialog-backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="keys-title">
        <h2 id="keys-title">Keyboard shortcuts</h2>
        <table>
          <tbody>
            {keymap.map((binding) => (
              <tr key={binding.action}>
                <th scope="row">
                  <kbd>{KEY_HELP[binding.action].label}</kbd>
                </th>
                <td>{binding.description ?? KEY_HELP[binding.action].description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 id="listing-keys-title">On arXiv listings and search results</h3>
        <table aria-labelledby="listing-keys-title">
          <tbody>
            {LISTING_KEY_HELP.map((key) => (
              <tr key={key.label}>
                <th scope="row">
                  <kbd>{key.label}</kbd>
                </th>
                <td>{key.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" ref={closeRef} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
