/**
 * The schedule of the check that keeps saved papers current (lib/watch/check.ts): once a week on an alarm, at browser
 * start when a week has passed since the last complete check, and on "Check for updates" in the library. One check at
 * a time: a second request waits for the running one. A check that stopped early (offline, arXiv busy) is tried again
 * in an hour. The toolbar badge is left alone (see README: it counts new feed papers).
 */
import { browser } from 'wxt/browser';
import type { ArxivClient } from '../../lib/arxiv/client';
import type { ResponseMap } from '../../lib/messaging/protocol';
import { type RadarDb, readKv, writeKv } from '../../lib/store/db';
import { type CheckOutcome, checkSavedPapers } from '../../lib/watch/check';

export const WATCH_ALARM = 'watch-saved';
export const WATCH_RETRY_ALARM = 'watch-saved-retry';
const WEEK_MINUTES = 7 * 24 * 60;
const RETRY_MINUTES = 60;
/** When the last check that reached every saved paper ended, epoch ms. */
export const LAST_CHECK_KEY = 'watch.lastCheckAt';

export interface WatchJob {
  /** Runs a check (or joins the running one) and says what it found. */
  check(): Promise<CheckOutcome>;
  /** At the worker's start: the weekly alarm, and a check when the last complete one is over a week old. */
  start(): Promise<void>;
  onAlarm(name: string): void;
}

export function watchJob(db: RadarDb, client: ArxivClient, now: () => number = Date.now): WatchJob {
  let running: Promise<CheckOutcome> | undefined;

  async function run(): Promise<CheckOutcome> {
    const outcome = await checkSavedPapers(db, client, now);
    if (outcome.error === undefined) await writeKv(db, LAST_CHECK_KEY, now());
    else {
      console.warn(`[watch] check stopped after ${outcome.checked} paper(s): ${outcome.error}; trying again in an hour`);
      await browser.alarms.create(WATCH_RETRY_ALARM, { delayInMinutes: RETRY_MINUTES });
    }
    return outcome;
  }

  function check(): Promise<CheckOutcome> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    check,
    async start() {
      if (!(await browser.alarms.get(WATCH_ALARM))) await browser.alarms.create(WATCH_ALARM, { periodInMinutes: WEEK_MINUTES });
      const last = await readKv(db, LAST_CHECK_KEY);
      if (typeof last !== 'number' || now() - last > WEEK_MINUTES * 60_000) void check();
    },
    onAlarm(name) {
      if (name === WATCH_ALARM || name === WATCH_RETRY_ALARM) void check();
    },
  };
}

/** The library's "Check for updates". */
export async function checkForUpdates(job: WatchJob): Promise<ResponseMap['library/check-updates']> {
  const outcome = await job.check();
  return { checked: outcome.checked, updated: outcome.updated, error: outcome.error ?? '' };
}
