import { useState } from 'preact/hooks';
import type { Collection } from '../../lib/paper/schema';

interface SelectionLineProps {
  count: number;
  /** The library's collections, for "Add to collection". */
  collections: readonly Collection[];
  onChooseAll(): void;
  onClear(): void;
  /** The chosen papers' BibTeX to the clipboard, in the list's order. */
  onCopyBibtex(): void;
  onMarkRead(read: boolean): void;
  onAddToCollection(collection: Collection): void;
  /** Removes the chosen papers from the library (U brings them back). */
  onRemove(): void;
}

/**
 * How many papers are chosen, how to choose them, the buttons to choose all or none, and what to do with the chosen
 * ones besides exporting them: copy their BibTeX (to paste into a paper's .bib), mark them read or unread, put them in
 * a collection (a reading group's list, a survey's section) at once, remove them (U brings them back).
 */
export function SelectionLine(props: SelectionLineProps) {
  const { count, onChooseAll, onClear, onCopyBibtex, onMarkRead, onRemove } = props;
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
          <AddToCollection collections={props.collections} onAdd={props.onAddToCollection} />
          <button type="button" class="link" onClick={onRemove}>
            Remove
          </button>
        </>
      )}
    </p>
  );
}

/**
 * A collection to choose, and a button that adds the papers to it: choosing alone changes nothing, since arrowing
 * through a closed select changes its value (and fires `change`) at each key in Chrome on Windows and Linux.
 */
function AddToCollection({ collections, onAdd }: { collections: readonly Collection[]; onAdd(collection: Collection): void }) {
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  if (collections.length === 0) return null;
  const chosen = collections.find((collection) => collection.id === chosenId) ?? collections[0];
  return (
    <>
      <select
        aria-label="Collection"
        value={chosen?.id}
        onChange={(event) => setChosenId((event.currentTarget as HTMLSelectElement).value)}
      >
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name}
          </option>
        ))}
      </select>{' '}
      <button type="button" class="link" onClick={() => chosen && onAdd(chosen)}>
        Add to collection
      </button>{' '}
    </>
  );
}
