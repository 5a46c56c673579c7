/** Moves the focus to the library's list; to the papers' section while there is no list (no paper in view). */
export function focusLibraryList(): void {
  (document.getElementById('library-list') ?? document.getElementById('library-main'))?.focus();
}
