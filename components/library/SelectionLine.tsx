interface SelectionLineProps {
  count: number;
  onChooseAll(): void;
  onClear(): void;
}

/** How many papers are chosen, how to choose them, and the buttons to choose all or none. */
export function SelectionLine({ count, onChooseAll, onClear }: SelectionLineProps) {
  return (
    <p class="selection">
      {count} selected · Space or Ctrl/⌘-click chooses, Shift-click a range{' '}
      <button type="button" class="link" onClick={onChooseAll}>
        Select all in view
      </button>{' '}
      <button type="button" class="link" onClick={onClear}>
        Clear selection
      </button>
    </p>
  );
}
