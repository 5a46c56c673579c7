/**
 * The compact save toggle put on every entry of a listing page. Its accessible name ("Save: <title>") stays the
 * same and `aria-pressed` carries the state, as the ARIA toggle-button pattern asks. Hosts share one constructed
 * stylesheet where the browser allows it, so 2,000 entries cost 2,000 small shadow roots and no stylesheet parses.
 */

const CSS = `
:host { all: initial; display: inline-block; margin-left: 6px; vertical-align: baseline; }
button { font: 12px/1.2 system-ui, -apple-system, "Segoe UI", sans-serif; cursor: pointer; border-radius: 4px;
  padding: 1px 6px; border: 1px solid #8c959f; background: transparent; color: #1f5fa8; }
button::before { content: "☆ Save"; }
button[aria-pressed="true"] { border-color: #2e7d32; color: #1a5a1a; background: #e9f6ea; }
button[aria-pressed="true"]::before { content: "★ Saved"; }
button[aria-busy="true"] { opacity: .6; cursor: progress; }
button:focus-visible { outline: 2px solid #f2a900; outline-offset: 1px; }
@media (prefers-color-scheme: dark) {
  button { color: #8ab4f8; border-color: #6e7681; }
  button[aria-pressed="true"] { color: #b9f0b9; background: #102410; border-color: #5cb85c; }
}`;

let shared: CSSStyleSheet | null | undefined;

function sharedSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  try {
    shared = new CSSStyleSheet();
    shared.replaceSync(CSS);
  } catch {
    shared = null;
  }
  return shared;
}

export interface ListingToggle {
  host: HTMLElement;
  button: HTMLButtonElement;
  render(saved: boolean, busy?: boolean): void;
}

export function createListingToggle(doc: Document, title: string, onClick: () => void): ListingToggle {
  const host = doc.createElement('agent-rl-radar-toggle');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = sharedSheet();
  let adopted = false;
  if (sheet) {
    try {
      root.adoptedStyleSheets = [sheet];
      adopted = true;
    } catch {
      // Some content-script worlds (Firefox) can't adopt a sheet made there; a <style> does the same job.
    }
  }
  if (!adopted) {
    const style = doc.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', `Save: ${title.slice(0, 200)}`);
  button.addEventListener('click', onClick);
  root.append(button);
  const render = (saved: boolean, busy = false) => {
    button.setAttribute('aria-pressed', String(saved));
    button.setAttribute('aria-busy', String(busy));
  };
  render(false);
  return { host, button, render };
}
