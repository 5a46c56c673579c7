import type { Collection } from '../../lib/paper/schema';

interface SelectionLineProps {
  count: number;
  /** The library's collections, for "Add to a collection". */
  collections: readonly Collection[];
  onChooseAll(): void;
  onClear(): void;
  /** The chosen papers' BibTeX to the clipboard, in the list's order. */
  onCopyBibtex(): void;
  onMarkRead(read: boolean): void;
  onAddToCollection(collection: Collection): void;
}

/**
 * How many papers are chosen, how to choose them, the buttons to choose all or none, and what to do with the chosen
 * ones besides exporting them: copy their BibTeX (to paste into a paper's .bib), mark them read or unread, put them in
 * a collection (a reading group's list, a survey's section) at once.
 */
export function SelectionLine({
  count,
  collections,
  onChooseAll,
  onClear,
  onCopyBibtex,
  onMarkRead,
  onAddToCollection,
}: SelectionLineProps) {
  return (
    <p class="selection">
      {count} selected · Space or Ctrl/⌘-click chooses, Shift-click a range{' '}
      <button type="button" class="link" onClick={onChooseAll}>
        Select all in view
      </button>{' '}
      <button type="button" class="link" onClick={onClear}>
        Clear selection
      </button>
      {count > 0 && (
        <>
          {' · '}
          <button type="button" class="link" onClick={onCopyBibtex}>
            Copy BibTeX
          </button>{' '}
          <button type="button" class="link" onClick={() => onMarkRead(true)}>
            Mark read
          </button>{' '}
          <button type="button" class="link" onClick={() => onMarkRead(false)}>
            Mark unread
          </button>{' '}
          <select
            aria-label="Add the selected papers to a collection"
            value=""
            onChange={(event) => {
              const select = event.currentTarget as HTMLSelectElement;
              const chosen = collections.find((collection) => collection.id === select.value);
              // Back to its prompt: the same collection can be chosen again for the next selection.
              select.value = '';
              if (chosen) onAddToCollection(chosen);
            }}
          >
            <option value="">Add to a collection…</option>
            {collections.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
        </>
      )}
    </p>
  );
}
