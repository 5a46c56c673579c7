import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  checkForUpdates,
  LAST_ATTEMPT_KEY,
  LAST_CHECK_KEY,
  WATCH_ALARM,
  WATCH_RETRY_ALARM,
  watchJob,
} from '../../../entrypoints/background/watch';
import { ArxivClient } from '../../../lib/arxiv/client';
import { RadarDb, readKv, savePaper, writeKv } from '../../../lib/store/db';
import { atomFeed } from '../../fixtures/atom/feed-builder';

const NOW = Date.UTC(2026, 11, 1);
const WEEK = 7 * 86_400_000;
let db: RadarDb;
let n = 0;
let requests: number;
let answer: () => Response;

function client() {
  return new ArxivClient({
    now: () => NOW,
    sleep: async () => undefined,
    retries: 0,
    fetch: async () => {
      requests++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer();
    },
  });
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  db = new RadarDb(`watch-job-${++n}`);
  await db.open();
  requests = 0;
  const paper = { id: '2605.00001', title: 'P', authors: ['A'], abstract: 'x', categories: ['cs.LG'], published: '2026-05-01T00:00:00Z' };
  answer = () => new Response(atomFeed([{ ...paper, version: 2 }]), { status: 200 });
  await savePaper(db, {
    id: '2605.00001',
    version: 1,
    title: 'P',
    authors: ['A'],
    affiliations: [],
    abstract: 'x',
    categories: [],
    source: { site: 'arxiv-abs', url: 'https://arxiv.org/abs/2605.00001', at: 1 },
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('the weekly check of saved papers', () => {
  it('sets a weekly alarm at start, and checks at once when the last complete check is over a week old', async () => {
    await writeKv(db, LAST_CHECK_KEY, NOW - WEEK - 1);
    const job = watchJob(db, client(), () => NOW);
    await job.start();
    expect((await fakeBrowser.alarms.get(WATCH_ALARM))?.periodInMinutes).toBe(7 * 24 * 60);
    await vi.waitFor(async () => expect(await readKv(db, LAST_CHECK_KEY)).toBe(NOW));
    expect(requests).toBe(1);
  });

  it('does not check at start within the week', async () => {
    await writeKv(db, LAST_CHECK_KEY, NOW - WEEK + 60_000);
    await watchJob(db, client(), () => NOW).start();
    expect(requests).toBe(0);
  });

  it('answers "Check for updates" with what it found; two at once share one check', async () => {
    const job = watchJob(db, client(), () => NOW);
    const [first, second] = await Promise.all([checkForUpdates(job), checkForUpdates(job)]);
    expect(first).toEqual({ checked: 1, updated: 1, error: '' });
    expect(second).toEqual(first);
    expect(requests).toBe(1);
  });

  it('after an error: says why, keeps the last complete check’s date, and tries again in an hour', async () => {
    answer = () => new Response('down', { status: 503 });
    const job = watchJob(db, client(), () => NOW);
    const reply = await checkForUpdates(job);
    expect(reply.error).not.toBe('');
    expect(reply).toMatchObject({ checked: 0, updated: 0 });
    expect(await readKv(db, LAST_CHECK_KEY)).toBeUndefined();
    expect(await fakeBrowser.alarms.get(WATCH_RETRY_ALARM)).toBeDefined();
    expect((await db.papers.get('2605.00001'))?.version).toBe(1);
  });

  it('a check cut off by the browser stopping the worker still leaves its retry planned', async () => {
    // arXiv never answers: the worker is stopped mid-check, so nothing after the request runs.
    const hung = new ArxivClient({ now: () => NOW, sleep: async () => undefined, retries: 0, fetch: () => new Promise(() => undefined) });
    void watchJob(db, hung, () => NOW).check();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(WATCH_RETRY_ALARM)).toBeDefined());
  });

  it('a worker started again and again during an outage tries once an hour, not at each start', async () => {
    answer = () => new Response('down', { status: 503 });
    let time = NOW;
    const job = () => watchJob(db, client(), () => time);
    await checkForUpdates(job());
    expect(requests).toBe(1);
    time += 10 * 60_000;
    await job().start();
    await job().start();
    expect(requests).toBe(1);
    expect(await readKv(db, LAST_ATTEMPT_KEY)).toBe(NOW);
    // An hour later a start tries again.
    time = NOW + 61 * 60_000;
    await job().start();
    await vi.waitFor(() => expect(requests).toBe(2));
  });

  it('a complete check takes back the retry planned after a failure; the weekly alarm skips a week just checked', async () => {
    answer = () => new Response('down', { status: 503 });
    let time = NOW;
    const job = watchJob(db, client(), () => time);
    await checkForUpdates(job);
    expect(await fakeBrowser.alarms.get(WATCH_RETRY_ALARM)).toBeDefined();
    answer = () =>
      new Response(
        atomFeed([
          {
            id: '2605.00001',
            title: 'P',
            abstract: 'x',
            authors: ['A'],
            categories: ['cs.LG'],
            published: '2026-05-01T00:00:00Z',
            version: 2,
          },
        ]),
        { status: 200 },
      );
    time += 60_000;
    await checkForUpdates(job);
    expect(await fakeBrowser.alarms.get(WATCH_RETRY_ALARM)).toBeUndefined();
    // The weekly alarm a day later: the library was checked yesterday, so no request; four days later it checks.
    time += 86_400_000;
    expect(await job.onAlarm(WATCH_ALARM)).toBeUndefined();
    expect(requests).toBe(2);
    time += 3 * 86_400_000;
    expect(await job.onAlarm(WATCH_ALARM)).toEqual({ checked: 1, updated: 0, requests: 1 });
    expect(requests).toBe(3);
  });
});
