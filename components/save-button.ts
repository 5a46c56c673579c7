/**
 * The save control content scripts put on pages: plain DOM in an open shadow root, so page CSS can't reach it and
 * no framework is loaded into the page. Rendering only; the caller decides what a click does.
 */

export const SAVE_LABEL = 'Save to RL for LLM Agents';
export const SAVED_LABEL = 'Saved';

export type SaveButtonState = 'unsaved' | 'saving' | 'saved' | 'error';

const STYLE = `
:host { all: initial; display: inline-flex; align-items: center; gap: 8px; margin: 6px 0 10px;
  font: 13px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; color-scheme: light dark; }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 5px 12px; border: 1px solid #1f5fa8;
  background: #1f5fa8; color: #fff; }
button[aria-pressed="true"] { background: #fff; color: #1a5a1a; border-color: #2e7d32; }
button[aria-pressed="true"]::before { content: "✓ "; }
button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
button[aria-busy="true"] { opacity: .7; cursor: progress; }
.message { color: #8a1c1c; }
@media (prefers-color-scheme: dark) {
  button[aria-pressed="true"] { background: #102410; color: #b9f0b9; border-color: #5cb85c; }
  .message { color: #ffb4b4; }
}`;

export interface SaveButton {
  /** The element placed in the page (the shadow host). */
  host: HTMLElement;
  button: HTMLButtonElement;
  render(state: SaveButtonState, message?: string): void;
}

export function createSaveButton(doc: Document, onClick: () => void): SaveButton {
  const host = doc.createElement('agent-rl-radar-save');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const button = doc.createElement('button');
  button.type = 'button';
  // A live region so a screen reader hears the outcome of the click.
  const message = doc.createElement('span');
  message.className = 'message';
  message.setAttribute('role', 'status');
  root.append(style, button, message);
  button.addEventListener('click', onClick);

  function render(state: SaveButtonState, text = '') {
    const saved = state === 'saved';
    button.textContent = saved ? SAVED_LABEL : SAVE_LABEL;
    button.setAttribute('aria-pressed', String(saved));
    button.setAttribute('aria-busy', String(state === 'saving'));
    button.title = saved ? 'Saved in RL for LLM Agents — click to remove' : 'Save this paper to your RL for LLM Agents library';
    message.textContent = text;
  }
  render('unsaved');
  return { host, button, render };
}
