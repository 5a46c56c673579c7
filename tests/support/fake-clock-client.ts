/** An ArxivClient on a fake clock: sleeping advances time at once, so backoff and spacing cost tests nothing. */
import { ArxivClient, type ArxivClientOptions } from '../../lib/arxiv/client';

export function fakeClockClient(fetch: ArxivClientOptions['fetch'], start = Date.UTC(2026, 10, 30)) {
  let now = start;
  const client = new ArxivClient({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    fetch,
  });
  return { client, now: () => now };
}
