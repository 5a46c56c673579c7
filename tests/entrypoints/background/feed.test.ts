import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FEED_ALARM, feedJob, scheduleFeedAlarm } from '../../../entrypoints/background/feed';
import type { ArxivClient } from '../../../lib/arxiv/client';
import { FEED_KEEP_DAYS } from '../../../lib/feed/prune';
import { FEED_SCORED_BY_KEY, FEED_SEEN_KEY, FEED_STATE_KEY } from '../../../lib/feed/state';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { writeSettings } from '../../../lib/settings/settings';
import { RadarDb, readKv, writeKv } from '../../../lib/store/db';
import { shippedModelKey } from '../../../lib/topic/model-key';

let db: RadarDb | undefined;
afterEach(async () => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
  await db?.delete();
  db = undefined;
});

describe('feedJob (the background’s feed schedule)', () => {
  it('runs one refresh at a time: a refresh asked for while one runs is not started, and the next one is', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    let release: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    // arXiv answers only when the test says so, and then as if offline: the refresh ends without a feed.
    const query = vi.fn(async () => {
      await answer;
      return { ok: false as const, error: { kind: 'offline' as const, message: 'arXiv could not be reached.' } };
    });
    // Every run ends by setting the badge's count, the open tab's last: the signal that a run is over.
    const badges = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const runsEnded = () => badges.mock.calls.filter(([details]) => details.tabId !== undefined).length;
    const job = feedJob(db, { query } as unknown as ArxivClient);

    expect(job.refresh(true)).toBe(true);
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    expect(job.refresh(true)).toBe(false);
    expect(job.refresh(false)).toBe(false);

    release();
    await vi.waitFor(() => expect(runsEnded()).toBe(1));
    // Once the first run has ended, a refresh starts again and asks arXiv again.
    const asked = query.mock.calls.length;
    expect(job.refresh(true)).toBe(true);
    await vi.waitFor(() => expect(runsEnded()).toBe(2));
    expect(query.mock.calls.length).toBeGreaterThan(asked);
  });
  it('a worker woken by the feed alarm refreshes, though its start asked first for a refresh only if the feed is stale', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    await writeSettings({ feedRefreshHours: 6 });
    // The last alarm's run ended two minutes after that alarm: not yet six hours ago.
    await writeKv(db, FEED_STATE_KEY, {
      lastSuccessAt: Date.now() - (6 * 60 - 2) * 60_000,
      backfilledAt: 1,
      newestPublished: '2026-01-01',
    });
    const query = vi.fn(async () => ({ ok: true as const, feed: { entries: [], skipped: [], totalResults: 0 } }));
    const job = feedJob(db, { query } as unknown as ArxivClient);
    job.refresh(false); // the worker's start (background/index.ts)
    job.refresh(true); // the alarm that woke it
    await vi.waitFor(() => expect(query).toHaveBeenCalled());
  });

  it('at browser start with a fresh feed, the badge shows the new papers not yet seen, though nothing is fetched', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    await writeSettings({ feedRefreshHours: 6 });
    await writeKv(db, FEED_STATE_KEY, { lastSuccessAt: Date.now() - 3_600_000, backfilledAt: Date.now() - 3 * 86_400_000 });
    await writeKv(db, FEED_SEEN_KEY, Date.now() - 2 * 86_400_000);
    await db.feed.put({
      paperId: '2601.00001',
      published: '2026-01-05',
      addedAt: Date.now() - 3_600_000,
      score: 0.9,
      inTopic: 1,
      tags: [],
      why: [],
    });
    const badges = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const query = vi.fn();
    feedJob(db, { query } as unknown as ArxivClient).refresh(false);
    await vi.waitFor(() => expect(badges).toHaveBeenCalledWith(expect.objectContaining({ text: '1' })));
    expect(query).not.toHaveBeenCalled();
  });

  it('after an update with a new classifier, the stored rows are scored again at start and the second opinion runs, though nothing is fetched', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    await writeSettings({ feedRefreshHours: 6 });
    await writeKv(db, FEED_STATE_KEY, { lastSuccessAt: Date.now() - 3_600_000, backfilledAt: 1 });
    await writeKv(db, FEED_SEEN_KEY, Date.now());
    const result = normalizePaperDraft(
      { arxivId: '2601.00002', title: 'Image dehazing with codebook priors', abstract: 'We remove haze from images.', authors: ['A'] },
      { site: 'feed', url: '', at: 0 },
    );
    if (!result.ok) throw new Error(result.error);
    await db.papers.put(result.paper);
    // An older model put this paper in the feed.
    await db.feed.put({ paperId: '2601.00002', published: '2026-01-05', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    const query = vi.fn();
    // What runs after a refresh (the second opinion among it): rows scored again may have entered its band.
    const refreshed = vi.fn();
    feedJob(db, { query } as unknown as ArxivClient, refreshed).refresh(false);
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(await readKv(db, FEED_SCORED_BY_KEY)).toBe(shippedModelKey());
    expect(await db.feed.get('2601.00002')).toMatchObject({ inTopic: 0, addedAt: 1 });
    expect(query).not.toHaveBeenCalled();
  });

  it('a worker started again and again while arXiv fails does not ask arXiv at each start; the alarm and Retry still do', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    await writeSettings({ feedRefreshHours: 6 });
    // A feed a day old, whose last refresh, ten minutes ago, failed (arXiv down).
    await writeKv(db, FEED_STATE_KEY, {
      lastSuccessAt: Date.now() - 86_400_000,
      lastAttemptAt: Date.now() - 10 * 60_000,
      lastError: 'arXiv is unavailable (HTTP 503).',
      backfilledAt: 1,
      newestPublished: '2026-01-01',
    });
    const query = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'unavailable' as const, message: 'arXiv is unavailable (HTTP 503).' },
    }));
    const badges = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const runsEnded = () => badges.mock.calls.filter(([details]) => details.tabId !== undefined).length;
    // Each page load can wake a stopped worker, whose start asks for a refresh if the feed is stale.
    feedJob(db, { query } as unknown as ArxivClient).refresh(false);
    await vi.waitFor(() => expect(runsEnded()).toBe(1));
    feedJob(db, { query } as unknown as ArxivClient).refresh(false);
    await vi.waitFor(() => expect(runsEnded()).toBe(2));
    expect(query).not.toHaveBeenCalled();
    // The feed's alarm, or the popup's Retry, asks at once.
    feedJob(db, { query } as unknown as ArxivClient).refresh(true);
    await vi.waitFor(() => expect(query).toHaveBeenCalled());
    await vi.waitFor(() => expect(runsEnded()).toBe(3));
    // A quarter of an hour after the failed attempt, a start asks again.
    const asked = query.mock.calls.length;
    await writeKv(db, FEED_STATE_KEY, {
      lastSuccessAt: Date.now() - 86_400_000,
      lastAttemptAt: Date.now() - 16 * 60_000,
      lastError: 'arXiv is unavailable (HTTP 503).',
      backfilledAt: 1,
      newestPublished: '2026-01-01',
    });
    feedJob(db, { query } as unknown as ArxivClient).refresh(false);
    await vi.waitFor(() => expect(query.mock.calls.length).toBeGreaterThan(asked));
  });

  it('Retry pressed once the failure shows, while the failed run still counts all new papers, refreshes again', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    let release: () => void = () => undefined;
    const counted = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The feed's page fails at once; the count of all new papers after it (max_results 0) waits for the test.
    const feedAsked = vi.fn();
    const query = vi.fn(async (asked: { maxResults?: number }) => {
      if (asked.maxResults === 0) await counted;
      else feedAsked();
      return { ok: false as const, error: { kind: 'offline' as const, message: 'arXiv could not be reached.' } };
    });
    const badges = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    const runsEnded = () => badges.mock.calls.filter(([details]) => details.tabId !== undefined).length;
    const job = feedJob(db, { query } as unknown as ArxivClient);
    job.refresh(true);
    // The failure is stored (the popup shows "Offline" and Retry) while the run goes on counting.
    await vi.waitFor(() => expect(query).toHaveBeenCalledWith(expect.objectContaining({ maxResults: 0 })));
    expect(feedAsked).toHaveBeenCalledTimes(1);
    job.refresh(true); // Retry
    release();
    // The Retry is a run of its own, after this one: the feed is asked for again.
    await vi.waitFor(() => expect(feedAsked).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(runsEnded()).toBe(2));
  });

  it('after a refresh that succeeds, drops the old off-topic papers nobody is shown', async () => {
    db = new RadarDb(`feed-job-${Math.random()}`);
    const old = Date.now() - (FEED_KEEP_DAYS + 10) * 86_400_000;
    const stale = { paperId: '2601.00001', published: '2026-01-05', addedAt: old, score: 0.01, inTopic: 0 as const, tags: [], why: [] };
    await db.feed.bulkPut([stale, { ...stale, paperId: '2601.00002', score: 0.9, inTopic: 1 }]);
    const empty = { entries: [], skipped: [], totalResults: 0 };
    const query = vi.fn(async () => ({ ok: true as const, feed: empty }));
    const badges = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    feedJob(db, { query } as unknown as ArxivClient).refresh(true);
    await vi.waitFor(() => expect(badges.mock.calls.some(([details]) => details.tabId !== undefined)).toBe(true));
    expect(await db.feed.toCollection().primaryKeys()).toEqual(['2601.00002']);
  });
});

