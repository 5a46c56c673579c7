/** The popup's two lists. */
export const TABS = ['feed', 'saved'] as const;
export type TabId = (typeof TABS)[number];

/** The id of a tab's list (the listbox the keys act on, and focus returns to). */
export const listId = (tab: TabId) => `list-${tab}`;

/**
 * Moves the focus back to a tab's list; to its panel while the list is empty (no list then), so the focus never falls
 * to the page's body, where Tab starts over from the top.
 */
export function focusList(tab: TabId): void {
  (document.getElementById(listId(tab)) ?? document.getElementById(`panel-${tab}`))?.focus();
}
