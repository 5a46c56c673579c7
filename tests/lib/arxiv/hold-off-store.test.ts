import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArxivClient } from '../../../lib/arxiv/client';
import { ARXIV_HOLD_OFF_KEY, arxivHoldOffStore } from '../../../lib/arxiv/hold-off-store';
import { RadarDb, readKv, writeKv } from '../../../lib/store/db';

const PAGE =
  '<feed xmlns="http://www.w3.org/2005/Atom"><opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:totalResults></feed>';
const START = Date.UTC(2026, 10, 30);

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`hold-off-${Math.random()}`);
  await db.open();
});
afterEach(() => db.delete());

/** A worker's client on a fake clock, over the store; every request's start is recorded. */
function workerClient(answers: (() => Response)[], starts: number[], clock: { now: number }) {
  return new ArxivClient({
    retries: 0,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms;
    },
    fetch: async () => {
      starts.push(clock.now);
      return (answers.shift() ?? (() => new Response(PAGE)))();
    },
    holdOffStore: arxivHoldOffStore(db),
  });
}

describe('arXiv’s Retry-After across a stopped worker', () => {
  it('keeps the time arXiv gave, and the next worker’s client asks nothing before it', async () => {
    const clock = { now: START };
    const starts: number[] = [];
    const first = workerClient([() => new Response('', { status: 429, headers: { 'retry-after': '600' } })], starts, clock);
    expect((await first.query({ searchQuery: 'all:agents', maxResults: 1 })).ok).toBe(false);
    await expect.poll(() => readKv(db, ARXIV_HOLD_OFF_KEY)).toBe(START + 600_000);
    // The browser stops that worker while it waits; 10 s later a new one starts and wants the feed.
    clock.now += 10_000;
    const next = workerClient([], starts, clock);
    expect((await next.query({ searchQuery: 'all:agents', maxResults: 1 })).ok).toBe(true);
    expect(starts[1]).toBeGreaterThanOrEqual(START + 600_000);
  });

  it('never waits longer than arXiv may ask for, whatever the store says', async () => {
    const clock = { now: START };
    const starts: number[] = [];
    await writeKv(db, ARXIV_HOLD_OFF_KEY, START + 30 * 86_400_000);
    await workerClient([], starts, clock).query({ searchQuery: 'all:agents', maxResults: 1 });
    expect(starts[0]).toBe(START + 3_600_000);
  });
});
