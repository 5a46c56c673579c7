import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { filterRows, tagCounts } from '../lib/feed/filter';
import { type FirstRows, holdsFirstRows } from '../lib/first-rows';
import { actionFor, type KeyAction, keyHints } from '../lib/keymap';
import type { Paper } from '../lib/paper';
import { paperToDraft } from '../lib/paper-to-draft';
import { computeStats, statsLine } from '../lib/topic/stats';
import { DetailPane } from './DetailPane';
import { type ListRow, PaperList } from './PaperList';
import type { PopupServices } from './popup-services';
import { type LiveResult, useObservable } from './use-observable';
import { useWindowKeydown } from './use-window-keydown';

type TabId = 'feed' | 'saved';
const TAB_KEY = 'popup.tab';
const SELECTED_KEY = 'popup.selected';
export const FIRST_ROWS_MARK = 'agent-rl-radar:first-rows';

function readSelection(): Record<TabId, string | undefined> {
  try {
    const value = JSON.parse(localStorage.getItem(SELECTED_KEY) ?? '{}') as Record<string, unknown>;
    return {
      feed: typeof value.feed === 'string' ? value.feed : undefined,
      saved: typeof value.saved === 'string' ? value.saved : undefined,
    };
  } catch {
    return { feed: undefined, saved: undefined };
  }
}

/** What U undoes. */
type LastAction = { kind: 'saved' | 'unsaved' | 'dismissed'; paper: Paper };

export interface PopupProps {
  /** The snapshot of the lists' first rows, painted before anything else loads; undefined when there is none. */
  firstRows: FirstRows | undefined;
  /** Loads Dexie, the browser APIs and messaging (once; later calls get the same promise). */
  loadServices: () => Promise<PopupServices>;
}

