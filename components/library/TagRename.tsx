import { useEffect, useMemo, useRef } from 'preact/hooks';
import { renameTag } from '../../lib/library/queries';
import { tagKey } from '../../lib/paper/tag-kinds';
import type { RadarDb, SavedPaper } from '../../lib/store/db';

interface TagRenameProps {
  db: RadarDb;
  /** Every saved paper: the tag is offered for renaming only if it is one of the user's own (not a sub-topic's). */
  all: readonly SavedPaper[];
  /** The tag the library is filtered by ('' for none). */
  tag: string;
  /** The tag's new name, for the filter to follow it. */
  onRenamed(tag: string): void;
  say(message: string): void;
  fail(error: unknown): void;
}

/**
 * Renames the tag the library is filtered by on every paper that has it (a typo fixed, two spellings made one), as
 * Zotero's tag selector does; shown while the filter is one of the user's own tags.
 */
export function TagRename({ db, all, tag, onRenamed, say, fail }: TagRenameProps) {
  const field = useRef<HTMLInputElement>(null);
  // The field follows the filter (a rename included) without being made again, so the focus stays in it.
  useEffect(() => {
    if (field.current) field.current.value = tag;
  }, [tag]);
  // Once per library or filter change, not at each key typed in the search: the pass reads every paper's tags.
  const own = useMemo(() => {
    const key = tagKey(tag);
    return key !== '' && all.some(({ record }) => record.tags.some((mine) => tagKey(mine) === key));
  }, [all, tag]);
  if (!own) return null;
  return (
    <form
      class="tag-rename"
      aria-label="Rename the tag"
      onSubmit={(event) => {
        event.preventDefault();
        const to = field.current?.value ?? '';
        renameTag(db, tag, to).then(({ said, tag: renamed }) => {
          say(said);
          onRenamed(renamed);
        }, fail);
      }}
    >
      <label>
        Rename the tag “{tag}” to <input ref={field} defaultValue={tag} />
      </label>{' '}
      <button type="submit">Rename tag</button>
    </form>
  );
}
