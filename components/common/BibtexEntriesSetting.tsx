/** The BibTeX export's setting, a checkbox in the library's export panel and on options.html. */

export const BIBTEX_ENTRIES_LABEL = 'BibTeX: keep arXiv @misc entries even for published papers';

/** What a status line says once the setting is saved. */
export function bibtexEntriesSaved(on: boolean): string {
  return on
    ? 'Saved. BibTeX exports keep arXiv @misc entries for every arXiv paper.'
    : 'Saved. BibTeX exports cite a published paper as its venue’s entry.';
}

interface BibtexEntriesSettingProps {
  checked: boolean;
  onChange(on: boolean): void;
}

export function BibtexEntriesSetting({ checked, onChange }: BibtexEntriesSettingProps) {
  return (
    <label class="inline">
      <input type="checkbox" checked={checked} onChange={(event) => onChange((event.currentTarget as HTMLInputElement).checked)} />
      {BIBTEX_ENTRIES_LABEL}
    </label>
  );
}
