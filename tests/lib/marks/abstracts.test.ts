import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArxivClient } from '../../../lib/arxiv/client';
import { ABSENT_CACHE_MS, ABSTRACT_CACHE_MS, type AbstractsInFlight, fetchAbstracts } from '../../../lib/marks/abstracts';
import { RadarDb } from '../../../lib/store/db';
import { atomFeed } from '../../fixtures/atom/feed-builder';

const NOW = Date.UTC(2026, 11, 1);
const paper = (id: string) => ({
  id,
  title: `Paper ${id}`,
  abstract: `The abstract of ${id}.`,
  authors: ['A. Author'],
  categories: ['cs.LG'],
  published: '2026-11-30T12:00:00Z',
});

let db: RadarDb;
let n = 0;
let urls: string[];
let answer: () => Response;

function client(): ArxivClient {
  return new ArxivClient({
    now: () => NOW,
    sleep: async () => undefined,
    retries: 0,
    fetch: async (url) => {
      urls.push(url);
      return answer();
    },
  });
}

/** A client whose answers wait until `release()`: a request stays under way while the test asks again. */
function heldClient(respond: () => Response): { client: ArxivClient; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new ArxivClient({
    now: () => NOW,
    sleep: async () => undefined,
    retries: 0,
    fetch: async (url) => {
      urls.push(url);
      await gate;
      return respond();
    },
  });
  return { client: held, release };
}

