import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ArxivClient } from '../../../lib/arxiv/client';
import { buildQueryUrl } from '../../../lib/arxiv/query';

const DIR = fileURLToPath(new URL('../../fixtures/arxiv-api', import.meta.url));
const body = (file: string) => readFileSync(`${DIR}/${file}`, 'utf8');
const PAGE = body('q_testing_s0_m10_bc5a6c384fe9.xml');
const ERROR = body('id_abc_s0_m100_b79c8dcf6bc3.xml');
const EMPTY_PAGE = PAGE.replace(/<entry>[\s\S]*<\/entry>/, '');

/** A fake clock: sleeping advances time at once, and every request's start time is recorded. */
function harness(answers: (() => Response | Promise<Response>)[]) {
  let now = Date.UTC(2026, 10, 30);
  const starts: number[] = [];
  const urls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const client = new ArxivClient({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    fetch: async (url) => {
      starts.push(now);
      urls.push(url);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = answers.shift();
      await Promise.resolve();
      inFlight--;
      if (!answer) throw new Error('no more answers');
      return answer();
    },
  });
  /** Milliseconds between the starts of request i-1 and i. */
  const gap = (i: number) => (starts[i] ?? Number.NaN) - (starts[i - 1] ?? Number.NaN);
  return { client, starts, urls, gap, maxInFlight: () => maxInFlight };
}

