/** The popup's two lists. */
export const TABS = ['feed', 'saved'] as const;
export type TabId = (typeof TABS)[number];

/** The id of a tab's list (the listbox the keys act on, and focus returns to). */
export const listId = (tab: TabId) => `list-${tab}`;

/** Moves the focus back to a tab's list. */
export function focusList(tab: TabId): void {
  document.getElementById(listId(tab))?.focus();
}