export function Popup({ firstRows, loadServices }: PopupProps) {
  // The tab and the selection survive closing and reopening the popup (localStorage: read before the first paint).
  const [tab, setTabState] = useState<TabId>(() => (localStorage.getItem(TAB_KEY) === 'saved' ? 'saved' : 'feed'));
  const [selected, setSelectedState] = useState(readSelection);
  const [query, setQuery] = useState<Record<TabId, string>>({ feed: '', saved: '' });
  const [chips, setChips] = useState<Record<TabId, string[]>>({ feed: [], saved: [] });
  const [helpOpen, setHelpOpen] = useState(false);
  // The Feed tab shows its near misses instead of the feed while this is on.
  const [nearMissesOn, setNearMissesOn] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  // The description, the keys dialog, the chart and the status lines come after the first paint (after-paint.ts).
  const [later, setLater] = useState<typeof import('./after-paint') | undefined>(undefined);
  const [svc, setSvc] = useState<PopupServices | undefined>(undefined);
  const lastAction = useRef<LastAction | undefined>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLElement | null>(null);

  const setTab = (id: TabId) => {
    localStorage.setItem(TAB_KEY, id);
    setTabState(id);
  };
  const select = (id: string) =>
    setSelectedState((current) => {
      const next = { ...current, [tab]: id };
      localStorage.setItem(SELECTED_KEY, JSON.stringify(next));
      return next;
    });

  const [now, setNow] = useState(Date.now());
  // The first rows come from the snapshot and paint at once. Effects run after the browser has painted, so the
  // services, and with them the whole lists (thousands of papers to read and decode on this thread), come after.
  useEffect(() => {
    void loadServices().then((loaded) => {
      setSvc(loaded);
      // Opening the popup marks papers as seen, and refreshes a stale feed while the stored one shows.
      void loaded.send({ type: 'feed/opened' });
      void loaded.send({ type: 'feed/refresh', force: false });
    });
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [loadServices]);
  const savedAll = useObservable(svc && (() => svc.watch(svc.listSaved)), [svc]);
  const feedAll = useObservable(svc && (() => svc.watch(svc.loadFeed)), [svc]);
  const fromSnapshot = <T,>(rows: T[] | undefined): LiveResult<T[]> => (rows ? { status: 'ready', value: rows } : { status: 'loading' });
  const saved = savedAll.status === 'loading' ? fromSnapshot(firstRows?.saved) : savedAll;
  const feed = feedAll.status === 'loading' ? fromSnapshot(firstRows?.feed) : feedAll;
  const complete = savedAll.status === 'ready' && feedAll.status === 'ready';
  const nearMisses = useObservable(svc && (() => svc.watch(svc.loadNearMisses)), [svc]);
  const nearRows = nearMisses.status === 'ready' ? nearMisses.value : [];
  const feedbackCount = useObservable(svc && (() => svc.watch(svc.feedbackCount)), [svc]);
  const meta = useObservable(svc && (() => svc.watch(svc.feedMeta)), [svc]);

  // The next popup's first rows are this one's: written once the whole lists are in, unless the snapshot already
  // holds them (it may be missing, or older than a write another context made while its debounce was cut short).
  const snapshotWritten = useRef(false);
  useEffect(() => {
    if (!svc || snapshotWritten.current || savedAll.status !== 'ready' || feedAll.status !== 'ready') return;
    snapshotWritten.current = true;
    if (!holdsFirstRows(firstRows, feedAll.value, savedAll.value)) void svc.storeFirstRows(feedAll.value, savedAll.value);
  }, [svc, savedAll, feedAll, firstRows]);

  const feedRows = feed.status === 'ready' ? feed.value : [];
  const savedRows = saved.status === 'ready' ? saved.value : [];
  // Until the whole saved list is in, the feed rows' own flags say which of them are saved.
  const savedSet = useMemo(
    () =>
      new Set([
        ...savedRows.map((row) => row.paper.id),
        ...(complete ? [] : feedRows.filter((row) => row.saved).map((row) => row.paper.id)),
      ]),
    [savedRows, feedRows, complete],
  );
  const feedById = useMemo(() => new Map([...nearRows, ...feedRows].map((row) => [row.paper.id, row.item] as const)), [feedRows, nearRows]);
  const showingNearMisses = tab === 'feed' && nearMissesOn;
  const listRows: Record<TabId, ListRow[]> = useMemo(
    () => ({
      feed: (nearMissesOn ? nearRows : feedRows).map((row) => ({ paper: row.paper, tags: row.item.tags })),
      saved: savedRows.map((row) => ({ paper: row.paper, tags: feedById.get(row.paper.id)?.tags ?? row.record.tags })),
    }),
    [feedRows, nearRows, nearMissesOn, savedRows, feedById],
  );
  const shown = useMemo(() => filterRows(listRows[tab], query[tab], chips[tab]), [listRows, tab, query, chips]);
  const chipCounts = useMemo(() => tagCounts(listRows[tab]).slice(0, 8), [listRows, tab]);
  const selectedId = shown.some((row) => row.paper.id === selected[tab]) ? selected[tab] : shown[0]?.paper.id;
  const selectedIndex = shown.findIndex((row) => row.paper.id === selectedId);
  const current = shown[selectedIndex];

  const allNewLastFourWeeks = meta.status === 'ready' ? meta.value.totals?.lastFourWeeks : undefined;
  // Not per keystroke: thousands of dates.
  const stats = useMemo(
    () =>
      computeStats(
        feedRows.filter((row) => row.item.inTopic === 1).map((row) => row.item.published),
        now,
        allNewLastFourWeeks,
      ),
    [feedRows, now, allNewLastFourWeeks],
  );
  const state = (meta.status === 'ready' ? meta.value.state : undefined) ?? {};
  // Actions wait for the services rather than being dropped when a key comes before they have loaded.
  const withServices = (action: (loaded: PopupServices) => unknown) => void loadServices().then(action);
  const openLink = (url: string | undefined, active = true) => withServices((loaded) => loaded.openLink(url, active));

  async function toggleSave(paper: Paper) {
    const { send } = await loadServices();
    if (savedSet.has(paper.id)) {
      const reply = await send({ type: 'paper/unsave', paperId: paper.id });
      if (reply.ok) lastAction.current = { kind: 'unsaved', paper };
      setAnnouncement(reply.ok ? `Removed from RL for LLM Agents: ${paper.title}` : reply.error.message);
    } else {
      const reply = await send({ type: 'paper/save', draft: paperToDraft(paper), site: 'popup', pageUrl: paper.absUrl ?? '' });
      if (reply.ok) lastAction.current = { kind: 'saved', paper };
      setAnnouncement(reply.ok ? `Saved to RL for LLM Agents: ${paper.title}` : reply.error.message);
    }
  }

  async function copyBibtex(paper: Paper) {
    // Loaded on the first copy: the exporter is not part of the popup's first paint.
    const { toBibtex } = await import('../lib/export/bibtex');
    const record = savedRows.find((row) => row.paper.id === paper.id)?.record;
    try {
      await navigator.clipboard.writeText(toBibtex([{ paper, record }]));
      setAnnouncement(`BibTeX copied: ${paper.title}`);
    } catch (error) {
      setAnnouncement(`Could not copy: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function undo() {
    const last = lastAction.current;
    if (!last) {
      setAnnouncement('Nothing to undo.');
      return;
    }
    lastAction.current = undefined;
    const { send, undoDismiss } = await loadServices();
    if (last.kind === 'saved') {
      const reply = await send({ type: 'paper/unsave', paperId: last.paper.id });
      setAnnouncement(reply.ok ? `Undone: ${last.paper.title} is no longer saved.` : reply.error.message);
    } else if (last.kind === 'unsaved') {
      const reply = await send({ type: 'paper/undo-unsave', paperId: last.paper.id });
      setAnnouncement(reply.ok && reply.data.restored ? `Undone: ${last.paper.title} is saved again.` : 'Could not undo.');
    } else {
      await undoDismiss(last.paper.id);
      setAnnouncement(`Undone: ${last.paper.title} is back in the feed.`);
    }
  }

  function dismiss(paper: Paper) {
    const next = shown[selectedIndex + 1] ?? shown[selectedIndex - 1];
    if (next) select(next.paper.id);
    lastAction.current = { kind: 'dismissed', paper };
    withServices((loaded) => loaded.dismiss(paper));
    setAnnouncement(`Marked not relevant: ${paper.title}. Press U to undo.`);
  }

  // Keys can arrive faster than renders: moves start from where the last key left the selection, not the last render.
  const position = useRef({ shown, index: selectedIndex });
  position.current = { shown, index: selectedIndex };
  const move = (to: number | ((from: number) => number)) => {
    const { shown: rows, index } = position.current;
    const target = Math.max(0, Math.min(rows.length - 1, typeof to === 'number' ? to : to(index)));
    const row = rows[target];
    if (!row) return;
    position.current = { shown: rows, index: target };
    select(row.paper.id);
  };

  const run: Record<KeyAction, () => void> = {
    next: () => move((from) => from + 1),
    previous: () => move((from) => from - 1),
    first: () => move(0),
    last: () => move(shown.length - 1),
    open: () => current && openLink(current.paper.absUrl),
    'open-background': () => current && openLink(current.paper.absUrl, false),
    'open-pdf': () => current && openLink(current.paper.pdfUrl),
    'toggle-save': () => current && void toggleSave(current.paper),
    undo: () => void undo(),
    'not-relevant': () => tab === 'feed' && current && dismiss(current.paper),
    'focus-search': () => searchRef.current?.focus(),
    'next-tab': () => setTab(tab === 'feed' ? 'saved' : 'feed'),
    'feed-tab': () => setTab('feed'),
    'saved-tab': () => setTab('saved'),
    help: () => setHelpOpen(true),
  };

  useWindowKeydown((event) => {
    if (helpOpen || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    // Keys never fire while typing; Tab switches tabs only from the list (elsewhere it moves focus as usual).
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const action = actionFor(event);
    if (!action) return;
    if (action === 'next-tab' && target?.getAttribute('role') !== 'listbox') return;
    if ((action === 'open' || action === 'open-background') && target?.closest('a, button')) return;
    event.preventDefault();
    run[action]();
  });

  // A User Timing mark when the first rows reach the screen (the frame after they render): `npm run bench` reads it.
  const hasRows = shown.length > 0;
  useLayoutEffect(() => {
    if (hasRows && performance.getEntriesByName(FIRST_ROWS_MARK).length === 0) {
      requestAnimationFrame(() => performance.mark(FIRST_ROWS_MARK));
    }
  }, [hasRows]);

  // The list keeps the keyboard focus when the popup opens, so J/K work at once.
  useEffect(() => {
    listRef.current = document.getElementById(`list-${tab}`);
    if (document.activeElement === document.body || document.activeElement === null) listRef.current?.focus();
  }, [tab, shown.length > 0]);

  const tabButton = (id: TabId, label: string, count: number | undefined) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      onClick={() => setTab(id)}
    >
      {label} <span class="count">{count ?? ''}</span>
    </button>
  );

  const loading = tab === 'feed' ? feed.status === 'loading' : saved.status === 'loading';
  const all = listRows[tab];
  const filtering = query[tab].trim() !== '' || chips[tab].length > 0;

  useEffect(() => {
    if (svc && !later) void import('./after-paint').then(setLater);
  }, [svc, later]);

  return (
    <main class="popup">
      <header class="popup-header">
        <div class="title-line">
          <h1>RL for LLM Agents</h1>
          <button type="button" class="link" aria-expanded={descriptionOpen} onClick={() => setDescriptionOpen(!descriptionOpen)}>
            {descriptionOpen ? 'Hide description' : 'About this topic'}
          </button>
          <button type="button" class="link" onClick={() => withServices((loaded) => loaded.openLibrary())}>
            Library
          </button>
          {later && svc && <later.CurrentTab db={svc.db} />}
        </div>
        {descriptionOpen && <p class="description">{later?.TOPIC_DESCRIPTION ?? ''}</p>}
        <div class="stats-line">
          <p class="stats">{complete ? statsLine(stats) : 'Counting papers…'}</p>
          {complete && later && <later.TrendChart weekly={stats.weekly} />}
        </div>
      </header>
      <div class="toolbar">
        <div role="tablist" aria-label="Paper lists" class="tabs">
          {tabButton('feed', 'Feed', complete ? feedRows.length : undefined)}
          {tabButton('saved', 'Saved', complete ? savedRows.length : undefined)}
        </div>
        {tab === 'feed' && nearMisses.status === 'ready' && (
          <button
            type="button"
            class="chip near-misses"
            aria-pressed={nearMissesOn}
            title="Papers scored just under the topic's threshold, with the reasons for and against"
            onClick={() => setNearMissesOn(!nearMissesOn)}
          >
            Near misses <span class="count">{nearRows.length}</span>
          </button>
        )}
        <input
          ref={searchRef}
          type="search"
          class="search"
          placeholder="Search title, authors, abstract, tags  (/)"
          aria-label={tab === 'feed' ? 'Search the feed' : 'Search saved papers'}
          aria-controls={`list-${tab}`}
          value={query[tab]}
          onInput={(event) => setQuery({ ...query, [tab]: (event.currentTarget as HTMLInputElement).value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              if (query[tab] !== '') setQuery({ ...query, [tab]: '' });
              else document.getElementById(`list-${tab}`)?.focus();
            } else if (event.key === 'Enter' || event.key === 'ArrowDown') {
              event.preventDefault();
              document.getElementById(`list-${tab}`)?.focus();
            }
          }}
        />
      </div>
      {chipCounts.length > 0 && (
        <fieldset class="chips">
          <legend class="sr-only">Filter by tag</legend>
          {chipCounts.map(({ tag, count }) => {
            const on = chips[tab].includes(tag);
            return (
              <button
                type="button"
                key={tag}
                class="chip"
                aria-pressed={on}
                onClick={() => setChips({ ...chips, [tab]: on ? chips[tab].filter((chip) => chip !== tag) : [...chips[tab], tag] })}
              >
                {tag} <span class="count">{count}</span>
              </button>
            );
          })}
        </fieldset>
      )}
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} class="panel">
        {tab === 'feed' && later && (
          <later.FeedStatus
            state={state}
            stored={feedRows.length}
            now={now}
            onRetry={() => withServices((loaded) => loaded.send({ type: 'feed/refresh', force: true }))}
          />
        )}
        {loading && <p class="state">{tab === 'feed' ? 'Opening the feed…' : 'Opening your library…'}</p>}
        {saved.status === 'error' && tab === 'saved' && (
          <p class="state error" role="alert">
            Your library could not be read: {saved.message}
          </p>
        )}
        {!loading && all.length === 0 && showingNearMisses && (
          <p class="state">No near misses: every paper scored close to the topic is in the feed, saved or dismissed.</p>
        )}
        {!loading && all.length === 0 && tab === 'feed' && !showingNearMisses && !state.refreshing && (
          <p class="state">No papers in the topic yet. The feed refreshes from arXiv every six hours.</p>
        )}
        {!loading && all.length === 0 && tab === 'saved' && (
          <div class="state">
            <p>No saved papers yet.</p>
            <p>Open a paper on arXiv and press “Save to RL for LLM Agents” under its title, or press S on a feed paper.</p>
          </div>
        )}
        {all.length > 0 && shown.length === 0 && (
          <p class="state">
            Nothing matches {filtering ? 'this search' : ''}.{' '}
            <button
              type="button"
              class="link"
              onClick={() => {
                setQuery({ ...query, [tab]: '' });
                setChips({ ...chips, [tab]: [] });
              }}
            >
              Clear the search
            </button>
          </p>
        )}
        {shown.length > 0 && (
          <div class="panes">
            <PaperList
              id={`list-${tab}`}
              label={showingNearMisses ? 'Near misses' : tab === 'feed' ? 'Feed papers' : 'Saved papers'}
              rows={shown}
              savedIds={savedSet}
              selectedId={selectedId}
              onSelect={select}
              onOpen={(paper) => openLink(paper.absUrl)}
            />
            {current && (
              <DetailPane
                paper={current.paper}
                tags={current.tags}
                why={feedById.get(current.paper.id)?.why ?? []}
                against={showingNearMisses ? (feedById.get(current.paper.id)?.against ?? []) : undefined}
                saved={savedSet.has(current.paper.id)}
                onToggleSave={() => void toggleSave(current.paper)}
                onCopyBibtex={() => void copyBibtex(current.paper)}
              />
            )}
          </div>
        )}
        {tab === 'feed' && feedbackCount.status === 'ready' && feedbackCount.value > 0 && (
          <p class="learning">
            The feed’s order has learned from {feedbackCount.value} {feedbackCount.value === 1 ? 'paper' : 'papers'} you saved or dismissed.{' '}
            <button type="button" class="link" onClick={() => withServices((loaded) => loaded.resetLearning())}>
              Reset what it learned
            </button>
          </p>
        )}
      </section>
      <p class="sr-only" role="status">
        {announcement}
      </p>
      <footer class="hints">
        <span>{keyHints()}</span>
        <button type="button" class="link" onClick={() => setHelpOpen(true)}>
          All keys
        </button>
      </footer>
      {helpOpen && later && (
        <later.KeysDialog
          onClose={() => {
            setHelpOpen(false);
            document.getElementById(`list-${tab}`)?.focus();
          }}
        />
      )}
    </main>
  );
}
