import { useEffect, useMemo, useRef } from 'preact/hooks';
import { updateSaved } from '../../lib/library/queries';
import { tagSuggestions } from '../../lib/library/tag-suggestions';
import { formatDate } from '../../lib/paper/format';
import { localDay } from '../../lib/paper/iso-date';
import type { Collection } from '../../lib/paper/schema';
import { tagKey } from '../../lib/paper/tag-kinds';
import type { RadarDb, SavedPaper } from '../../lib/store/db';
import { useDraftField } from './use-draft-field';
import type { LibraryRow } from './use-library-view';

interface AnnotationsProps {
  db: RadarDb;
  /** The paper in the detail pane. */
  current: LibraryRow;
  collections: readonly Collection[];
  say(message: string): void;
  fail(error: unknown): void;
  /** After the paper's collections changed (the storage.sync copy follows them). */
  onCollectionsChanged(): void;
  onCopyBibtex(): void;
  /** Every saved paper: their tags that this paper lacks are offered beside its own (lib/library/tag-suggestions.ts). */
  library: readonly SavedPaper[];
}

/**
 * The user's own record of a paper: tags, a note, the read mark, its collections; each saved as it changes (the note and
 * tags as they are typed: use-draft-field.ts).
 */
export function Annotations({ db, current, collections, say, fail, onCollectionsChanged, onCopyBibtex, library }: AnnotationsProps) {
  const { paper, record } = current;
  const tags = useDraftField(db, paper.id, 'tags', record.tags.join(', '), fail);
  const tagField = useRef<HTMLInputElement>(null);
  // A tag renamed across the library shows here at once: an edit after it must not write the old name back.
  const storedTags = record.tags.join(', ');
  useEffect(() => void tags.follow(tagField.current, storedTags), [tags, storedTags]);
  const suggestions = useMemo(
    () =>
      tagSuggestions(
        library.map((saved) => saved.record.tags),
        record.tags,
      ),
    [library, record.tags],
  );
  // Added after what is typed (saved or not yet), unless the field has it already in another spelling.
  const addTag = (tag: string) => {
    const field = tagField.current;
    if (!field) return;
    const typed = field.value
      .split(',')
      .map((each) => each.trim())
      .filter(Boolean);
    if (!typed.some((each) => tagKey(each) === tagKey(tag))) field.value = [...typed, tag].join(', ');
    // The button goes once the tag is saved: the focus waits in the field, not on the page's body.
    field.focus();
    void tags.commit(field.value).then(() => say(`Tagged “${tag}”.`), fail);
  };
  const note = useDraftField(db, paper.id, 'note', record.note, fail);
  const noteField = useRef<HTMLTextAreaElement>(null);
  // A twin merged into this paper adds its note here: an edit after the merge must not write the note before it back.
  useEffect(() => void note.follow(noteField.current, record.note), [note, record.note]);
  const value = (event: Event) => (event.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
  return (
    <form class="annotations" aria-label="Your notes on this paper" onSubmit={(event) => event.preventDefault()}>
      <label>
        Tags (comma-separated)
        <input
          key={`tags-${paper.id}`}
          ref={tagField}
          defaultValue={record.tags.join(', ')}
          onInput={(event) => tags.input(value(event))}
          onChange={(event) => tags.commit(value(event)).then(() => say('Tags saved.'), fail)}
        />
      </label>
      {suggestions.length > 0 && (
        <p class="tag-suggestions">
          Your tags:{' '}
          {suggestions.map((tag) => (
            <button key={tag} type="button" class="chip" aria-label={`Add the tag ${tag}`} onClick={() => addTag(tag)}>
              {tag}
            </button>
          ))}
        </p>
      )}
      <label for="library-note">Note</label>
      <textarea
        id="library-note"
        key={`note-${paper.id}`}
        ref={noteField}
        rows={4}
        defaultValue={record.note}
        onInput={(event) => note.input(value(event))}
        onChange={(event) => note.commit(value(event)).then(() => say('Note saved.'), fail)}
      />

      <label class="inline">
        <input
          type="checkbox"
          checked={record.read}
          onChange={(event) => void updateSaved(db, paper.id, { read: (event.currentTarget as HTMLInputElement).checked }).catch(fail)}
        />
        Read
      </label>
      <fieldset>
        <legend>In collections</legend>
        {collections.map((item) => (
          <label class="inline" key={item.id}>
            <input
              type="checkbox"
              checked={record.collectionIds.includes(item.id)}
              onChange={(event) => {
                const on = (event.currentTarget as HTMLInputElement).checked;
                const ids = on ? [...record.collectionIds, item.id] : record.collectionIds.filter((id) => id !== item.id);
                updateSaved(db, paper.id, { collectionIds: ids }).then(onCollectionsChanged, fail);
              }}
            />
            {item.name}
          </label>
        ))}
      </fieldset>
      {record.savedAt > 0 && <p class="saved-on">Saved on {formatDate(localDay(record.savedAt))}.</p>}
      <button type="button" onClick={onCopyBibtex}>
        Copy BibTeX
      </button>
      {record.citeKey && (
        <p class="cite-key">
          Cited as <code>{record.citeKey}</code> in BibTeX and CSL-JSON, from now on.
        </p>
      )}
    </form>
  );
}
