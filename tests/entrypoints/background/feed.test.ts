import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { feedJob } from '../../../entrypoints/background/feed';
import type { ArxivClient } from '../../../lib/arxiv/client';
import { RadarDb } from '../../../lib/store/db';

let db: RadarDb | undefined;
afterEach(async () => {
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
});
