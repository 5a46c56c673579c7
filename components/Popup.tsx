import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { listSaved, type RadarDb, readKv } from '../lib/db';
import { loadFeed, recordFeedback, resetLearning } from '../lib/feed/view';
import { sendRequest } from '../lib/messaging-client';
import type { Paper } from '../lib/paper';
import { httpUrl } from '../lib/text';
import { computeStats, statsLine } from '../lib/topic/stats';
import { CurrentTab } from './CurrentTab';
import { FeedStatus } from './FeedStatus';
import { PaperList } from './PaperList';
import { useLiveQuery } from './use-live-query';

/** Opens a paper's page in a new tab; only http(s) links are ever opened. */
function openPaper(paper: Paper) {
  const url = httpUrl(paper.absUrl);
  if (url) void browser.tabs.create({ url });
}

type TabId = 'feed' | 'saved';
const TAB_KEY = 'popup.tab';

export function Popup({ db }: { db: RadarDb }) {
  // The tab survives closing and reopening the popup (localStorage: read before the first paint).
  const [tab, setTabState] = useState<TabId>(() => (localStorage.getItem(TAB_KEY) === 'saved' ? 'saved' : 'feed'));
  const setTab = (id: TabId) => {
    localStorage.setItem(TAB_KEY, id);
    setTabState(id);
  };
  const [selected, setSelected] = useState<Record<TabId, string | undefined>>({ feed: undefined, saved: undefined });
  const saved = useLiveQuery(() => listSaved(db), [db]);
  const feed = useLiveQuery(() => loadFeed(db), [db]);
  const feedbackCount = useLiveQuery(() => db.feedback.count(), [db]);
  const meta = useLiveQuery(async () => {
    // Loaded after the first rows paint: the status line's zod schemas are not worth delaying them for.
    const { FEED_STATE_KEY, FEED_TOTALS_KEY, parseFeedState, parseFeedTotals } = await import('../lib/feed/state');
    return { state: parseFeedState(await readKv(db, FEED_STATE_KEY)), totals: parseFeedTotals(await readKv(db, FEED_TOTALS_KEY)) };
  }, [db]);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    // Opening the popup marks papers as seen, and refreshes a stale feed while the stored one shows.
    void sendRequest({ type: 'feed/opened' });
    void sendRequest({ type: 'feed/refresh', force: false });
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const savedRows = saved.status === 'ready' ? saved.value : [];
  const savedPapers = savedRows.map((row) => row.paper);
  const savedSet = useMemo(() => new Set(savedPapers.map((paper) => paper.id)), [savedPapers]);
  const feedRows = feed.status === 'ready' ? feed.value : [];
  const feedPapers = feedRows.map((row) => row.paper);
  const tags = useMemo(() => new Map(feedRows.map((row) => [row.paper.id, row.item.tags] as const)), [feedRows]);
  const stats = computeStats(
    feedRows.filter((row) => row.item.inTopic === 1).map((row) => row.item.published),
    now,
    meta.status === 'ready' ? meta.value.totals?.lastFourWeeks : undefined,
  );
  const state = meta.status === 'ready' ? meta.value.state : {};
  const select = (id: string) => setSelected((current) => ({ ...current, [tab]: id }));

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

  return (
    <main class="popup">
      <header class="popup-header">
        <h1>RL for LLM Agents</h1>
        <CurrentTab db={db} />
      </header>
      <p class="stats">{statsLine(stats)}</p>
      <div role="tablist" aria-label="Paper lists" class="tabs">
        {tabButton('feed', 'Feed', feed.status === 'ready' ? feedRows.length : undefined)}
        {tabButton('saved', 'Saved', saved.status === 'ready' ? savedRows.length : undefined)}
      </div>
      {tab === 'feed' ? (
        <section role="tabpanel" id="panel-feed" aria-labelledby="tab-feed" class="panel">
          <FeedStatus
            state={state}
            stored={feedRows.length}
            now={now}
            onRetry={() => void sendRequest({ type: 'feed/refresh', force: true })}
          />
          {feed.status === 'ready' && feedRows.length === 0 && !state.refreshing && (
            <p class="state">No papers in the topic yet. The feed refreshes from arXiv every six hours.</p>
          )}
          {feedRows.length > 0 && (
            <PaperList
              label="Feed papers"
              papers={feedPapers}
              savedIds={savedSet}
              tags={tags}
              selectedId={selected.feed ?? feedPapers[0]?.id}
              onSelect={select}
              onOpen={openPaper}
              onDismiss={(paper) => void recordFeedback(db, paper, 'not-relevant')}
            />
          )}
          {feedbackCount.status === 'ready' && feedbackCount.value > 0 && (
            <p class="learning">
              The feed’s order has learned from {feedbackCount.value} {feedbackCount.value === 1 ? 'paper' : 'papers'} you saved or
              dismissed.{' '}
              <button type="button" class="link" onClick={() => void resetLearning(db)}>
                Reset what it learned
              </button>
            </p>
          )}
        </section>
      ) : (
        <section role="tabpanel" id="panel-saved" aria-labelledby="tab-saved" class="panel">
          {saved.status === 'loading' && <p class="state">Opening your library…</p>}
          {saved.status === 'error' && (
            <p class="state error" role="alert">
              Your library could not be read: {saved.message}
            </p>
          )}
          {saved.status === 'ready' && savedRows.length === 0 && (
            <div class="state">
              <p>No saved papers yet.</p>
              <p>Open a paper on arXiv and press “Save to RL for LLM Agents” under its title.</p>
            </div>
          )}
          {savedRows.length > 0 && (
            <PaperList
              label="Saved papers"
              papers={savedPapers}
              savedIds={savedSet}
              selectedId={selected.saved ?? savedPapers[0]?.id}
              onSelect={select}
              onOpen={openPaper}
            />
          )}
        </section>
      )}
      <footer class="hints">↑/↓ or J/K move · Enter open · X not relevant</footer>
    </main>
  );
}
