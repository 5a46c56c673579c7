/**
 * Where the user's Enter or Space went while it is down. A page's script can move focus onto one of our controls from
 * its own keydown handler for Enter (in a search field, say): the browser then clicks the control with the user's key,
 * as a trusted click. So a keyboard's click (no pointer: `detail` 0) counts only on the control the key went to; a
 * click from assistive technology (a screen reader's "activate") comes with no key down and counts as ever.
 */
let keyTarget: EventTarget | undefined;
let listening = false;

const activation = (event: KeyboardEvent) => event.isTrusted && (event.key === 'Enter' || event.key === ' ');

/** Starts following the document's Enter and Space (once per document, whatever mounts ask). */
export function trackActivationKeys(doc: Document): void {
  if (listening) return;
  listening = true;
  // Capturing, at the top: before any of the page's handlers can move focus. The first node of the path is the real
  // target, inside a shadow root too.
  doc.addEventListener(
    'keydown',
    (event) => {
      if (activation(event)) keyTarget = event.composedPath()[0] ?? event.target ?? undefined;
    },
    true,
  );
  doc.addEventListener(
    'keyup',
    (event) => {
      // After the click a Space fires on its key-up.
      if (activation(event))
        setTimeout(() => {
          keyTarget = undefined;
        });
    },
    true,
  );
}

/** Whether a trusted click on `control` is the user's own: a pointer's, or a key's that went to this control. */
export function usersClick(event: MouseEvent, control: EventTarget): boolean {
  return event.isTrusted === true && (event.detail !== 0 || keyTarget === undefined || keyTarget === control);
}
