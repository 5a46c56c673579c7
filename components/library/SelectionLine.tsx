interface SelectionLineProps {
  count: number;
  onChooseAll(): void;
  onClear(): void;
  /** The chosen papers' BibTeX to the clipboard, in the list's order. */
  onCopyBibtex(): void;
  onMarkRead(read: boolean): void;
}

/**
 * How many papers are chosen, how to choose them, the buttons to choose all or none, and what to do with the chosen
 * ones besides exporting them: copy their BibTeX (to paste into a paper's .bib), mark them read or unread.
 */
export function SelectionLine({ count, onChooseAll, onClear, onCopyBibtex, onMarkRead }: SelectionLineProps) {
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
          </button>
        </>
      )}
    </p>
  );
}
