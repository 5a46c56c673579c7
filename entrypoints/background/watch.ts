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
/**
 * When the last check started, complete or not: a worker that starts again and again (every page load can wake it)
 * during an outage tries once an hour, not at each start.
 */
export const LAST_ATTEMPT_KEY = 'watch.lastAttemptAt';
/** The weekly alarm skips a week whose check the user already ran ("Check for updates") in its second half. */
const RECENT_MINUTES = WEEK_MINUTES / 2;

export interface WatchJob {
  /** Runs a check (or joins the running one) and says what it found. */
  check(): Promise<CheckOutcome>;
  /** At the worker's start: the weekly alarm, and a check when the last complete one is over a week old. */
  start(): Promise<void>;
  /** Runs the check the alarm calls for, if it still should run: what it found, or undefined when it did not run. */
  onAlarm(name: string): Promise<CheckOutcome | undefined>;
}

export function watchJob(db: RadarDb, client: ArxivClient, now: () => number = Date.now): WatchJob {
  let running: Promise<CheckOutcome> | undefined;

  async function run(): Promise<CheckOutcome> {
    await writeKv(db, LAST_ATTEMPT_KEY, now());
    // Planned before the check, not after it: the browser may stop the worker mid-check, and then nothing after runs.
    await browser.alarms.create(WATCH_RETRY_ALARM, { delayInMinutes: RETRY_MINUTES });
    const outcome = await checkSavedPapers(db, client, now);
    if (outcome.error === undefined) {
      await writeKv(db, LAST_CHECK_KEY, now());
      // Done: a retry planned after an earlier failure would only ask again.
      await browser.alarms.clear(WATCH_RETRY_ALARM);
    } else {
      console.warn(`[watch] check stopped after ${outcome.checked} paper(s): ${outcome.error}; trying again in an hour`);
      // An hour from the failure, not from the check's start.
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

  /** Minutes since the time stored at `key`, or Infinity when none is. */
  async function minutesSince(key: string): Promise<number> {
    const at = await readKv(db, key);
    return typeof at === 'number' ? (now() - at) / 60_000 : Number.POSITIVE_INFINITY;
  }

  return {
    check,
    async start() {
      if (!(await browser.alarms.get(WATCH_ALARM))) await browser.alarms.create(WATCH_ALARM, { periodInMinutes: WEEK_MINUTES });
      if ((await minutesSince(LAST_CHECK_KEY)) > WEEK_MINUTES && (await minutesSince(LAST_ATTEMPT_KEY)) >= RETRY_MINUTES) void check();
    },
    async onAlarm(name) {
      const due = name === WATCH_RETRY_ALARM || (name === WATCH_ALARM && (await minutesSince(LAST_CHECK_KEY)) >= RECENT_MINUTES);
      return due ? check() : undefined;
    },
  };
}

/** The library's "Check for updates". */
export async function checkForUpdates(job: WatchJob): Promise<ResponseMap['library/check-updates']> {
  const outcome = await job.check();
  return { checked: outcome.checked, updated: outcome.updated, error: outcome.error ?? '' };
}
