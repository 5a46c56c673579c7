/**
 * The save control content scripts put on paper pages: plain DOM in a shadow root, so page CSS can't reach it and
 * no framework is loaded into the page. Rendering only; the caller decides what a click does.
 *
 * The control is the user's, not the page's. The page's scripts share its DOM, so they can click it
 * (`element.click()`, a dispatched click or key): its buttons act only on trusted events, the input the user gave.
 * Keys need no handler of their own: Enter or Space on a focused button makes the browser fire a trusted click,
 * and a dispatched key event makes none.
 *
 * Accepted risk: the shadow root stays open, so tests and assistive tools reach the control by role like any
 * button. Through it the page can read the control's state — one bit, whether this paper is in the library — and
 * move or hide the control. It can't act through it. Nor can isTrusted tell a click the page steered (an overlay
 * that lures the user's real click onto the control): that is clickjacking, which no handler check prevents.
 */

import type { PageVerdict } from '../lib/messaging/shapes';

export const SAVE_LABEL = 'Save to RL for LLM Agents';
export const SAVED_LABEL = 'Saved';

export type SaveButtonState = 'unsaved' | 'saving' | 'saved';

const STYLE = `
:host { all: initial; display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 6px 0 10px;
  font: 13px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; color-scheme: light dark; }
:host(.floating) { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; margin: 0; padding: 6px 8px;
  border-radius: 8px; background: Canvas; box-shadow: 0 2px 10px rgba(0,0,0,.25); }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 5px 12px; border: 1px solid #1f5fa8;
  background: #1f5fa8; color: #fff; }
button.save[aria-pressed="true"] { background: #fff; color: #1a5a1a; border-color: #2e7d32; }
/* The mark is decoration: its alt text is empty, so the accessible name stays "Saved". */
button.save[aria-pressed="true"]::before { content: "✓ " / ""; }
button.undo { background: transparent; color: #1f5fa8; border-color: transparent; text-decoration: underline; padding: 5px 4px; }
button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
button[aria-busy="true"] { opacity: .7; cursor: progress; }
[hidden] { display: none; }
.message { color: #333; }
.verdict { flex-basis: 100%; margin: 0; color: #1b1f24; }
.verdict span { cursor: help; border-bottom: 1px dotted currentColor; }
.verdict span:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.why { display: none; margin: 4px 0 0; max-width: 40em; padding: 6px 8px; border-radius: 6px; background: #24292f; color: #fff; }
.verdict span:hover + .why, .verdict span:focus + .why { display: block; }
@media (prefers-color-scheme: dark) {
  button.save[aria-pressed="true"] { background: #102410; color: #b9f0b9; border-color: #5cb85c; }
  button.undo { color: #8ab4f8; }
  .message { color: #ddd; }
  .verdict { color: #e6edf3; }
}`;

export interface SaveButton {
  /** The element placed in the page (the shadow host). */
  host: HTMLElement;
  button: HTMLButtonElement;
  /** Shows the state; `message` goes to a live region, `undo` shows the Undo button beside it. */
  render(state: SaveButtonState, message?: string, undo?: boolean): void;
  /**
   * Adds the live region and the Undo button. Not needed while the page loads, so the caller adds them when the user
   * first acts; the live region must be in place before the first message, or screen readers miss it.
   */
  addFeedback(): void;
  /** Says under the control whether the paper is in the topic, with the main reason on hover and focus. */
  showVerdict(verdict: PageVerdict): void;
}

/** The abs page's verdict line, and the reason behind it. */
export function verdictWords(verdict: PageVerdict): { line: string; why: string } {
  if (verdict.mark === 'in') {
    const tags = verdict.tags.length > 0 ? ` · ${verdict.tags.join(', ')}` : '';
    return { line: `In RL for LLM Agents${tags}`, why: `Why: ${verdict.reasons.join('; ')}.` };
  }
  const near = verdict.mark === 'near' ? 'A near miss, under the threshold. ' : '';
  return { line: 'Not in the topic', why: `${near}Main reason: ${verdict.reasons[0] ?? 'too little sign of the topic'}.` };
}

/** A click handler that ignores clicks a page script forged: only the user saves, removes or undoes. */
const fromUser = (handler: () => void) => (event: Event) => {
  if (event.isTrusted) handler();
};

export function createSaveButton(doc: Document, handlers: { onToggle(): void; onUndo(): void }, floating = false): SaveButton {
  const host = doc.createElement('agent-rl-radar-save');
  if (floating) host.className = 'floating';
  const root = host.attachShadow({ mode: 'open' }); // open: see "Accepted risk" above
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'save';
  root.append(style, button);
  button.addEventListener('click', fromUser(handlers.onToggle));
  let message: HTMLSpanElement | undefined;
  let undo: HTMLButtonElement | undefined;

  function addFeedback() {
    if (message) return;
    message = doc.createElement('span');
    message.className = 'message';
    message.setAttribute('role', 'status');
    undo = doc.createElement('button');
    undo.type = 'button';
    undo.className = 'undo';
    undo.textContent = 'Undo';
    undo.hidden = true;
    undo.addEventListener('click', fromUser(handlers.onUndo));
    root.append(message, undo);
  }

  function render(state: SaveButtonState, text = '', showUndo = false) {
    const saved = state === 'saved';
    button.textContent = saved ? SAVED_LABEL : SAVE_LABEL;
    button.setAttribute('aria-pressed', String(saved));
    button.setAttribute('aria-busy', String(state === 'saving'));
    button.title = saved ? 'Saved in RL for LLM Agents — click to remove' : 'Save this paper to your RL for LLM Agents library';
    if (text !== '' || showUndo) addFeedback();
    if (message) message.textContent = text;
    if (undo) undo.hidden = !showUndo;
  }
  function showVerdict(verdict: PageVerdict) {
    root.querySelector('.verdict')?.remove();
    const words = verdictWords(verdict);
    const line = doc.createElement('p');
    line.className = 'verdict';
    const text = doc.createElement('span');
    text.tabIndex = 0;
    text.textContent = words.line;
    // Inside the shadow root, so an id is safe from the page's own ids.
    text.setAttribute('aria-describedby', 'verdict-why');
    const why = doc.createElement('span');
    why.className = 'why';
    why.id = 'verdict-why';
    why.setAttribute('role', 'tooltip');
    why.textContent = words.why;
    line.append(text, why);
    root.append(line);
  }

  render('unsaved');
  return { host, button, render, addFeedback, showVerdict };
}
