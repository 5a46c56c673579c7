interface LibraryHeaderProps {
  /** The backup reminder, when one is due. */
  reminder: string | undefined;
  onBackup(): void;
}

/** The library's title, and the reminder to back up when the last export is old. */
export function LibraryHeader({ reminder, onBackup }: LibraryHeaderProps) {
  return (
    <header class="library-header">
      <h1>RL for LLM Agents — Library</h1>
      {reminder && (
        <p class="reminder">
          {reminder}{' '}
          <button type="button" class="link" onClick={onBackup}>
            Export a backup now
          </button>
        </p>
      )}
    </header>
  );
}