const ok =
  (text: string, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(text, { status, headers });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('ArxivClient', () => {
  it('obeys a Retry-After of at most an hour: a server asking for a day of silence gets an hour', async () => {
    const h = harness([ok('', 503, { 'retry-after': '86400' }), ok(PAGE)]);
    const result = await h.client.query({ searchQuery: 'all:agents', maxResults: 10 });
    expect(result.ok).toBe(true);
    expect(h.gap(1)).toBe(3_600_000);
  });

  it('refuses an answer larger than 32 MB, declared or streamed, without reading it all or asking again', async () => {
    const big = 'x'.repeat(33 * 1024 * 1024);
    const declared = harness([ok('<feed/>', 200, { 'content-length': String(big.length) })]);
    const refused = await declared.client.query({ searchQuery: 'all:agents', maxResults: 10 });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'bad-response', message: expect.stringContaining('larger than 32 MB') } });
    expect(declared.starts).toHaveLength(1);
    const streamed = harness([ok(big)]);
    expect(await streamed.client.query({ searchQuery: 'all:agents', maxResults: 10 })).toMatchObject({ ok: false });
    expect(streamed.starts).toHaveLength(1);
  });

  it('follows no redirect: an answer pointing elsewhere is refused, and asked for without following it', async () => {
    const h = harness([ok('', 302, { location: 'https://evil.example/feed' })]);
    const result = await h.client.query({ searchQuery: 'all:agents', maxResults: 10 });
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringContaining('redirect') } });
    expect(h.starts).toHaveLength(1);
  });

  it('lets a query a user waits for overtake a feed page that is still waiting out the 3 s spacing', async () => {
    let now = 0;
    const sleepers: { until: number; wake: () => void }[] = [];
    const urls: string[] = [];
    const client = new ArxivClient({
      now: () => now,
      // Time moves only when the test says so, so the urgent query can arrive in the middle of a wait.
      sleep: (ms) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
      fetch: async (url) => {
        urls.push(url);
        return new Response(PAGE);
      },
    });
    const advance = async (ms: number) => {
      now += ms;
      const due = sleepers.filter((sleeper) => sleeper.until <= now);
      sleepers.splice(0, sleepers.length, ...sleepers.filter((sleeper) => sleeper.until > now));
      for (const sleeper of due) sleeper.wake();
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    const first = client.query({ searchQuery: 'all:agents', start: 0, maxResults: 10 });
    await advance(0);
    const second = client.query({ searchQuery: 'all:agents', start: 10, maxResults: 10 });
    await advance(1000);
    const completion = client.query({ idList: ['2604.27955'], maxResults: 1 }, { urgent: true });
    await advance(2000);
    await advance(3000);
    await Promise.all([first, second, completion]);
    expect(urls.map((url) => new URL(url).searchParams.get('id_list') ?? new URL(url).searchParams.get('start'))).toEqual([
      '0',
      '2604.27955',
      '10',
    ]);
  });

  it('gives a query a user waits for the next turn, ahead of queued feed pages, still spaced and one at a time', async () => {
    const h = harness([ok(PAGE), ok(PAGE), ok(PAGE), ok(PAGE)]);
    const feedPages = [0, 10, 20].map((start) => h.client.query({ searchQuery: 'all:agents', start, maxResults: 10 }));
    const completion = h.client.query({ idList: ['2604.27955'], maxResults: 1 }, { urgent: true });
    await Promise.all([...feedPages, completion]);
    // The first feed page was already in flight; the completion goes next, before the two pages queued before it.
    expect(h.urls.map((url) => new URL(url).searchParams.get('id_list') ?? new URL(url).searchParams.get('start'))).toEqual([
      '0',
      '2604.27955',
      '10',
      '20',
    ]);
    expect(h.maxInFlight()).toBe(1);
    for (let i = 1; i < 4; i++) expect(h.gap(i)).toBeGreaterThanOrEqual(3000);
  });

  it('spaces requests at least 3 s apart and never runs two at once', async () => {
    const h = harness([ok(PAGE), ok(PAGE), ok(PAGE)]);
    const results = await Promise.all([
      h.client.query({ searchQuery: 'all:agents', start: 0, maxResults: 10 }),
      h.client.query({ searchQuery: 'all:agents', start: 10, maxResults: 10 }),
      h.client.query({ searchQuery: 'all:agents', start: 20, maxResults: 10 }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(h.maxInFlight()).toBe(1);
    expect(h.gap(1)).toBeGreaterThanOrEqual(3000);
    expect(h.gap(2)).toBeGreaterThanOrEqual(3000);
  });

  it('retries 429 and 503 with backoff, honouring Retry-After', async () => {
    const h = harness([ok('Too many', 429, { 'retry-after': '20' }), ok('<html>503</html>', 503), ok(PAGE)]);
    const result = await h.client.query({ searchQuery: 'all:agents', maxResults: 10 });
    expect(result.ok).toBe(true);
    expect(h.starts).toHaveLength(3);
    expect(h.gap(1)).toBeGreaterThanOrEqual(20_000);
    expect(h.gap(2)).toBeGreaterThanOrEqual(6000);
  });

  it('holds every request back for a Retry-After, not only the query that was told', async () => {
    let now = Date.UTC(2026, 10, 30);
    const starts: number[] = [];
    const answers = [ok('Too many', 429, { 'retry-after': '600' }), ok(PAGE)];
    // No retries: the query told to wait gives up at once, so only the client's own wait can hold the next one back.
    const client = new ArxivClient({
      retries: 0,
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
      fetch: async () => {
        starts.push(now);
        return (answers.shift() ?? offline)();
      },
    });
    const told = client.query({ searchQuery: 'all:agents', maxResults: 10 });
    const other = client.query({ searchQuery: 'all:memory', maxResults: 10 });
    expect((await told).ok).toBe(false);
    expect((await other).ok).toBe(true);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(600_000);
  });

  it('retries a valid but empty page', async () => {
    const h = harness([ok(EMPTY_PAGE), ok(PAGE)]);
    expect((await h.client.query({ searchQuery: 'all:agents', maxResults: 10 })).ok).toBe(true);
    expect(h.starts).toHaveLength(2);
  });

  it('retries a request that times out, and gives up after its retries with words a user can read', async () => {
    let now = Date.UTC(2026, 10, 30);
    let calls = 0;
    const client = new ArxivClient({
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
      timeoutMs: 5,
      fetch: (_url, { signal }) => {
        calls++;
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    });
    expect(await client.query({ idList: ['2604.27955'] })).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'arXiv did not answer in time.' },
    });
    expect(calls).toBe(5);
  });

  it('reports being offline at once, without a backoff that would hold the popup', async () => {
    const h = harness([offline]);
    const result = await h.client.query({ idList: ['2604.27955'] });
    expect(result).toEqual({ ok: false, error: { kind: 'offline', message: 'arXiv could not be reached (Failed to fetch).' } });
    expect(h.starts).toHaveLength(1);
  });

  it('does not retry arXiv’s error feed, and reports it as an error', async () => {
    const h = harness([ok(ERROR, 400)]);
    expect(await h.client.query({ idList: ['abc'] })).toEqual({
      ok: false,
      error: { kind: 'api-error', message: 'arXiv refused the query: incorrect id format for abc.' },
    });
    expect(h.starts).toHaveLength(1);
  });

  it('answers a repeated query from its cache', async () => {
    const h = harness([ok(PAGE)]);
    await h.client.query({ searchQuery: 'all:agents', maxResults: 10 });
    expect((await h.client.query({ searchQuery: 'all:agents', maxResults: 10 })).ok).toBe(true);
    expect(h.starts).toHaveLength(1);
  });
});

describe('buildQueryUrl', () => {
  it('encodes queries and caps max_results at 2000', () => {
    expect(buildQueryUrl({ idList: ['2604.27955', 'hep-th/9901001'] })).toBe(
      'https://export.arxiv.org/api/query?id_list=2604.27955%2Chep-th%2F9901001&start=0&max_results=100',
    );
    expect(
      buildQueryUrl({ searchQuery: 'cat:cs.AI AND ti:"agent"', maxResults: 5000, sortBy: 'submittedDate', sortOrder: 'descending' }),
    ).toBe(
      'https://export.arxiv.org/api/query?search_query=cat%3Acs.AI+AND+ti%3A%22agent%22&start=0&max_results=2000&sortBy=submittedDate&sortOrder=descending',
    );
  });
});
