import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAtom } from '../../../lib/arxiv/atom';
import type { ArxivClient } from '../../../lib/arxiv/client';
import { FEED_STATE_KEY, FEED_TOTALS_KEY, parseFeedState } from '../../../lib/feed/state';
import { INTERRUPTED, ingestPage, PAGE_SIZE, refreshTotals, settleInterruptedSync, syncFeed } from '../../../lib/feed/sync';
import { loadFeed } from '../../../lib/feed/view';
import { RadarDb, readKv, savePaper, writeKv } from '../../../lib/store/db';
import { classify } from '../../../lib/topic/classifier';
import { type AtomPaper, atomCount, atomFeed } from '../../fixtures/atom/feed-builder';
import { generatedPapers } from '../../fixtures/papers/generated';
import { uncertainOnTopic } from '../../fixtures/papers/labelled';
import { fakeClockClient } from '../../support/fake-clock-client';

const NOW = Date.UTC(2026, 4, 29, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: RadarDb;
let n = 0;

/** Papers of the real stream, dated `hoursAgo(i)` apart, newest first. */
function dated(count: number, hoursApart: number, offset = 0): AtomPaper[] {
  return generatedPapers(count + offset)
    .slice(offset)
    .map((paper, i) => ({ ...paper, published: `${new Date(NOW - (i + 1) * hoursApart * HOUR).toISOString().slice(0, 19)}Z` }));
}

/** A fake arXiv that pages through `papers` newest first, answering `override` for the call numbers it names. */
function fakeArxiv(papers: AtomPaper[], override: Record<number, () => Response> = {}) {
  const calls: URL[] = [];
  const { client } = fakeClockClient(async (href) => {
    const url = new URL(href);
    calls.push(url);
    const special = override[calls.length];
    if (special) return special();
    if (url.searchParams.get('max_results') === '0') return new Response(atomCount(21_000));
    const start = Number(url.searchParams.get('start'));
    const size = Number(url.searchParams.get('max_results'));
    return new Response(atomFeed(papers.slice(start, start + size), { start, total: papers.length }));
  }, NOW);
  return { client, calls };
}

const deps = (client: ArxivClient) => ({ db, client, classify, now: () => NOW });

beforeEach(async () => {
  db = new RadarDb(`feed-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

describe('syncFeed', () => {
  it('backfills eight weeks on the first sync, page by page, and stops there', async () => {
    // 600 papers 4 h apart reach back 100 days: only the last 56 are wanted.
    const papers = dated(600, 4);
    const { client, calls } = fakeArxiv(papers);
    const outcome = await syncFeed(deps(client));
    expect(outcome.ok).toBe(true);
    expect(
      calls.every((url) => url.searchParams.get('sortBy') === 'submittedDate' && url.searchParams.get('sortOrder') === 'descending'),
    ).toBe(true);
    // The second page already reaches past eight weeks: no third page is asked for.
    expect(calls.map((url) => url.searchParams.get('start'))).toEqual(['0', '200']);
    expect(await db.feed.count()).toBe(400);
    const state = parseFeedState(await readKv(db, FEED_STATE_KEY));
    expect(state).toMatchObject({ lastSuccessAt: NOW, backfilledAt: NOW, refreshing: false });
    expect(state.newestPublished).toBe(papers[0]?.published.slice(0, 10));
    expect(outcome.added).toBe(400);
    expect(outcome.addedInTopic).toBe(await db.feed.where('inTopic').equals(1).count());
  });

  it('asks again for a page arXiv sent empty mid-backfill while its count says more match, instead of ending the backfill', async () => {
    // arXiv's API now and then answers a page with no entries (known to its clients: arxiv.py's UnexpectedEmptyPageError);
    // the client asks again (lib/arxiv/client.ts), and the backfill reads on.
    const papers = dated(600, 3);
    const { client, calls } = fakeArxiv(papers, { 2: () => new Response(atomFeed([], { start: 200, total: papers.length })) });
    expect((await syncFeed(deps(client))).ok).toBe(true);
    expect(calls.map((url) => url.searchParams.get('start'))).toEqual(['0', '200', '200', '400']);
    expect(await db.feed.count()).toBe(600);
  });

  it('stops an incremental sync at papers it already has', async () => {
    const old = dated(150, 4, 50);
    await syncFeed(deps(fakeArxiv(old).client));
    const fresh = [...dated(50, 1), ...old];
    const { client, calls } = fakeArxiv(fresh);
    const outcome = await syncFeed(deps(client));
    expect(calls).toHaveLength(1);
    expect(outcome.added).toBe(50);
    expect(await db.feed.count()).toBe(200);
  });

  it('a paper met again keeps when it first joined the feed and takes its newer metadata', async () => {
    const [first, second, third] = dated(3, 4) as [AtomPaper, AtomPaper, AtomPaper];
    const page = (papers: AtomPaper[]) => {
      const parsed = parseAtom(atomFeed(papers), NOW + DAY);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.feed;
    };
    await ingestPage(deps(fakeArxiv([]).client), page([first, second]));
    const later = { db, client: fakeArxiv([]).client, classify, now: () => NOW + HOUR };
    const outcome = await ingestPage(later, page([{ ...first, title: `${first.title} (revised)` }, third]));
    expect(outcome).toMatchObject({ added: 1, known: 1 });
    expect((await db.feed.get(first.id))?.addedAt).toBe(NOW);
    expect((await db.feed.get(third.id))?.addedAt).toBe(NOW + HOUR);
    expect((await db.papers.get(first.id))?.title).toBe(`${first.title} (revised)`);
    expect(await db.papers.count()).toBe(3);
  });

  it('a new version of a saved paper met in the feed is recorded in its history, as the weekly check would', async () => {
    const [first, second] = dated(2, 4) as [AtomPaper, AtomPaper];
    const page = (papers: AtomPaper[]) => {
      const parsed = parseAtom(atomFeed(papers), NOW + DAY);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.feed;
    };
    await ingestPage(deps(fakeArxiv([]).client), page([first, second]));
    const stored = await db.papers.get(first.id);
    if (!stored) throw new Error('not stored');
    await savePaper(db, stored);
    await ingestPage(
      deps(fakeArxiv([]).client),
      page([
        { ...first, version: 2, title: `${first.title}, revised` },
        { ...second, version: 2 },
      ]),
    );
    const updates = await db.updates.toArray();
    // The saved paper's change is news; the unsaved one's is just the feed's newer metadata.
    expect(updates.map((update) => [update.paperId, update.changes.map((change) => change.kind)])).toEqual([
      [first.id, ['version', 'title']],
    ]);
    expect(await db.papers.get(first.id)).toMatchObject({ version: 2, title: `${first.title}, revised` });
    expect((await db.papers.get(second.id))?.version).toBe(2);
  });

  it('a re-scored paper keeps its second opinion while in the band with the same text; a revision or a sure score drops it', async () => {
    const [uncertain] = uncertainOnTopic(1);
    const [farOff] = dated(1, 4);
    if (!uncertain || !farOff) throw new Error('no fixture paper');
    const inBand: AtomPaper = { ...uncertain, published: farOff.published };
    const page = (papers: AtomPaper[]) => {
      const parsed = parseAtom(atomFeed(papers), NOW + DAY);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.feed;
    };
    const second = { verdict: 'in', kind: 'agentic-rl', reason: 'r', by: 'm', modelKey: 'k', at: 1, localInTopic: 0 } as const;
    const judged = async (paper: AtomPaper) => {
      const row = await db.feed.get(paper.id);
      if (!row) throw new Error('not stored');
      await db.feed.put({ ...row, inTopic: 1, second });
    };
    await ingestPage(deps(fakeArxiv([]).client), page([inBand, farOff]));
    expect((await db.feed.get(inBand.id))?.inTopic).toBe(0);
    await judged(inBand);
    await judged(farOff);
    await ingestPage(deps(fakeArxiv([]).client), page([inBand, farOff]));
    expect(await db.feed.get(inBand.id)).toMatchObject({ inTopic: 1, second });
    // The classifier is sure of the far-off paper: the opinion (there by hand) goes.
    expect(await db.feed.get(farOff.id)).toMatchObject({ inTopic: 0 });
    expect((await db.feed.get(farOff.id))?.second).toBeUndefined();
    // A revised abstract: the opinion was on the old one.
    await ingestPage(deps(fakeArxiv([]).client), page([{ ...inBand, abstract: `${inBand.abstract} We also release code.` }]));
    expect((await db.feed.get(inBand.id))?.second).toBeUndefined();
  });

  it('keeps the last good feed when a refresh fails, and says why', async () => {
    await syncFeed(deps(fakeArxiv(dated(30, 4)).client));
    const before = await loadFeed(db);
    const html = () => new Response('<html><body>Service Unavailable</body></html>', { status: 200 });
    const failing = fakeArxiv(dated(30, 1), { 1: html, 2: html, 3: html, 4: html, 5: html });
    const outcome = await syncFeed(deps(failing.client));
    expect(outcome.ok).toBe(false);
    expect(await loadFeed(db)).toEqual(before);
    const state = parseFeedState(await readKv(db, FEED_STATE_KEY));
    expect(state.lastError).toMatch(/something other than an Atom feed/);
    expect(state.refreshing).toBe(false);
  });

  /**
   * A first sync of 150 older papers; then, after time away, 350 new ones (more than one page), of which a refresh
   * stores only the first page (offline from its second request on). Returns the whole stream for the next sync.
   */
  async function refreshCutAfterItsFirstPage(): Promise<AtomPaper[]> {
    const older = dated(150, 4, 350).map((paper, i) => ({
      ...paper,
      published: `${new Date(NOW - (240 + i * 4) * HOUR).toISOString().slice(0, 19)}Z`,
    }));
    await syncFeed(deps(fakeArxiv(older).client));
    const stream = [...dated(350, 0.25), ...older];
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const cut = await syncFeed(deps(fakeArxiv(stream, { 2: offline, 3: offline, 4: offline, 5: offline }).client));
    expect(cut.ok).toBe(false);
    expect(await db.feed.count()).toBe(150 + PAGE_SIZE);
    return stream;
  }

  it('fills in the papers below a refresh that failed partway, instead of stopping at the page it had stored', async () => {
    const stream = await refreshCutAfterItsFirstPage();
    expect((await syncFeed(deps(fakeArxiv(stream).client))).ok).toBe(true);
    expect(await db.feed.count()).toBe(500);
  });

  it('settles a refresh the browser stopped with the worker: the popup can say so, and the next one resumes', async () => {
    const stream = await refreshCutAfterItsFirstPage();
    // Stopped with the worker instead: its state still says it is refreshing, and no error.
    const { lastError: _never, ...cutOff } = parseFeedState(await readKv(db, FEED_STATE_KEY));
    await writeKv(db, FEED_STATE_KEY, { ...cutOff, refreshing: true });
    await settleInterruptedSync(db);
    expect(parseFeedState(await readKv(db, FEED_STATE_KEY))).toMatchObject({ refreshing: false, lastError: INTERRUPTED });
    expect((await syncFeed(deps(fakeArxiv(stream).client))).ok).toBe(true);
    expect(await db.feed.count()).toBe(500);
    expect(parseFeedState(await readKv(db, FEED_STATE_KEY)).lastError).toBeUndefined();
  });

  it.each([
    ['malformed XML', () => new Response('<feed><entry><id>oops</feed')],
    ['a truncated answer', () => new Response(atomFeed(dated(5, 1)).slice(0, 900))],
    ['an HTML error page', () => new Response('<!DOCTYPE html><title>503</title>', { status: 200 })],
    [
      'arXiv’s error feed',
      () =>
        new Response(
          atomFeed([])
            .replace('<opensearch:totalResults>0', '<opensearch:totalResults>1')
            .replace(
              '</feed>',
              '<entry><id>https://arxiv.org/api/errors#x</id><title>Error</title><summary>bad query</summary></entry></feed>',
            ),
          { status: 400 },
        ),
    ],
  ])('treats %s as a failed refresh that removes nothing', async (_, answer) => {
    await syncFeed(deps(fakeArxiv(dated(20, 4)).client));
    const count = await db.feed.count();
    const outcome = await syncFeed(deps(fakeArxiv(dated(20, 1), { 1: answer, 2: answer, 3: answer, 4: answer, 5: answer }).client));
    expect(outcome.ok).toBe(false);
    expect(await db.feed.count()).toBe(count);
  });

  it('skips entries without ids or titles and repeats across pages, storing the rest', async () => {
    const papers = dated(PAGE_SIZE + 10, 2);
    const repeated = [...papers.slice(0, PAGE_SIZE), papers[5] as AtomPaper, ...papers.slice(PAGE_SIZE)];
    const { client } = fakeArxiv(repeated);
    expect((await syncFeed(deps(client))).ok).toBe(true);
    expect(await db.feed.count()).toBe(PAGE_SIZE + 10);
  });

  it('counts all new arXiv papers once a day for the share', async () => {
    const { client, calls } = fakeArxiv([]);
    await refreshTotals({ db, client, now: () => NOW });
    await refreshTotals({ db, client, now: () => NOW + HOUR });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('search_query')).toBe('submittedDate:[202605011200 TO 202605291200]');
    expect(await readKv(db, FEED_TOTALS_KEY)).toEqual({ day: '2026-05-29', lastFourWeeks: 21_000 });
  });
});
