/**
 * The compact save toggle on every entry of a listing page: a plain button (2,000 shadow roots cost more than the
 * page can spare), styled by one stylesheet whose rules start from `all: revert` so page CSS doesn't leak in. Its
 * accessible name ("Save: <title>") stays the same and `aria-pressed` carries the state, as the ARIA toggle-button
 * pattern asks.
 */

export const TOGGLE_CLASS = 'agent-rl-radar-toggle';

// In a dark browser the toggle brings its own dark ground: arXiv's listings stay white (its label is a ::before, which
// axe can't check). No comments in the stylesheet itself: they would be shipped to every listing.
const CSS = `
button.${TOGGLE_CLASS} { all: revert; box-sizing: border-box; display: inline-block; margin: 0 0 0 6px; vertical-align: baseline;
  font: 12px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; cursor: pointer; border-radius: 4px; padding: 1px 6px;
  border: 1px solid #8c959f; background: transparent; color: #1f5fa8; }
button.${TOGGLE_CLASS}::before { content: "☆ Save"; }
button.${TOGGLE_CLASS}[aria-pressed="true"] { border-color: #2e7d32; color: #1a5a1a; background: #e9f6ea; }
button.${TOGGLE_CLASS}[aria-pressed="true"]::before { content: "★ Saved"; }
button.${TOGGLE_CLASS}[aria-busy="true"] { opacity: .6; cursor: progress; }
button.${TOGGLE_CLASS}:focus-visible { outline: 2px solid #c26a00; outline-offset: 1px; }
@media (prefers-color-scheme: dark) {
  button.${TOGGLE_CLASS} { color: #8ab4f8; border-color: #6e7681; background: #0d1117; }
  button.${TOGGLE_CLASS}[aria-pressed="true"] { color: #b9f0b9; background: #102410; border-color: #5cb85c; }
}`;

/** Adds the toggles' stylesheet to the page once; returns it so it can be removed. */
export function installToggleStyles(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
  return style;
}

/**
 * A factory of toggles for one page. Each toggle is a shallow clone of one prototype, so a 2,000-entry listing
 * pays for one attribute write per entry rather than a full build.
 */
export function toggleFactory(doc: Document): (title: string, saved: boolean) => HTMLButtonElement {
  const prototype = doc.createElement('button');
  prototype.type = 'button';
  prototype.className = TOGGLE_CLASS;
  prototype.setAttribute('aria-pressed', 'false');
  return (title, saved) => {
    const button = prototype.cloneNode(false) as HTMLButtonElement;
    button.setAttribute('aria-label', `Save: ${title.slice(0, 200)}`);
    if (saved) button.setAttribute('aria-pressed', 'true');
    return button;
  };
}

export function renderToggle(button: HTMLButtonElement, saved: boolean, busy = false): void {
  button.setAttribute('aria-pressed', String(saved));
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** How far from a toggle a pointer's click may land and still be on it: touch screens aim near a target, not on it. */
const CLICK_SLOP_PX = 12;

/**
 * Whether a click landed on the toggle it reached. A `<label>` the page wraps around a toggle forwards every click on
 * the label's text to it as the user's own (trusted) click, with the pointer where the user clicked: a lure as wide as
 * the page, where a real click is on the button. A keyboard's click (Enter, Space) has no pointer: `detail` is 0 (and
 * activation-keys.ts checks that the key went to this toggle).
 */
export function clickLandedOn(button: Element, event: MouseEvent): boolean {
  if (event.detail === 0) return true;
  const box = button.getBoundingClientRect();
  return (
    event.clientX >= box.left - CLICK_SLOP_PX &&
    event.clientX <= box.right + CLICK_SLOP_PX &&
    event.clientY >= box.top - CLICK_SLOP_PX &&
    event.clientY <= box.bottom + CLICK_SLOP_PX
  );
}
