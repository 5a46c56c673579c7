import { useRef } from 'preact/hooks';

/**
 * The index of the selected row in `rows`. When that row has left the list (removed with S, dismissed, filtered
 * away), the row now in its place is selected: the selection moves on to a neighbour, as in a mail client, rather
 * than back to the top, where the next S or a focused "Saved" button would act on a paper far from where the user
 * was. `scope` keeps one remembered place per view (a tab, a search as typed, a filter): a view not seen before starts
 * at its first row, so where a search's selection lands never depends on how many of its keystrokes were rendered.
 * −1 only for an empty list.
 */
export function useSelectedIndex<T>(rows: readonly T[], isSelected: (row: T) => boolean, scope = ''): number {
  const places = useRef(new Map<string, number>());
  const found = rows.findIndex(isSelected);
  const index = found >= 0 ? found : Math.min(places.current.get(scope) ?? 0, rows.length - 1);
  if (index >= 0) places.current.set(scope, index);
  return index;
}
