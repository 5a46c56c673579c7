/**
 * Where the user's Enter or Space went while it is down. A page's script can move focus onto one of our controls from
 * its own keydown handler for Enter (in a search field, say): the browser then clicks the control with the user's key,
 * as a trusted click. So a keyboard's click (no pointer: `detail` 0) counts only on the control the key went to; a
 * click from assistive technology (a screen reader's "activate") comes with no key down and counts as ever.
 *
 * Accepted risk: the page's own capturing listeners on `window` were added before ours (we are injected after the
 * load) and run first; one that stops the key's propagation hides it from us, and its click then reads as a screen
 * reader's (tests/security/README.md).
 */
let keyTarget: EventTarget | undefined;
let keyAt = 0;
let listening = false;

/** A key down longer than this without its key-up reaching us (released in another tab, an alert) no longer counts. */
const KEY_HELD_MS = 1000;

const activation = (event: KeyboardEvent) => event.isTrusted && (event.key === 'Enter' || event.key === ' ');

/** Starts following the document's Enter and Space (once per document, whatever mounts ask). */
export function trackActivationKeys(doc: Document): void {
  if (listening) return;
  listening = true;
  const view = doc.defaultView ?? window;
  const forget = () => {
    keyTarget = undefined;
  };
  // Capturing, at the window: before the document's and the elements' handlers can move focus. The first node of the
  // path is the real target, inside a shadow root too.
  view.addEventListener(
    'keydown',
    (event) => {
      if (!activation(event)) return;
      keyTarget = event.composedPath()[0] ?? event.target ?? undefined;
      keyAt = performance.now();
    },
    true,
  );
  view.addEventListener(
    'keyup',
    (event) => {
      // After the click a Space fires on its key-up.
      if (activation(event)) setTimeout(forget);
    },
    true,
  );
  // A key-up that never reaches this page (focus left it) must not block the clicks that follow. Leaving the tab
  // blurs the window too, so no visibilitychange listener: timed step by step in the abs page (30 loads), adding it cost
  // 0.1–0.25 ms of every paper page's load. A key held past KEY_HELD_MS stops counting anyway.
  // Only the browser's own blur of the window: a page's script could send one to make us forget where a key went.
  view.addEventListener('blur', (event) => {
    if (event.isTrusted) forget();
  });
}

/** Whether a trusted click on `control` is the user's own: a pointer's, or a key's that went to this control. */
export function usersClick(event: MouseEvent, control: EventTarget): boolean {
  const keyDown = keyTarget !== undefined && performance.now() - keyAt < KEY_HELD_MS;
  return event.isTrusted === true && (event.detail !== 0 || !keyDown || keyTarget === control);
}