beforeEach(async () => {
  db = new RadarDb(`abstracts-${++n}`);
  await db.open();
  urls = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('abstracts for the listing marks', () => {
  it('asks arXiv once for the missing ones, by id_list, and caches them', async () => {
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('2611.00002')]), { status: 200 });
    const first = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002', '2611.00001'], NOW);
    expect(first.found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
    expect(urls).toHaveLength(1);
    expect(decodeURIComponent(urls[0] ?? '')).toContain('id_list=2611.00001,2611.00002');
    expect(first.found[0]?.abstract).toContain('The abstract of');

    // Seen again: from the cache, no request.
    const again = await fetchAbstracts(db, client(), ['2611.00002'], NOW + 1000);
    expect(again.found.map((row) => row.title)).toEqual(['Paper 2611.00002']);
    expect(urls).toHaveLength(1);
  });

  it('asks again once the cached copy is a month old, and keeps only what it asked for', async () => {
    await db.abstracts.put({ id: '2611.00001', title: 'Old', abstract: 'Old.', fetchedAt: NOW - ABSTRACT_CACHE_MS - 1 });
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('2611.09999')]), { status: 200 });
    const outcome = await fetchAbstracts(db, client(), ['2611.00001'], NOW);
    expect(outcome.found.map((row) => [row.id, row.title])).toEqual([['2611.00001', 'Paper 2611.00001']]);
    expect(await db.abstracts.get('2611.09999')).toBeUndefined();
  });

  it('offline or on an error: says so, caches nothing, still returns what the cache had', async () => {
    await db.abstracts.put({ id: '2611.00001', title: 'Cached', abstract: 'Cached.', fetchedAt: NOW });
    answer = () => new Response('busy', { status: 503 });
    const outcome = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW);
    expect(outcome.error).toBeTruthy();
    expect(outcome.found.map((row) => row.id)).toEqual(['2611.00001']);
    expect(await db.abstracts.count()).toBe(1);
  });

  it('asks only for canonical arXiv ids: a malformed one, a version or a comma never reaches id_list', async () => {
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('hep-th/9901001')]), { status: 200 });
    const found = await fetchAbstracts(db, client(), ['2611.00001', 'hep-th/9901001', '2611.00002v2', '2611.00003,2611.00004', 'x'], NOW);
    expect(decodeURIComponent(urls[0] ?? '')).toContain('id_list=2611.00001,hep-th/9901001&');
    expect(found.found.map((row) => row.id).sort()).toEqual(['2611.00001', 'hep-th/9901001']);
  });

  it('while paused after a failure, answers from the cache alone and says why', async () => {
    answer = () => new Response(atomFeed([paper('2611.00001')]), { status: 200 });
    await fetchAbstracts(db, client(), ['2611.00001'], NOW);
    const paused = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW + 1, NOW + 60_000);
    expect(paused).toMatchObject({ error: 'arXiv did not answer a moment ago.' });
    expect(paused.found.map((row) => row.id)).toEqual(['2611.00001']);
    expect(urls).toHaveLength(1);
  });

  it('remembers the ids arXiv did not return: not asked again for hours, asked once that has passed', async () => {
    answer = () => new Response(atomFeed([paper('2611.00001')]), { status: 200 });
    const first = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW);
    expect(first.found.map((row) => row.id)).toEqual(['2611.00001']);

    const soon = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW + ABSENT_CACHE_MS - 1);
    expect(soon).toEqual({ found: [expect.objectContaining({ id: '2611.00001' })] });
    expect(urls).toHaveLength(1);

    answer = () => new Response(atomFeed([paper('2611.00002')]), { status: 200 });
    const later = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW + ABSENT_CACHE_MS);
    expect(decodeURIComponent(urls[1] ?? '')).toContain('id_list=2611.00002&');
    expect(later.found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
  });

  it("remembers nothing as absent from one of arXiv's empty pages (papers found, none in the answer)", async () => {
    // An answer that found nothing is believed: the id is remembered as absent.
    answer = () => new Response(atomFeed([], { total: 0 }), { status: 200 });
    await fetchAbstracts(db, client(), ['2611.00009'], NOW);
    expect(await db.abstracts.get('2611.00009')).toMatchObject({ absent: true });
    answer = () => new Response(atomFeed([], { total: 2 }), { status: 200 });
    expect(await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW)).toEqual({ found: [] });
    expect(await db.abstracts.bulkGet(['2611.00001', '2611.00002'])).toEqual([undefined, undefined]);
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('2611.00002')]), { status: 200 });
    const again = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW + 1000);
    expect(urls).toHaveLength(3);
    expect(again.found).toHaveLength(2);
  });

  it('two pages asking at once share the request under way: the ids it carries are not asked twice', async () => {
    const shared = client();
    const inFlight: AbstractsInFlight = new Map();
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('2611.00002'), paper('2611.00003')]), { status: 200 });
    const { client: slow, release } = heldClient(() => answer());
    const first = fetchAbstracts(db, slow, ['2611.00001', '2611.00002'], NOW, 0, inFlight);
    await expect.poll(() => urls.length).toBe(1);
    const second = fetchAbstracts(db, shared, ['2611.00002', '2611.00003'], NOW, 0, inFlight);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
    expect(b.found.map((row) => row.id).sort()).toEqual(['2611.00002', '2611.00003']);
    expect(urls.map((url) => decodeURIComponent(url).match(/id_list=([^&]*)/)?.[1])).toEqual(['2611.00001,2611.00002', '2611.00003']);
    expect(inFlight.size).toBe(0);
  });

  it("a page whose ids are cached is answered at once, not behind another page's request under way", async () => {
    const inFlight: AbstractsInFlight = new Map();
    await db.abstracts.put({ id: '2611.00001', title: 'Cached', abstract: 'Cached abstract.', fetchedAt: NOW });
    answer = () => new Response(atomFeed([paper('2611.00002')]), { status: 200 });
    const { client: slow, release } = heldClient(() => answer());
    // The first page asks for a cached id and one that must be fetched; its request is held.
    const first = fetchAbstracts(db, slow, ['2611.00001', '2611.00002'], NOW, 0, inFlight);
    await expect.poll(() => urls.length).toBe(1);
    // The second asks only for the cached one: answered while the first page's request is still held.
    const second = await fetchAbstracts(db, client(), ['2611.00001'], NOW, 0, inFlight);
    expect(second).toEqual({ found: [expect.objectContaining({ id: '2611.00001', title: 'Cached' })] });
    expect(decodeURIComponent(urls[0] ?? '')).toContain('id_list=2611.00002&');
    release();
    expect((await first).found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
    expect(urls).toHaveLength(1);
  });

  it('a shared request that fails fails for every page waiting on it, and is not shared afterwards', async () => {
    const inFlight: AbstractsInFlight = new Map();
    const { client: failing, release } = heldClient(() => new Response('busy', { status: 503 }));
    const first = fetchAbstracts(db, failing, ['2611.00001'], NOW, 0, inFlight);
    await expect.poll(() => urls.length).toBe(1);
    const second = fetchAbstracts(db, client(), ['2611.00001'], NOW, 0, inFlight);
    release();
    for (const outcome of await Promise.all([first, second])) {
      expect(outcome.found).toEqual([]);
      expect(outcome.error).toBeTruthy();
    }
    expect(urls).toHaveLength(1);
    expect(inFlight.size).toBe(0);
    expect(await db.abstracts.count()).toBe(0);
  });

  it("asks again after one of arXiv's empty pages, through the same client (whose own cache would answer it for hours)", async () => {
    const shared = client();
    answer = () => new Response(atomFeed([], { total: 2 }), { status: 200 });
    expect(await fetchAbstracts(db, shared, ['2611.00001', '2611.00002'], NOW)).toEqual({ found: [] });
    answer = () => new Response(atomFeed([paper('2611.00001'), paper('2611.00002')]), { status: 200 });
    const again = await fetchAbstracts(db, shared, ['2611.00001', '2611.00002'], NOW + 60_000);
    expect(urls).toHaveLength(2);
    expect(again.found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
  });

  it('a cache that cannot be read holds nothing: arXiv is asked, for every page waiting, and no error is reported', async () => {
    const inFlight: AbstractsInFlight = new Map();
    answer = () => new Response(atomFeed([paper('2611.00001')]), { status: 200 });
    let fail = (_: Error) => {};
    vi.spyOn(db.abstracts, 'bulkGet').mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }) as never,
    );
    const first = fetchAbstracts(db, client(), ['2611.00001'], NOW, 0, inFlight);
    const second = fetchAbstracts(db, client(), ['2611.00001'], NOW, 0, inFlight);
    fail(new Error('UnknownError: the database failed'));
    for (const outcome of await Promise.all([first, second])) {
      expect(outcome).toEqual({ found: [expect.objectContaining({ id: '2611.00001' })] });
    }
    expect(urls).toHaveLength(1);
  });

  it('a cache that cannot be written still answers with what arXiv sent and what the cache had', async () => {
    await db.abstracts.put({ id: '2611.00001', title: 'Cached', abstract: 'Cached.', fetchedAt: NOW });
    answer = () => new Response(atomFeed([paper('2611.00002')]), { status: 200 });
    vi.spyOn(db.abstracts, 'bulkPut').mockRejectedValue(new Error('QuotaExceededError'));
    const outcome = await fetchAbstracts(db, client(), ['2611.00001', '2611.00002'], NOW);
    expect(outcome.error).toBeUndefined();
    expect(outcome.found.map((row) => row.id).sort()).toEqual(['2611.00001', '2611.00002']);
  });

  it('a page asking after the pause ended is not told it is paused by one that asked during it', async () => {
    const inFlight: AbstractsInFlight = new Map();
    answer = () => new Response(atomFeed([paper('2611.00001')]), { status: 200 });
    let go = () => {};
    const gate = new Promise<void>((resolve) => {
      go = resolve;
    });
    const read = db.abstracts.bulkGet.bind(db.abstracts);
    vi.spyOn(db.abstracts, 'bulkGet').mockImplementationOnce((async (keys: string[]) => {
      await gate;
      return read(keys);
    }) as never);
    // The first asks in the pause's last moment, and its cache read is slow; the second, just after the pause.
    const first = fetchAbstracts(db, client(), ['2611.00001'], NOW, NOW + 1, inFlight);
    const second = fetchAbstracts(db, client(), ['2611.00001'], NOW + 2, NOW + 1, inFlight);
    go();
    expect((await first).error).toBe('arXiv did not answer a moment ago.');
    expect(await second).toEqual({ found: [expect.objectContaining({ id: '2611.00001' })] });
    expect(urls).toHaveLength(1);
  });
});
