import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { createCollection, deleteCollection, renameCollection } from '../../lib/library/queries';
import type { Collection } from '../../lib/paper/schema';
import type { RadarDb, SavedPaper } from '../../lib/store/db';

interface CollectionsPaneProps {
  db: RadarDb;
  /** Every saved paper, for the counts. */
  all: readonly SavedPaper[];
  collections: readonly Collection[];
  /** The collection in view, or 'all'. */
  collection: string;
  onCollection(id: string): void;
  say(message: string): void;
  fail(error: unknown): void;
  /** After a change to the collections made here (the storage.sync copy follows it). */
  onCollectionsChanged(): void;
  /** Below the collections: the export and import. */
  children: ComponentChildren;
}

/** The collections, with their counts, and the forms to create, rename and delete one. Deleting keeps its papers. */
export function CollectionsPane({
  db,
  all,
  collections,
  collection,
  onCollection,
  say,
  fail,
  onCollectionsChanged,
  children,
}: CollectionsPaneProps) {
  const [newName, setNewName] = useState('');
  const selected = collections.find((item) => item.id === collection);
  // The Rename and Delete buttons go with their collection (deleted here or in another window): the focus on one of
  // them would fall to the page's body, where Tab starts over from the top. It goes to the view shown now instead, in
  // the commit that removes them (a layout effect): an effect ran after the paint, leaving the focus on the body for
  // a frame, long enough under load for a key press to land there.
  const allButton = useRef<HTMLButtonElement>(null);
  const hadActions = useRef(false);
  useLayoutEffect(() => {
    if (hadActions.current && !selected && (document.activeElement === document.body || document.activeElement === null))
      allButton.current?.focus();
    hadActions.current = selected !== undefined;
  }, [selected]);
  return (
    <nav class="collections" aria-label="Collections">
      <h2>Collections</h2>
      <ul>
        <li>
          <button
            type="button"
            ref={allButton}
            aria-current={collection === 'all' ? 'true' : undefined}
            onClick={() => onCollection('all')}
          >
            All saved papers <span class="count">{all.length}</span>
          </button>
        </li>
        {collections.map((item) => (
          <li key={item.id}>
            <button type="button" aria-current={collection === item.id ? 'true' : undefined} onClick={() => onCollection(item.id)}>
              {item.name} <span class="count">{all.filter(({ record }) => record.collectionIds.includes(item.id)).length}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        class="new-collection"
        onSubmit={(event) => {
          event.preventDefault();
          createCollection(db, newName)
            .then((created) => {
              setNewName('');
              say(`Created the collection “${created.name}”.`);
              onCollectionsChanged();
            })
            .catch(fail);
        }}
      >
        <label>
          New collection
          <input value={newName} onInput={(event) => setNewName((event.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="submit">Create</button>
      </form>
      {selected && (
        <div class="collection-actions">
          <button
            type="button"
            onClick={() => {
              const name = prompt(`Rename “${selected.name}” to:`, selected.name);
              if (name !== null)
                renameCollection(db, selected.id, name).then(() => {
                  say('Collection renamed.');
                  onCollectionsChanged();
                }, fail);
            }}
          >
            Rename collection
          </button>
          <button
            type="button"
            onClick={() => {
              if (!confirm(`Delete the collection “${selected.name}”? Its papers stay saved.`)) return;
              deleteCollection(db, selected.id)
                .then((count) => {
                  onCollection('all');
                  say(`Deleted “${selected.name}”; ${count === 1 ? 'its paper stays' : `its ${count} papers stay`} saved.`);
                  onCollectionsChanged();
                })
                .catch(fail);
            }}
          >
            Delete collection
          </button>
        </div>
      )}
      {children}
    </nav>
  );
}
