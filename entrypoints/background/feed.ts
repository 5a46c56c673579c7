/**
 * The topic feed's schedule: a refresh on an alarm as often as the options say (none when they say "only when I open
 * the popup"), at browser start when stale, and when the popup opens on a stale feed. One refresh at a time; the badge
 * counts new on-topic papers since the popup was opened.
 */
import { browser } from 'wxt/browser';
import type { ArxivClient } from '../../lib/arxiv/client';
import { pruneFeed } from '../../lib/feed/prune';
import { rescoreFeed } from '../../lib/feed/rescore';
import { FEED_SEEN_KEY, FEED_STATE_KEY, newSince, parseFeedState } from '../../lib/feed/state';
import { INTERRUPTED, refreshTotals, settleInterruptedSync, syncFeed } from '../../lib/feed/sync';
import { feedAlarmMinutes, feedStaleMinutes, readSettings, type Settings } from '../../lib/settings/settings';
import { type RadarDb, readKv, writeKv } from '../../lib/store/db';
import { classify } from '../../lib/topic/classifier';
import { shippedModelKey } from '../../lib/topic/model-key';
import { setFeedCountBadge } from './saved-events';

export const FEED_ALARM = 'feed-refresh';
/** How long after a failed refresh an unforced one waits; the alarm and the popup's Retry ask at once. */
export const RETRY_AFTER_FAILURE_MS = 15 * 60_000;

/**
 * Sets the feed alarm to the settings' period, or clears it for "only when I open the popup". An alarm that already
 * has that period is left alone: re-created at each start of the worker, it would never come due.
 */
export async function scheduleFeedAlarm(settings: Pick<Settings, 'feedRefreshHours'>): Promise<void> {
  const minutes = feedAlarmMinutes(settings);
  const current = await browser.alarms.get(FEED_ALARM);
  if (current?.periodInMinutes === minutes) return;
  if (minutes === undefined) await browser.alarms.clear(FEED_ALARM);
  else await browser.alarms.create(FEED_ALARM, { delayInMinutes: minutes, periodInMinutes: minutes });
}

export interface FeedJob {
  /** Starts a refresh unless one runs; `force` ignores staleness. */
  refresh(force?: boolean): boolean;
  /** The popup was opened: reset the "new papers" count. */
  opened(): Promise<void>;
}

/** `refreshed` runs after each refresh, whatever it found (the affiliations of new papers are read then). */
export function feedJob(db: RadarDb, client: ArxivClient, refreshed: () => void = () => undefined): FeedJob {
  let running = false;
  /**
   * A forced refresh asked for while a run was going: the worker's start runs an unforced one, and the feed's alarm,
   * which woke the worker, asks a moment later. Turned away, the alarm found the feed "not stale" (its last success is
   * one period old, less the run's time) and the feed refreshed every other period.
   */
  let forceAsked = false;
  /** The running run's sync has failed and stored its failure: the popup shows it, with Retry. */
  let syncFailed = false;
  /**
   * A forced refresh asked for since then: the status line's Retry, pressed on the failure it shows while the run still
   * counts all new papers (seconds, or a minute of backoff with arXiv down). That run can't answer it.
   */
  let retryAsked = false;

  /**
   * Whether an unforced refresh should ask arXiv: the feed is older than the period, and no refresh failed lately. Every
   * page load can wake a stopped worker, whose start asks for one: during an outage each start asked arXiv again (five
   * tries with backoff). A run the worker's stop cut off is no failure of arXiv's and resumes at once.
   */
  async function isStale(): Promise<boolean> {
    const state = parseFeedState(await readKv(db, FEED_STATE_KEY));
    const staleAfter = feedStaleMinutes(await readSettings()) * 60_000;
    if (state.lastSuccessAt !== undefined && Date.now() - state.lastSuccessAt <= staleAfter) return false;
    const sinceAttempt = Date.now() - (state.lastAttemptAt ?? Number.NEGATIVE_INFINITY);
    const failedLately = state.lastError !== undefined && state.lastError !== INTERRUPTED && sinceAttempt >= 0;
    return !(failedLately && sinceAttempt < RETRY_AFTER_FAILURE_MS);
  }

  async function updateCount(): Promise<void> {
    const state = parseFeedState(await readKv(db, FEED_STATE_KEY));
    // The first backfill is not news: count only what arrived after it.
    const since = newSince(await readKv(db, FEED_SEEN_KEY), state);
    const count = await db.feed
      .where('addedAt')
      .above(since)
      .filter((item) => item.inTopic === 1)
      .count();
    await setFeedCountBadge(db, count > 0 ? String(Math.min(count, 999)) : '');
  }

  /** One refresh; whether it asked arXiv. */
  async function run(force: boolean): Promise<boolean> {
    // No run is going in this worker (`running`): a stored "refreshing" is one the browser stopped with a worker.
    await settleInterruptedSync(db);
    // An update brought a new classifier: the stored rows are scored again before anything is counted or fetched.
    const rescored = await rescoreFeed(db, classify, shippedModelKey()).catch((error: unknown) => {
      console.warn('[feed] rows not scored again', error);
      return 0;
    });
    const forced = force || forceAsked;
    forceAsked = false;
    if (!forced && !(await isStale())) {
      // The browser keeps no badge across a restart: the count of new papers shows again though nothing is fetched.
      await updateCount();
      // Rows scored again may have moved into the second opinion's band: it reads them now, not after the next fetch.
      if (rescored > 0) refreshed();
      return false;
    }
    const outcome = await syncFeed({ db, client, classify, now: Date.now, log: (message) => console.info(`[feed] ${message}`) });
    syncFailed = !outcome.ok;
    if (!outcome.ok) console.warn(`[feed] refresh failed: ${outcome.error}`);
    // A prune that fails leaves the rows for the next refresh, and the rest of this run goes on.
    else await pruneFeed(db).catch((error: unknown) => console.warn('[feed] old rows not pruned', error));
    await refreshTotals({ db, client, now: Date.now });
    await updateCount();
    refreshed();
    return true;
  }

  function refresh(force = false): boolean {
    if (running) {
      forceAsked ||= force;
      retryAsked ||= force && syncFailed;
      return false;
    }
    running = true;
    syncFailed = false;
    retryAsked = false;
    void run(force)
      .catch((error: unknown) => {
        console.error('[feed] refresh crashed', error);
        return true;
      })
      .then((fetched) => {
        running = false;
        // Asked for after this run found the feed fresh: that run, now. One that fetched answered it, unless the ask came
        // after its fetch had failed.
        const again = (forceAsked && !fetched) || retryAsked;
        forceAsked = false;
        retryAsked = false;
        if (again) refresh(true);
      });
    return true;
  }

  return {
    refresh,
    async opened() {
      await writeKv(db, FEED_SEEN_KEY, Date.now());
      await updateCount();
    },
  };
}
