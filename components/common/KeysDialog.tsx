import { useEffect, useRef } from 'preact/hooks';
import './KeysDialog.css';
import { KEY_HELP, LISTING_KEY_HELP } from '../../lib/keymap/help';
import type { Keymap } from '../../lib/keymap/keymap';

interface KeysDialogProps {
  /** The page's keys: the same table its handler uses, so the dialog lists what the page does and nothing else. */
  keymap: Keymap;
  onClose(): void;
}

/** The `?` dialog: every key the page handles. Esc or the button closes it. */
export function KeysDialog({ keymap, onClose }: KeysDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div class="dialog-backdrop">
      <div
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="keys-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape' || event.key === '?') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
          // The dialog is modal: Tab stays on its one button.
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
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
