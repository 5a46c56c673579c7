import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { LIBRARY_KEYS } from '../../lib/keymap/keymap';
import { applyDrafts } from '../../lib/library/drafts';
import { addToCollection, backupReminder, markRead, toggleRead } from '../../lib/library/queries';
import { markUpdatesSeen, unseenUpdatedIds } from '../../lib/library/updates';
import { sendRequest } from '../../lib/messaging/client';
import { NO_PDF_LINK, paperPageUrl } from '../../lib/paper/page-link';
import { paperTags } from '../../lib/paper/tag-kinds';
import type { RadarDb } from '../../lib/store/db';
import { listSaved } from '../../lib/store/db';
import { writeSyncCopy } from '../../lib/sync-copy/sync';
import { DetailPane } from '../common/DetailPane';
import { useListKeys, useListMoves } from '../common/hooks/use-list-keys';
import { useLiveQuery } from '../common/hooks/use-live-query';
import { useAnnouncer } from '../common/hooks/use-live-text';
import { useMatchCount } from '../common/hooks/use-match-count';
import { usePaperActions } from '../common/hooks/use-paper-actions';
import { useSelectedIndex } from '../common/hooks/use-selected-index';
import { useSettings } from '../common/hooks/use-settings';
import { KeysDialog } from '../common/KeysDialog';
import { openTab } from '../common/open-tab';
import { PaperList } from '../common/PaperList';
import { Annotations } from './Annotations';
import { CollectionsPane } from './CollectionsPane';
import { downloadBackup } from './downloads';
import { EmptyView, NoPapersYet } from './EmptyView';
import { Filters } from './Filters';
import { focusLibraryList } from './focus';
import { LibraryHeader } from './LibraryHeader';
import { LibraryTransfer } from './LibraryTransfer';
import { PaperHistory } from './PaperHistory';
import { SelectionLine } from './SelectionLine';
import { TagRename } from './TagRename';
import { TwinNotice } from './TwinNotice';
import { chosenInOrder, useChosen } from './use-chosen';
import { SHOW_ALL, useLibraryView } from './use-library-view';
import { useTopicTags } from './use-topic-tags';
import { useTwinMerge } from './use-twin-merge';
import { LIBRARY_WORDS } from './words';

