/**
 * Whether the key goes to a field the user types in: the path's first node, since a listener on the document sees an
 * input inside a shadow root as its host; any editable element (`plaintext-only`, `TRUE`); and a custom element whose
 * shadow root is closed to us (it may hold a field).
 */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] ?? event.target;
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.localName.includes('-') && target.shadowRoot === null) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false" i])') !== null;
}
