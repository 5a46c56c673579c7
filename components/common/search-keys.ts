/** The keys of a list's search field, the same in the popup and the library. */

/** Whether a key belongs to an input method's composition (Japanese, Chinese): Enter or Esc there is the composition's. */
export function composing(event: KeyboardEvent): boolean {
  return event.isComposing || event.keyCode === 229;
}

/**
 * A search field's own keys, as the `?` list gives them (lib/keymap/help.ts): Esc clears the search, Esc again leaves
 * for the list; Enter or ↓ goes to the list.
 */
export function searchFieldKeydown(event: KeyboardEvent, query: string, clear: () => void, toList: () => void): void {
  if (composing(event)) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    if (query !== '') clear();
    else toList();
  } else if (event.key === 'Enter' || (event.key === 'ArrowDown' && !event.shiftKey)) {
    // Shift+↓ is the field's own: it selects text.
    event.preventDefault();
    toList();
  }
}
