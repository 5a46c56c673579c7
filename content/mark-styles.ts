/**
 * The look of the topic marks and the summary on arXiv's listings: one stylesheet, every rule starting from
 * `all: revert` so the page's CSS doesn't leak in, and explicit colours on both sides (the page's own background
 * stays white in a dark browser, so a dark theme can't rely on it).
 */

export const MARK_CLASS = 'agent-rl-radar-mark';
export const WHY_CLASS = 'agent-rl-radar-why';
export const SUMMARY_CLASS = 'agent-rl-radar-summary';
export const HIDDEN_CLASS = 'agent-rl-radar-hidden';

// In the stylesheet, no comments: they would be shipped to every listing. The reason shows on hover or focus, and while
// the pointer is on it (the transparent border leaves no gap to cross); Esc hides it (data-quiet) until the mark has
// neither focus nor the pointer (listing-marks.ts). It opens under its mark (CSS anchor positioning, one anchor per
// entry, the listing's dt or the search result's title line): without it, it opened at the entry's left edge, over
// the title, away from the mark it explains. Browsers without anchor positioning show it there still.
const CSS = `
.${MARK_CLASS} { all: revert; display: inline-block; margin: 0 0 0 6px; padding: 1px 6px; border-radius: 4px; vertical-align: baseline;
  font: 12px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; cursor: help; border: 1px solid #1f5fa8; background: #1f5fa8; color: #fff; }
.${MARK_CLASS}[data-mark="near"] { border: 1px dashed #6e7781; background: #f6f8fa; color: #424a53; }
.${MARK_CLASS}:focus-visible { outline: 2px solid #c26a00; outline-offset: 1px; }
.${WHY_CLASS} { all: revert; display: none; position: absolute; z-index: 2147483646; max-width: 36em; margin: 0; padding: 6px 8px;
  border-top: 4px solid transparent; background-clip: padding-box;
  border-radius: 6px; font: 12px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: #24292f; color: #fff;
  box-shadow: 0 2px 8px rgba(0,0,0,.25); white-space: normal; }
.${MARK_CLASS} { anchor-name: --agent-rl-radar-mark; }
dt, p.list-title { anchor-scope: --agent-rl-radar-mark; }
.${WHY_CLASS} { position-anchor: --agent-rl-radar-mark; top: anchor(bottom); left: anchor(left); position-try-fallbacks: flip-inline; }
.${MARK_CLASS}:hover + .${WHY_CLASS}, .${MARK_CLASS}:focus + .${WHY_CLASS}, .${WHY_CLASS}:hover { display: block; }
.${MARK_CLASS}[data-quiet] + .${WHY_CLASS} { display: none; }
.${SUMMARY_CLASS} { all: revert; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 8px 0; padding: 8px 12px;
  border: 1px solid #1f5fa8; border-radius: 6px; background: #eef4fb; color: #1b1f24;
  font: 13px/1.3 system-ui, -apple-system, "Segoe UI", sans-serif; }
.${SUMMARY_CLASS} strong { all: revert; font-weight: 600; }
.${SUMMARY_CLASS} button { all: revert; font: inherit; cursor: pointer; padding: 3px 10px; border-radius: 4px;
  border: 1px solid #1f5fa8; background: #fff; color: #1f5fa8; }
.${SUMMARY_CLASS} button[aria-pressed="true"] { background: #1f5fa8; color: #fff; }
.${SUMMARY_CLASS} button:focus-visible { outline: 2px solid #c26a00; outline-offset: 1px; }
.${SUMMARY_CLASS} kbd { all: revert; font: 12px ui-monospace, monospace; padding: 0 4px; border: 1px solid #8c959f; border-radius: 3px; }
.${SUMMARY_CLASS} .status { all: revert; color: #424a53; }
.${HIDDEN_CLASS} { display: none !important; }
@media (prefers-color-scheme: dark) {
  .${MARK_CLASS} { border-color: #8ab4f8; background: #8ab4f8; color: #0b1f3a; }
  .${MARK_CLASS}[data-mark="near"] { border-color: #8c959f; background: #2d333b; color: #d1d7e0; }
  .${SUMMARY_CLASS} { border-color: #8ab4f8; background: #1c2733; color: #e6edf3; }
  .${SUMMARY_CLASS} button { background: #0d1117; color: #8ab4f8; border-color: #8ab4f8; }
  .${SUMMARY_CLASS} button[aria-pressed="true"] { background: #8ab4f8; color: #0b1f3a; }
  .${SUMMARY_CLASS} .status { color: #c9d1d9; }
}`;

/** Adds the marks' stylesheet to the page once; returns it so it can be removed. */
export function installMarkStyles(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
  return style;
}