/** The full-page library: every saved paper, organised, annotated and exported. */
export function Library({ db }: { db: RadarDb }) {
  const saved = useLiveQuery(() => listSaved(db), [db]);
  const collections = useLiveQuery(async () => (await db.collections.toArray()).sort((a, b) => a.createdAt - b.createdAt), [db]);
  // The reminder waits for the options: after how many days, or never.
  const reminderDays = useSettings()?.backupReminderDays;
  const reminder = useLiveQuery(
    async () => (reminderDays === undefined ? undefined : backupReminder(db, reminderDays)),
    [db, reminderDays],
  );
  const all = saved.status === 'ready' ? saved.value : [];
  const collectionList = collections.status === 'ready' ? collections.value : [];
  const names = useMemo(() => new Map(collectionList.map((item) => [item.id, item.name])), [collectionList]);
  // Saved papers whose changes (found by the weekly check) the user has not seen yet.
  const unseen = useLiveQuery(() => unseenUpdatedIds(db), [db]);
  const unseenIds = useMemo(() => (unseen.status === 'ready' ? unseen.value : new Set<string>()), [unseen]);
  // The classifier's sub-topics beside the user's tags, as in the popup's Saved tab.
  const topicTags = useTopicTags(db, all);
  const { filters, setFilters, rows, tags, twins } = useLibraryView(all, unseenIds, topicTags);
  // A collection deleted while in view (in another window, or by the sync copy) leaves a view of nothing that no
  // button names: the page goes back to all saved papers, as after a deletion made here.
  const collectionGone = collections.status === 'ready' && filters.collection !== 'all' && !names.has(filters.collection);
  useEffect(() => {
    if (collectionGone) setFilters({ collection: 'all' });
  }, [collectionGone]);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const { status, alert, say, fail } = useAnnouncer();
  // Both regions: a failure said during the pause (a note that could not be saved) is not wiped by the count.
  useMatchCount(filters.query.trim(), rows.length, `${status}\u0000${alert}`, say);
  const [helpOpen, setHelpOpen] = useState(false);
  // One remembered place per view (search, collection, tag, filters, sort): see the popup.
  const currentIndex = useSelectedIndex(rows, selectedId, JSON.stringify(filters), (row) => row.paper.id, { holdUnchosen: true });
  const current = rows[currentIndex];

  // Saves and un-saves go through the background, which updates the storage.sync copy; collection changes made
  // here go straight to the store, so they update it themselves (a no-op unless the user turned the copy on).
  const collectionsChanged = () => void writeSyncCopy(db).catch(fail);
  // A paper the user selected, while it is the one shown, has its history in view: its changes are seen (the Updated
  // count drops). Not one a search has hidden (another row is shown then), and not the row shown before any choice: with
  // the Updated filter on, each row seen would leave the list and the next would be marked in turn.
  const shownId = current?.paper.id;
  useEffect(() => {
    if (selectedId !== undefined && selectedId === shownId && unseenIds.has(selectedId)) void markUpdatesSeen(db, selectedId).catch(fail);
  }, [db, selectedId, shownId, unseenIds]);
  const { chosen, choose, extend, chooseAll, clear } = useChosen(rows, all, current?.paper.id, say);
  const actions = usePaperActions({ send: sendRequest, say, fail, words: LIBRARY_WORDS });
  const moves = useListMoves(rows, currentIndex, setSelectedId);
  const twinMerge = useTwinMerge({ all, twins, current: current?.paper, select: setSelectedId, remember: actions.remember, say, fail });

  // The list goes when its last paper does (removed, or filtered away): the focus goes to the papers' section rather
  // than falling to the page's body, where Tab would start over from the top. When the list comes back (U, a paper
  // saved) the focus the section holds goes back to it: there J/K move an active descendant a screen reader announces.
  const hasRows = rows.length > 0;
  // What a library page closed mid-typing left in localStorage reaches the store now.
  useEffect(() => {
    void applyDrafts(db, localStorage).catch(fail);
  }, [db]);
  // In the same commit as the list's coming or going, so the focus is never left for a frame on what was removed.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (hasRows ? active?.id === 'library-main' : active === document.body || active === null) focusLibraryList();
  }, [hasRows]);

  const chosenPapers = () => chosenInOrder(rows, all, chosen).map(({ paper }) => paper);
  const copyChosen = () => actions.copyBibtexOfAll(chosenPapers());
  // The button goes with the chosen papers: the focus waits on the list (on the papers' section once it is empty).
  const removeChosen = () => {
    focusLibraryList();
    void actions.removeAll(chosenPapers());
  };
  // The button goes with the empty view: the focus waits on the papers' section, and goes to the list when it is back.
  const showAll = () => {
    focusLibraryList();
    setFilters(SHOW_ALL);
  };

  useListKeys({
    keymap: LIBRARY_KEYS,
    paused: helpOpen,
    // The page is full of buttons and links: with one of them focused, every key is its own.
    quietOnControls: true,
    handlers: {
      ...moves,
      open: () => openTab(current && paperPageUrl(current.paper)),
      'open-background': () => openTab(current && paperPageUrl(current.paper), false),
      'open-pdf': () => current && (current.paper.pdfUrl ? openTab(current.paper.pdfUrl) : say(NO_PDF_LINK)),
      // S takes the paper out of the library (U puts it back, with its notes and tags), as in the popup.
      'toggle-save': () => current && void actions.remove(current.paper),
      undo: () => void actions.undo(),
      'toggle-read': () => current && void toggleRead(db, current.paper.id).then(say, fail),
      'copy-bibtex': () => (chosen.size > 0 ? void copyChosen() : current && void actions.copyBibtex(current.paper)),
      // Space with no paper in view stays the page's (it scrolls).
      choose: () => (current ? choose(current.paper.id, 'toggle') : false),
      'choose-next': () => extend(1, setSelectedId),
      'choose-previous': () => extend(-1, setSelectedId),
      'focus-search': () => document.getElementById('library-search')?.focus(),
      help: () => setHelpOpen(true),
    },
  });

  return (
    <main class="library">
      <LibraryHeader
        reminder={reminder.status === 'ready' ? reminder.value : undefined}
        onBackup={() =>
          downloadBackup(db).then((count) => say(`Exported a JSON backup of ${count} saved ${count === 1 ? 'paper' : 'papers'}.`), fail)
        }
        onStatus={say}
      />
      <div class="library-body">
        <CollectionsPane
          db={db}
          all={all}
          collections={collectionList}
          collection={filters.collection}
          onCollection={(collection) => setFilters({ collection })}
          say={say}
          fail={fail}
          onCollectionsChanged={collectionsChanged}
        >
          <LibraryTransfer
            db={db}
            all={all}
            rows={rows}
            chosen={chosen}
            collection={filters.collection}
            names={names}
            say={say}
            fail={fail}
          />
        </CollectionsPane>
        <section id="library-main" class="library-main" aria-label="Saved papers" tabIndex={-1}>
          <Filters filters={filters} onChange={setFilters} tags={tags} updatedCount={unseenIds.size} twinCount={twins.size} />
          <TagRename db={db} all={all} tag={filters.tag} onRenamed={(tag) => setFilters({ tag })} say={say} fail={fail} />
          <SelectionLine
            count={chosen.size}
            onChooseAll={chooseAll}
            onClear={clear}
            onCopyBibtex={() => void copyChosen()}
            onMarkRead={(read) => void markRead(db, [...chosen], read).then(say, fail)}
            collections={collectionList}
            onAddToCollection={(collection) =>
              void addToCollection(db, [...chosen], collection)
                .then(say, fail)
                .then(collectionsChanged)
            }
            onRemove={removeChosen}
          />
          {saved.status === 'ready' && rows.length === 0 && all.length > 0 && (
            <EmptyView filters={filters} collectionName={names.get(filters.collection)} onShowAll={showAll} />
          )}
          {saved.status === 'ready' && all.length === 0 && <NoPapersYet />}
          {current && (
            <div class="panes">
              <PaperList
                id="library-list"
                label="Library papers"
                rows={rows}
                savedIds={new Set()}
                selectedId={current.paper.id}
                onSelect={setSelectedId}
                chosenIds={chosen}
                onChoose={choose}
                onOpen={(paper) => openTab(paperPageUrl(paper))}
              />
              <div class="detail-column">
                <DetailPane
                  paper={current.paper}
                  tags={paperTags(current.record.tags, current.topicTags)}
                  why={[]}
                  saved
                  onToggleSave={() => void actions.remove(current.paper)}
                />
                <TwinNotice twins={twinMerge.currentTwins} onMerge={(twin) => void twinMerge.merge(twin)} />
                <PaperHistory key={current.paper.id} db={db} paper={current.paper} />
                <Annotations
                  db={db}
                  current={current}
                  collections={collectionList}
                  say={say}
                  fail={fail}
                  onCollectionsChanged={collectionsChanged}
                  onCopyBibtex={() => void actions.copyBibtex(current.paper)}
                  library={all}
                />
              </div>
            </div>
          )}
        </section>
      </div>
      {helpOpen && (
        <KeysDialog
          keymap={LIBRARY_KEYS}
          onClose={() => {
            setHelpOpen(false);
            // Not only to the list: with no paper in view there is none, and the focus fell to the page's body.
            focusLibraryList();
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
