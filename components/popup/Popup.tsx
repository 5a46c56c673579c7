import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { opinionOf } from '../../lib/feed/opinion';
import type { FirstRows } from '../../lib/first-rows/snapshot';
import { keyHints, POPUP_KEYS } from '../../lib/keymap/keymap';
import { NO_PDF_LINK, paperPageUrl } from '../../lib/paper/page-link';
import { paperTags } from '../../lib/paper/tag-kinds';
import { FIRST_ROWS_MARK } from '../../lib/timing/measure-names';
import { coveredFrom } from '../../lib/topic/stats';
import { DetailPane } from '../common/DetailPane';
import { useListKeys, useListMoves } from '../common/hooks/use-list-keys';
import { useLiveText } from '../common/hooks/use-live-text';
import { useMatchCount } from '../common/hooks/use-match-count';
import { usePersistedSelection } from '../common/hooks/use-persisted-selection';
import { useSelectedIndex } from '../common/hooks/use-selected-index';
import { PaperList } from '../common/PaperList';
import type { AfterPaint } from './after-paint';
import { Header } from './Header';
import { LearningNote } from './LearningNote';
import { ListStates } from './ListStates';
import type { PopupServices } from './popup-services';
import { TagChips } from './TagChips';
import { Toolbar } from './Toolbar';
import { focusList, listId, TABS, type TabId } from './tabs';
import { usePopupActions } from './use-popup-actions';
import { usePopupLists, usePopupServices } from './use-popup-lists';
import { usePopupRows } from './use-popup-rows';
import { useRefreshNow } from './use-refresh-now';

export interface PopupProps {
  /** The snapshot of the lists' first rows, painted before anything else loads; undefined when there is none. */
  firstRows: FirstRows | undefined;
  /** Loads Dexie, the browser APIs and messaging (once; later calls get the same promise). */
  loadServices: () => Promise<PopupServices>;
}

/** Where the tab and the selections are kept. */
const SELECTION_KEYS = { tab: 'popup.tab', selected: 'popup.selected' };
/** The lists with a place each: the near misses have their own, so moving through them leaves the feed's where it was. */
const LISTS = [...TABS, 'near'] as const;