describe('the feed alarm and staleness follow the options', () => {
  it('sets the alarm to the chosen period, clears it for "only when I open the popup", and keeps one already right', async () => {
    await scheduleFeedAlarm({ feedRefreshHours: 6 });
    expect(await fakeBrowser.alarms.get(FEED_ALARM)).toMatchObject({ periodInMinutes: 360 });
    const first = await fakeBrowser.alarms.get(FEED_ALARM);
    // The worker starts again with the same setting: the alarm keeps its time (re-created, it would never be due).
    const create = vi.spyOn(fakeBrowser.alarms, 'create');
    await scheduleFeedAlarm({ feedRefreshHours: 6 });
    expect(create).not.toHaveBeenCalled();
    expect(await fakeBrowser.alarms.get(FEED_ALARM)).toEqual(first);

    await scheduleFeedAlarm({ feedRefreshHours: 1 });
    expect(await fakeBrowser.alarms.get(FEED_ALARM)).toMatchObject({ periodInMinutes: 60 });
    await scheduleFeedAlarm({ feedRefreshHours: 0 });
    expect(await fakeBrowser.alarms.get(FEED_ALARM)).toBeUndefined();
    await scheduleFeedAlarm({ feedRefreshHours: 24 });
    expect(await fakeBrowser.alarms.getAll()).toEqual([expect.objectContaining({ name: FEED_ALARM, periodInMinutes: 1440 })]);
  });

  it.each([
    [3, false],
    [1, true],
    // No alarm: the popup's refresh waits for a feed 6 hours old.
    [0, false],
  ] as const)('a feed refreshed 2 hours ago, refreshing every %i hours: stale = %s', async (hours, stale) => {
    db = new RadarDb(`feed-stale-${Math.random()}`);
    await writeKv(db, FEED_STATE_KEY, { lastSuccessAt: Date.now() - 2 * 3_600_000 });
    await writeSettings({ feedRefreshHours: hours });
    const query = vi.fn(async () => ({ ok: false as const, error: { kind: 'offline' as const, message: 'arXiv could not be reached.' } }));
    const job = feedJob(db, { query } as unknown as ArxivClient);
    expect(job.refresh(false)).toBe(true);
    if (stale) await vi.waitFor(() => expect(query).toHaveBeenCalled());
    else {
      // Once the first run is over, a second one may start; neither asked arXiv.
      await vi.waitFor(() => expect(job.refresh(false)).toBe(true));
      await vi.waitFor(() => expect(job.refresh(false)).toBe(true));
      expect(query).not.toHaveBeenCalled();
    }
  });
});
