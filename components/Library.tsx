import { useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { RadarDb } from '../lib/db';
import { listSaved } from '../lib/db';
import { toBibtex } from '../lib/export/bibtex';
import { filterRows, tagCounts } from '../lib/feed/filter';
import { actionFor } from '../lib/keymap';
import { backupReminder, createCollection, deleteCollection, renameCollection, updateSaved } from '../lib/library';
import { sendRequest } from '../lib/messaging-client';
import { writeSyncCopy } from '../lib/sync-copy-store';
import { httpUrl } from '../lib/text';
import { DetailPane } from './DetailPane';
import { KeysDialog } from './KeysDialog';
import { downloadBackup, LibraryTransfer } from './LibraryTransfer';
import { PaperList } from './PaperList';
import { useLiveQuery } from './use-live-query';
import { useWindowKeydown } from './use-window-keydown';

type Sort = 'saved' | 'published' | 'title';
type ReadFilter = 'all' | 'unread' | 'read';

/** The full-page library: every saved paper, organised, annotated and exported. */
export function Library({ db }: { db: RadarDb }) {
  const saved = useLiveQuery(() => listSaved(db), [db]);
  const collections = useLiveQuery(async () => (await db.collections.toArray()).sort((a, b) => a.createdAt - b.createdAt), [db]);
  const reminder = useLiveQuery(() => backupReminder(db), [db]);
  const [collection, setCollection] = useState<string>('all');
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState('');
  const [read, setRead] = useState<ReadFilter>('all');
  const [sort, setSort] = useState<Sort>('saved');
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [newName, setNewName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const all = saved.status === 'ready' ? saved.value : [];
  const collectionList = collections.status === 'ready' ? collections.value : [];
  const names = useMemo(() => new Map(collectionList.map((item) => [item.id, item.name])), [collectionList]);
  const rows = useMemo(() => {
    const inView = all
      .filter(({ record }) => collection === 'all' || record.collectionIds.includes(collection))
      .filter(({ record }) => read === 'all' || record.read === (read === 'read'))
      .map(({ paper, record }) => ({ paper, record, tags: record.tags }));
    const sorted = [...inView].sort((a, b) =>
      sort === 'title'
        ? a.paper.title.localeCompare(b.paper.title)
        : sort === 'published'
          ? (b.paper.published ?? '').localeCompare(a.paper.published ?? '')
          : b.record.savedAt - a.record.savedAt,
    );
    return filterRows(sorted, query, tag ? [tag] : []);
  }, [all, collection, read, sort, query, tag]);
  const tags = useMemo(() => tagCounts(all.map(({ paper, record }) => ({ paper, tags: record.tags }))), [all]);
  const current = rows.find((row) => row.paper.id === selectedId) ?? rows[0];

  // Saves and un-saves go through the background, which updates the storage.sync copy; collection changes made
  // here go straight to the store, so they update it themselves (a no-op unless the user turned the copy on).
  const collectionsChanged = () => void writeSyncCopy(db).catch(fail);
  const say = (message: string) => {
    setAlert('');
    setStatus(message);
  };
  const fail = (error: unknown) => {
    setStatus('');
    setAlert(error instanceof Error ? error.message : String(error));
  };

  const [helpOpen, setHelpOpen] = useState(false);
  const [removed, setRemoved] = useState<string | undefined>(undefined);

  async function removeCurrent() {
    if (!current) return;
    const reply = await sendRequest({ type: 'paper/unsave', paperId: current.paper.id });
    if (!reply.ok) return fail(reply.error.message);
    setRemoved(current.paper.id);
    say(`Removed “${current.paper.title}” from the library. Press U to undo.`);
  }

  async function undoRemove() {
    if (!removed) return say('Nothing to undo.');
    const reply = await sendRequest({ type: 'paper/undo-unsave', paperId: removed });
    setRemoved(undefined);
    if (reply.ok && reply.data.restored) say('Saved again, with your notes and tags.');
    else fail('Could not undo: the paper is gone.');
  }

  /** Ctrl/⌘-click and Space toggle a paper's selection; Shift-click selects the range from the current paper. */
  function choose(paperId: string, how: 'toggle' | 'range') {
    const next = new Set(chosen);
    if (how === 'range') {
      const from = rows.findIndex((row) => row.paper.id === current?.paper.id);
      const to = rows.findIndex((row) => row.paper.id === paperId);
      for (const row of rows.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(row.paper.id);
    } else if (next.has(paperId)) next.delete(paperId);
    else next.add(paperId);
    setChosen(next);
    say(`${next.size} ${next.size === 1 ? 'paper' : 'papers'} selected.`);
  }

  async function copyBibtex() {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(toBibtex([{ paper: current.paper, record: current.record }]));
      say('BibTeX copied.');
    } catch (error) {
      fail(error);
    }
  }

  useWindowKeydown((event) => {
    if (helpOpen || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, button, a, [contenteditable="true"]')) return;
    const action = actionFor(event);
    const index = rows.findIndex((row) => row.paper.id === current?.paper.id);
    const move = (to: number) => {
      const row = rows[Math.max(0, Math.min(rows.length - 1, to))];
      if (row) setSelectedId(row.paper.id);
    };
    const open = (url: string | undefined, active = true) => {
      const safe = httpUrl(url);
      if (safe) void browser.tabs.create({ url: safe, active });
    };
    const actions: Partial<Record<NonNullable<typeof action>, () => void>> = {
      next: () => move(index + 1),
      previous: () => move(index - 1),
      first: () => move(0),
      last: () => move(rows.length - 1),
      open: () => open(current?.paper.absUrl),
      'open-pdf': () => open(current?.paper.pdfUrl),
      'open-background': () => open(current?.paper.absUrl, false),
      'focus-search': () => document.getElementById('library-search')?.focus(),
      // S takes the paper out of the library (U puts it back, with its notes and tags), as in the popup.
      'toggle-save': () => current && void removeCurrent(),
      undo: () => void undoRemove(),
      help: () => setHelpOpen(true),
    };
    if (event.key === ' ' && current) {
      event.preventDefault();
      choose(current.paper.id, 'toggle');
      return;
    }
    const run = action ? actions[action] : undefined;
    if (run) {
      event.preventDefault();
      run();
    }
  });

  const selectedCollection = collectionList.find((item) => item.id === collection);

  return (
    <main class="library">
      <header class="library-header">
        <h1>RL for LLM Agents — Library</h1>
        {reminder.status === 'ready' && reminder.value && (
          <p class="reminder">
            {reminder.value}{' '}
            <button
              type="button"
              class="link"
              onClick={() => downloadBackup(db).then((count) => say(`Exported a JSON backup of ${count} saved papers.`), fail)}
            >
              Export a backup now
            </button>
          </p>
        )}
      </header>
      <div class="library-body">
        <nav class="collections" aria-label="Collections">
          <h2>Collections</h2>
          <ul>
            <li>
              <button type="button" aria-current={collection === 'all' ? 'true' : undefined} onClick={() => setCollection('all')}>
                All saved papers <span class="count">{all.length}</span>
              </button>
            </li>
            {collectionList.map((item) => (
              <li key={item.id}>
                <button type="button" aria-current={collection === item.id ? 'true' : undefined} onClick={() => setCollection(item.id)}>
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
                  collectionsChanged();
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
          {selectedCollection && (
            <div class="collection-actions">
              <button
                type="button"
                onClick={() => {
                  const name = prompt(`Rename “${selectedCollection.name}” to:`, selectedCollection.name);
                  if (name !== null)
                    renameCollection(db, selectedCollection.id, name).then(() => {
                      say('Collection renamed.');
                      collectionsChanged();
                    }, fail);
                }}
              >
                Rename collection
              </button>
              <button
                type="button"
                onClick={() => {
                  if (!confirm(`Delete the collection “${selectedCollection.name}”? Its papers stay saved.`)) return;
                  deleteCollection(db, selectedCollection.id)
                    .then((count) => {
                      setCollection('all');
                      say(`Deleted “${selectedCollection.name}”; its ${count} papers stay saved.`);
                      collectionsChanged();
                    })
                    .catch(fail);
                }}
              >
                Delete collection
              </button>
            </div>
          )}
          <LibraryTransfer db={db} all={all} rows={rows} chosen={chosen} collection={collection} names={names} say={say} fail={fail} />
        </nav>
        <section class="library-main" aria-label="Saved papers">
          <div class="filters">
            <input
              id="library-search"
              type="search"
              aria-label="Search the library"
              placeholder="Search title, authors, abstract, tags  (/)"
              value={query}
              onInput={(event) => setQuery((event.currentTarget as HTMLInputElement).value)}
            />
            <label>
              Sort
              <select value={sort} onChange={(event) => setSort((event.currentTarget as HTMLSelectElement).value as Sort)}>
                <option value="saved">Saved date</option>
                <option value="published">Published date</option>
                <option value="title">Title</option>
              </select>
            </label>
            <label>
              Tag
              <select value={tag} onChange={(event) => setTag((event.currentTarget as HTMLSelectElement).value)}>
                <option value="">Any tag</option>
                {tags.map((item) => (
                  <option key={item.tag} value={item.tag}>
                    {item.tag} ({item.count})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Show
              <select value={read} onChange={(event) => setRead((event.currentTarget as HTMLSelectElement).value as ReadFilter)}>
                <option value="all">Read and unread</option>
                <option value="unread">Unread</option>
                <option value="read">Read</option>
              </select>
            </label>
          </div>
          <p class="selection">
            {chosen.size} selected · Space or Ctrl/⌘-click chooses, Shift-click a range{' '}
            <button type="button" class="link" onClick={() => setChosen(new Set(rows.map((row) => row.paper.id)))}>
              Select all in view
            </button>{' '}
            <button type="button" class="link" onClick={() => setChosen(new Set())}>
              Clear selection
            </button>
          </p>
          {saved.status === 'ready' && rows.length === 0 && (
            <p class="state">{all.length === 0 ? 'No saved papers yet.' : 'No saved paper matches this view.'}</p>
          )}
          {rows.length > 0 && (
            <div class="panes">
              <PaperList
                id="library-list"
                label="Library papers"
                rows={rows}
                savedIds={new Set()}
                selectedId={current?.paper.id}
                onSelect={setSelectedId}
                chosenIds={chosen}
                onChoose={choose}
                onOpen={(paper) => {
                  const url = httpUrl(paper.absUrl);
                  if (url) void browser.tabs.create({ url });
                }}
              />
              {current && (
                <div class="detail-column">
                  <DetailPane paper={current.paper} tags={current.record.tags} why={[]} saved onToggleSave={() => void removeCurrent()} />
                  <form class="annotations" aria-label="Your notes on this paper" onSubmit={(event) => event.preventDefault()}>
                    <label>
                      Tags (comma-separated)
                      <input
                        key={`tags-${current.paper.id}`}
                        defaultValue={current.record.tags.join(', ')}
                        onChange={(event) =>
                          updateSaved(db, current.paper.id, { tags: (event.currentTarget as HTMLInputElement).value.split(',') }).then(
                            () => say('Tags saved.'),
                            fail,
                          )
                        }
                      />
                    </label>
                    <label for="library-note">Note</label>
                    <textarea
                      id="library-note"
                      key={`note-${current.paper.id}`}
                      rows={4}
                      defaultValue={current.record.note}
                      onChange={(event) =>
                        updateSaved(db, current.paper.id, { note: (event.currentTarget as HTMLTextAreaElement).value }).then(
                          () => say('Note saved.'),
                          fail,
                        )
                      }
                    />

                    <label class="inline">
                      <input
                        type="checkbox"
                        checked={current.record.read}
                        onChange={(event) =>
                          void updateSaved(db, current.paper.id, { read: (event.currentTarget as HTMLInputElement).checked }).catch(fail)
                        }
                      />
                      Read
                    </label>
                    <fieldset>
                      <legend>In collections</legend>
                      {collectionList.map((item) => (
                        <label class="inline" key={item.id}>
                          <input
                            type="checkbox"
                            checked={current.record.collectionIds.includes(item.id)}
                            onChange={(event) => {
                              const on = (event.currentTarget as HTMLInputElement).checked;
                              const ids = on
                                ? [...current.record.collectionIds, item.id]
                                : current.record.collectionIds.filter((id) => id !== item.id);
                              updateSaved(db, current.paper.id, { collectionIds: ids }).then(collectionsChanged, fail);
                            }}
                          />
                          {item.name}
                        </label>
                      ))}
                    </fieldset>
                    <button type="button" onClick={() => void copyBibtex()}>
                      Copy BibTeX
                    </button>
                  </form>
                </div>
              )}
            </div>
          )}
        </section>
      </div>
      {helpOpen && (
        <KeysDialog
          onClose={() => {
            setHelpOpen(false);
            document.getElementById('library-list')?.focus();
          }}
        />
      )}
      <p class="status" role="status">
        {status}
      </p>
      <p class="alert" role="alert">
        {alert}
      </p>
    </main>
  );
}