export function Popup({ firstRows, loadServices }: PopupProps) {
  // The tab and the selection survive closing and reopening the popup.
  const { tab, setTab, selected, select: selectIn } = usePersistedSelection(SELECTION_KEYS, TABS, LISTS);
  const [query, setQuery] = useState<Record<TabId, string>>({ feed: '', saved: '' });
  // The chips chosen in each list: the feed's, its near misses', the saved papers'.
  const [chipsOf, setChipsOf] = useState<Record<TabId | 'near', string[]>>({ feed: [], near: [], saved: [] });
  const [helpOpen, setHelpOpen] = useState(false);
  // The Feed tab shows its near misses instead of the feed while this is on.
  const [nearMissesOn, setNearMissesOn] = useState(false);
  const [announcement, setAnnouncement] = useLiveText();
  // The description, the keys dialog, the chart and the status lines come after the first paint (after-paint.ts).
  const [later, setLater] = useState<AfterPaint | undefined>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);

  const { svc, now, newSince } = usePopupServices(loadServices);
  const lists = usePopupLists(svc, firstRows);
  const showingNearMisses = tab === 'feed' && nearMissesOn;
  const chipList = showingNearMisses ? 'near' : tab;
  const chips = chipsOf[chipList];
  const setChips = (chosen: string[]) => setChipsOf({ ...chipsOf, [chipList]: chosen });
  const { savedSet, feedById, all, shown, chipCounts } = usePopupRows(lists, tab, nearMissesOn, query[tab], chips, newSince);
  // One remembered place per view: a search (each query as typed), chips or the near misses start at their first row
  // unless the selected paper is in them, rather than at wherever the last view's place falls in a shorter list.
  const view = [tab, showingNearMisses, query[tab], ...chips].join('\u0000');
  const select = (id: string) => selectIn(chipList, id);
  const placed = useSelectedIndex(shown, selected[chipList], view, (row) => row.paper.id, { holdUnchosen: false });
  // While the list is still the snapshot's first rows, a remembered paper further down is not among them yet: nothing
  // is selected until the whole list comes. Selecting the first row meanwhile made the selection (and the detail pane)
  // jump to the remembered paper when it came, and an S or X pressed before that acted on a paper the user never chose.
  const remembered = selected[chipList];
  const awaiting = !lists.complete && remembered !== undefined && !shown.some((row) => row.paper.id === remembered);
  const selectedIndex = awaiting ? -1 : placed;
  const current = shown[selectedIndex];
  const selectedId = current?.paper.id;
  const actions = usePopupActions({ loadServices, savedSet, say: setAnnouncement });
  useMatchCount(query[tab] === '' && chips.length === 0 ? '' : view, shown.length, announcement, setAnnouncement);
  const moves = useListMoves(shown, selectedIndex, select);

  useListKeys({
    keymap: POPUP_KEYS,
    // The dialog comes with the after-paint chunk: until it is there (or if it never loads), keys are not paused.
    paused: helpOpen && later !== undefined,
    handlers: {
      ...moves,
      open: () => current && actions.openLink(paperPageUrl(current.paper)),
      'open-background': () => current && actions.openLink(paperPageUrl(current.paper), false),
      'open-pdf': () => current && (current.paper.pdfUrl ? actions.openLink(current.paper.pdfUrl) : setAnnouncement(NO_PDF_LINK)),
      'toggle-save': () => {
        if (!current) return;
        // On the Saved tab S removes the paper: the selection moves on first, as X's does, so S S removes two papers.
        const next = tab === 'saved' ? (shown[selectedIndex + 1] ?? shown[selectedIndex - 1]) : undefined;
        if (next) select(next.paper.id);
        void actions.toggleSave(current.paper);
      },
      undo: () => void actions.undo(),
      'copy-bibtex': () => current && void actions.copyBibtex(current.paper),
      'not-relevant': () => {
        if (tab !== 'feed') return setAnnouncement('X hides a feed paper; here, S removes a saved one.');
        if (!current) return;
        // Saved papers are never hidden (the X still teaches the feed): the selection stays on it.
        const stays = actions.isSaved(current.paper.id);
        // Otherwise the selection moves on to a neighbour before the paper leaves the list.
        const next = stays ? undefined : (shown[selectedIndex + 1] ?? shown[selectedIndex - 1]);
        if (next) select(next.paper.id);
        void actions.dismiss(current.paper, { stays, list: showingNearMisses ? 'the near misses' : 'the feed' });
      },
      'focus-search': () => searchRef.current?.focus(),
      'next-tab': () => setTab(tab === 'feed' ? 'saved' : 'feed'),
      'feed-tab': () => setTab('feed'),
      'saved-tab': () => setTab('saved'),
      help: () => setHelpOpen(true),
    },
  });

  // A User Timing mark when the first rows reach the screen (the frame after they render): `npm run bench` reads it.
  const hasRows = shown.length > 0;
  useLayoutEffect(() => {
    if (hasRows && performance.getEntriesByName(FIRST_ROWS_MARK).length === 0) {
      requestAnimationFrame(() => performance.mark(FIRST_ROWS_MARK));
    }
  }, [hasRows]);

  // The list keeps the keyboard focus when the popup opens, so J/K work at once; the panel holds it only until the
  // rows come (its focus ring drew orange lines across the popup, above the list and the footer).
  useEffect(() => {
    const active = document.activeElement;
    if (active === document.body || active === null || active.id === `panel-${tab}`) focusList(tab);
  }, [tab, shown.length > 0]);

  useEffect(() => {
    if (svc && !later) void import('./after-paint').then(setLater);
  }, [svc, later]);

  const { feed, saved, complete, feedRows, savedRows } = lists;
  const state = lists.meta?.state ?? {};
  const loading = tab === 'feed' ? feed.status === 'loading' : saved.status === 'loading';
  const openList = showingNearMisses ? lists.nearMisses : tab === 'feed' ? feed : saved;
  const refreshNow = useRefreshNow(
    state,
    () => actions.withServices((loaded) => loaded.send({ type: 'feed/refresh', force: true })),
    () => focusList(tab),
    setAnnouncement,
  );
  const clearSearch = () => {
    setQuery({ ...query, [tab]: '' });
    setChips([]);
  };

  return (
    <main class="popup">
      <Header
        later={later}
        db={svc?.db}
        complete={complete}
        feedRows={feedRows}
        topicDates={lists.topicDates}
        now={now}
        allNewLastFourWeeks={lists.meta?.totals?.lastFourWeeks}
        since={lists.meta && coveredFrom(lists.meta.state.backfilledAt)}
        onOpenLibrary={() => actions.withServices((loaded) => loaded.openLibrary())}
        onOpenOptions={() => actions.withServices((loaded) => loaded.openOptions())}
      />
      <Toolbar
        tab={tab}
        onTab={setTab}
        counts={{ feed: complete ? feedRows.length : undefined, saved: complete ? savedRows.length : undefined }}
        nearMisses={lists.nearMisses.status === 'ready' ? lists.nearRows.length : undefined}
        nearMissesOn={nearMissesOn}
        onNearMisses={setNearMissesOn}
        query={query[tab]}
        onQuery={(value) => setQuery({ ...query, [tab]: value })}
        searchRef={searchRef}
      />
      <TagChips counts={chipCounts} chosen={chips} onChange={setChips} />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} class="panel" tabIndex={-1}>
        {tab === 'feed' && later && <later.FeedStatus state={state} stored={feedRows.length} now={now} onRetry={refreshNow} />}
        <ListStates
          tab={tab}
          loading={loading}
          error={openList.status === 'error' ? openList.message : undefined}
          total={all.length}
          shown={shown.length}
          showingNearMisses={showingNearMisses}
          refreshing={state.refreshing === true}
          fetched={state.lastSuccessAt !== undefined}
          failed={state.lastError !== undefined}
          onFetch={refreshNow}
          narrowedBy={{ search: query[tab].trim() !== '', tags: chips.length > 0 }}
          onClearSearch={clearSearch}
        />
        {shown.length > 0 && (
          <div class="panes">
            <PaperList
              id={listId(tab)}
              label={showingNearMisses ? 'Near misses' : tab === 'feed' ? 'Feed papers' : 'Saved papers'}
              rows={shown}
              savedIds={savedSet}
              selectedId={selectedId}
              onSelect={select}
              onOpen={(paper) => actions.openLink(paperPageUrl(paper))}
            />
            {current && (
              <DetailPane
                paper={current.paper}
                tags={paperTags(current.ownTags, current.topicTags)}
                why={feedById.get(current.paper.id)?.why ?? []}
                against={showingNearMisses ? (feedById.get(current.paper.id)?.against ?? []) : undefined}
                opinion={opinionOf(feedById.get(current.paper.id)?.second)}
                saved={savedSet.has(current.paper.id)}
                onToggleSave={() => void actions.toggleSave(current.paper)}
                onCopyBibtex={() => void actions.copyBibtex(current.paper)}
              />
            )}
          </div>
        )}
        {tab === 'feed' && (
          <LearningNote
            count={lists.feedbackCount}
            onReset={() => {
              // The note goes with what it counted: the focus waits on the list, where U is heard.
              focusList(tab);
              void actions.resetLearning();
            }}
          />
        )}
      </section>
      <footer class="hints">
        {/* Seen as well as heard: X's "Press U to undo", a copy, a paper without a PDF. Always in the page, empty or not,
            so screen readers hear each change; empty, it takes no room. */}
        <p class="popup-status" role="status">
          {announcement}
        </p>
        <span>{keyHints(POPUP_KEYS)}</span>
        <button type="button" class="link" onClick={() => setHelpOpen(true)}>
          All keys
        </button>
      </footer>
      {helpOpen && later && (
        <later.KeysDialog
          keymap={POPUP_KEYS}
          onClose={() => {
            setHelpOpen(false);
            focusList(tab);
          }}
        />
      )}
    </main>
  );
}
