/**
 * How the save control on paper pages looks and speaks (save-control.ts builds it): plain DOM in a shadow root, so
 * page CSS can't reach it and no framework is loaded into the page. Its labels, its style, the button's states, the
 * live region and Undo, and the verdict line's words.
 */

import type { PageVerdict } from '../lib/messaging/shapes';

export const SAVE_LABEL = 'Save to RL for LLM Agents';
const SAVED_LABEL = 'Saved';
export const SAVE_TITLE = 'Save this paper to your RL for LLM Agents library';
const SAVED_TITLE = 'Saved in RL for LLM Agents — click to remove';

// The verdict's reason shows on hover or focus, and while the pointer is on it; Esc hides it (.quiet) until the line
// has neither focus nor the pointer (verdict-line.ts). It shows over the page, below the line (above it on the floating
// control, at the window's foot): in the page's flow it pushed the authors down under the pointer. In a dark browser
// the control brings its own dark ground: arXiv's pages (and most sites it decorates) stay white. The stylesheet holds no comments but the one on the mark's
// alt text, as every paper page parses it.
export const STYLE = `
:host { all: initial; display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 6px 8px 10px 0;
  font: 13px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; color-scheme: light dark; }
:host(.floating) { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; margin: 0; padding: 6px 8px;
  border-radius: 8px; background: Canvas; box-shadow: 0 2px 10px rgba(0,0,0,.25); }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 5px 12px; border: 1px solid #1f5fa8;
  background: #1f5fa8; color: #fff; }
button.save[aria-pressed="true"] { background: #fff; color: #1a5a1a; border-color: #2e7d32; }
/* The mark is decoration: its alt text is empty, so the accessible name stays "Saved". */
button.save[aria-pressed="true"]::before { content: "✓ " / ""; }
button.undo { background: transparent; color: #1f5fa8; border-color: transparent; text-decoration: underline; padding: 5px 4px; }
button:focus-visible { outline: 3px solid #c26a00; outline-offset: 2px; }
button[aria-busy="true"] { opacity: .7; cursor: progress; }
[hidden] { display: none; }
.message { color: #333; }
.verdict { flex-basis: 100%; margin: 0; color: #1b1f24; position: relative; }
.verdict span { cursor: help; border-bottom: 1px dotted currentColor; }
.verdict span:focus-visible { outline: 3px solid #c26a00; outline-offset: 2px; }
.why { display: none; margin: 0; border-top: 4px solid transparent; background-clip: padding-box; max-width: 40em; padding: 6px 8px;
  border-radius: 6px; background: #24292f; color: #fff; position: absolute; left: 0; top: 100%; width: max-content;
  z-index: 2147483647; }
:host(.floating) .why { top: auto; bottom: 100%; left: auto; right: 0; border-width: 0 0 4px; border-style: solid; border-color: transparent; }
.verdict span:hover + .why, .verdict span:focus + .why, .why:hover { display: block; }
.verdict.quiet span + .why { display: none; }
@media (prefers-color-scheme: dark) {
  :host { background: #0d1117; padding: 4px 8px; border-radius: 8px; }
  button.save[aria-pressed="true"] { background: #102410; color: #b9f0b9; border-color: #5cb85c; }
  button.undo { color: #8ab4f8; }
  .message { color: #ddd; }
  .verdict { color: #e6edf3; }
}`;

/** Shows on the button whether the paper is saved, or that a save or removal is on its way. */
export function showSaveState(button: HTMLButtonElement, saved: boolean, busy: boolean): void {
  const shownSaved = saved && !busy;
  button.textContent = shownSaved ? SAVED_LABEL : SAVE_LABEL;
  button.setAttribute('aria-pressed', String(shownSaved));
  button.setAttribute('aria-busy', String(busy));
  button.title = shownSaved ? SAVED_TITLE : SAVE_TITLE;
}

/**
 * The live region for what a click did, and the Undo button beside it. A page's load does without them: they come
 * with the user's first click, in the page before the message they will announce, or screen readers miss it.
 */
export function createFeedback(onUndo: (event: MouseEvent) => void) {
  const message = document.createElement('span');
  message.className = 'message';
  message.setAttribute('role', 'status');
  const undo = document.createElement('button');
  undo.type = 'button';
  undo.className = 'undo';
  undo.textContent = 'Undo';
  undo.hidden = true;
  undo.addEventListener('click', onUndo);
  return { message, undo };
}

/** The verdict line's words under the control, and the reason behind them. */
export function verdictWords(verdict: PageVerdict): { line: string; why: string } {
  if (verdict.mark === 'in') {
    const tags = verdict.tags.length > 0 ? ` · ${verdict.tags.join(', ')}` : '';
    return { line: `In RL for LLM Agents${tags}`, why: `Why: ${verdict.reasons.join('; ')}.` };
  }
  const near = verdict.mark === 'near' ? 'A near miss, under the threshold. ' : '';
  return { line: 'Not in the topic', why: `${near}Main reason: ${verdict.reasons[0] ?? 'too little sign of the topic'}.` };
}
