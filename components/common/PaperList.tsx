import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Paper } from '../../lib/paper/schema';
import { paperTags } from '../../lib/paper/tag-kinds';
import { PaperRow } from './PaperRow';

/** Every row has this height (titles clamp to two lines), so the window of rows is arithmetic. */
export const ROW_HEIGHT = 86;
/** Rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 6;

export interface ListRow {
  paper: Paper;
  /** Every tag of the paper, for search and the chips. */
  tags: readonly string[];
  /** Which tags the row shows, and as whose: the user's own and the classifier's sub-topics (one chip per label). */
  ownTags?: readonly string[];
  topicTags?: readonly string[];
  /** A judge's verdict on a feed paper ("second opinion: in"), where one was asked. */
  opinion?: string;
  /** The user's note on a saved paper, for search. */
  note?: string;
  /** Marked read (the library's rows say so). */
  read?: boolean;
  /** A feed paper that arrived since the popup was last opened. */
  fresh?: boolean;
}

interface PaperListProps {
  /** Accessible name of the listbox. */
  label: string;
  id: string;
  rows: readonly ListRow[];
  savedIds: ReadonlySet<string>;
  selectedId: string | undefined;
  onSelect(id: string): void;
  onOpen(paper: Paper): void;
  /**
   * Multi-select (the library): the chosen papers carry `aria-selected`, the row the keys act on is the active
   * descendant, and Ctrl/⌘-click or Shift-click choose as in a file manager.
   */
  chosenIds?: ReadonlySet<string>;
  onChoose?(id: string, how: 'toggle' | 'range'): void;
}

/**
 * An option's id, one per paper id: each character outside [A-Za-z0-9-] becomes `_<hex>_`, so `doi:10.1/a.b` and
 * `doi:10.1/a_b` (which a plain `_` for both once made one id) stay apart and `aria-activedescendant` names the right one.
 */
export const optionId = (paperId: string) =>
  `paper-${paperId.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.codePointAt(0)?.toString(16)}_`)}`;

/**
 * A single-select listbox (WAI-ARIA APG) that renders only the rows in view, so 10,000 papers scroll and move as
 * fast as 20. Keys are handled by the page (its keymap in lib/keymap/keymap.ts). Focus stays on the list; `aria-activedescendant` names the selected option, which is always rendered
 * (the window follows the selection); `aria-setsize`/`aria-posinset` give each option its place in the whole list.
 */
export function PaperList({ label, id, rows, savedIds, selectedId, onSelect, onOpen, chosenIds, onChoose }: PaperListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  const index = rows.findIndex((row) => row.paper.id === selectedId);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setHeight(list.clientHeight || 400);
    const observer = new ResizeObserver(() => setHeight(list.clientHeight || 400));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // Keep the selected row in view: scroll the least that shows it whole. Only when the selection moves (another row,
  // or its place changed): rows merely read again (a note stored, a paper saved below in another window) sent a list
  // the user had scrolled with the wheel back to the selected row.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || index < 0) return;
    const top = index * ROW_HEIGHT;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_HEIGHT > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW_HEIGHT - list.clientHeight;
    setScrollTop(list.scrollTop);
  }, [index, selectedId]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const visible = rows.slice(first, last);
  // The active descendant must exist in the DOM even when scrolled away by the mouse wheel.
  const selectedRow = index >= 0 && (index < first || index >= last) ? rows[index] : undefined;

  const option = (row: ListRow, position: number) => {
    const saved = savedIds.has(row.paper.id);
    return (
      <div
        key={row.paper.id}
        id={optionId(row.paper.id)}
        role="option"
        tabIndex={-1}
        aria-selected={chosenIds ? chosenIds.has(row.paper.id) : row.paper.id === selectedId}
        aria-setsize={rows.length}
        aria-posinset={position + 1}
        data-paper-id={row.paper.id}
        class={`row${saved ? ' saved' : ''}${chosenIds && row.paper.id === selectedId ? ' current' : ''}`}
        style={{ top: `${position * ROW_HEIGHT}px`, height: `${ROW_HEIGHT}px` }}
      >
        <PaperRow
          paper={row.paper}
          saved={saved}
          read={row.read}
          fresh={row.fresh}
          tags={paperTags(row.ownTags, row.topicTags)}
          opinion={row.opinion}
        />
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the page's keymap handles every key for the list (lib/keymap/keymap.ts)
    <div
      ref={listRef}
      id={id}
      class="paper-list"
      role="listbox"
      aria-label={label}
      aria-multiselectable={chosenIds ? true : undefined}
      tabIndex={0}
      aria-activedescendant={index >= 0 && selectedId !== undefined ? optionId(selectedId) : undefined}
      onScroll={(event) => setScrollTop((event.currentTarget as HTMLElement).scrollTop)}
      onClick={(event) => {
        const option = (event.target as Element | null)?.closest('[role="option"]');
        if (!(option instanceof HTMLElement) || !option.dataset.paperId) return;
        // The click focused the option: the focus goes back to the list, where the keys act (Tab switches the popup's
        // tabs from it) and which stays when the row scrolls out of the rendered window.
        listRef.current?.focus({ preventScroll: true });
        if (onChoose && (event.ctrlKey || event.metaKey)) onChoose(option.dataset.paperId, 'toggle');
        else if (onChoose && event.shiftKey) onChoose(option.dataset.paperId, 'range');
        onSelect(option.dataset.paperId);
      }}
      onDblClick={(event) => {
        const option = (event.target as Element | null)?.closest('[role="option"]');
        const row = rows.find((candidate) => candidate.paper.id === (option as HTMLElement | null)?.dataset.paperId);
        if (row) onOpen(row.paper);
      }}
    >
      <div class="paper-list-spacer" style={{ height: `${rows.length * ROW_HEIGHT}px` }}>
        {selectedRow && option(selectedRow, index)}
        {visible.map((row, offset) => option(row, first + offset))}
      </div>
    </div>
  );
}
