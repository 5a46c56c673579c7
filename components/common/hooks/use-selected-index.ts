import { useRef } from 'preact/hooks';

/**
 * The index of the selected row (`selectedId`) in `rows`. When that row has left the list (removed with S, dismissed,
 * filtered away), the row now in its place is selected: the selection moves on to a neighbour, as in a mail client,
 * rather than back to the top, where the next S or a focused "Saved" button would act on a paper far from where the
 * user was. That neighbour, once shown, is held by its id: a row added above it later (a save in another window, a
 * refresh) moves it down, not the selection onto another paper. `holdUnchosen`: the row shown before the user chose
 * any is held so too (the library, whose pane may hold a note being typed); otherwise that is the first row, wherever
 * the rows' order puts it (the popup, whose feed a refresh re-orders while no paper is chosen). `scope` keeps one remembered place per
 * view (a tab, a search as typed, a filter): a view not seen before starts at its first row, so where a search's
 * selection lands never depends on how many of its keystrokes were rendered. −1 only for an empty list.
 */
export function useSelectedIndex<T>(
  rows: readonly T[],
  selectedId: string | undefined,
  scope: string,
  idOf: (row: T) => string,
  { holdUnchosen }: { holdUnchosen: boolean },
): number {
  const places = useRef(new Map<string, { index: number; id: string }>());
  const found = selectedId === undefined ? -1 : rows.findIndex((row) => idOf(row) === selectedId);
  let index = found;
  if (found < 0) {
    const place = places.current.get(scope);
    const held = place && (selectedId !== undefined || holdUnchosen) ? rows.findIndex((row) => idOf(row) === place.id) : -1;
    index = held >= 0 ? held : Math.min(place?.index ?? 0, rows.length - 1);
  }
  const row = rows[index];
  if (row !== undefined) places.current.set(scope, { index, id: idOf(row) });
  return index;
}
