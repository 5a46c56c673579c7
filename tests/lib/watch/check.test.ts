import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArxivClient } from '../../../lib/arxiv/client';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { type FeedItem, RadarDb, savePaper, unsavePaper } from '../../../lib/store/db';
import { classify } from '../../../lib/topic/classifier';
import { checkSavedPapers, WATCH_BATCH } from '../../../lib/watch/check';
import { type AtomPaper, atomFeed } from '../../fixtures/atom/feed-builder';

const id = (n: number) => `2605.${String(n).padStart(5, '0')}`;
const atom = (n: number, extra: Partial<AtomPaper> = {}): AtomPaper => ({
  id: id(n),
  title: `Paper ${n}`,
  abstract: `Abstract ${n}.`,
  authors: ['A. Author'],
  categories: ['cs.LG'],
  published: '2026-05-01T00:00:00Z',
  ...extra,
});

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`watch-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

async function saveMany(count: number) {
  for (let i = 1; i <= count; i++) {
    const normalized = normalizePaperDraft(
      { arxivId: `${id(i)}v1`, title: `Paper ${i}`, authors: ['A. Author'], abstract: `Abstract ${i}.`, published: '2026-05-01' },
      { site: 'arxiv-abs', url: 'https://arxiv.org/', at: 1 },
    );
    if (!normalized.ok) throw new Error(normalized.error);
    await savePaper(db, normalized.paper, { now: 1000 + i });
  }
}

/** A client on a fake clock; `answer(ids, call)` answers each request (a Response), recorded with its start time. */
function fakeClient(answer: (ids: string[], call: number) => Response) {
  let now = Date.UTC(2026, 11, 1);
  const calls: { at: number; ids: string[] }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const client = new ArxivClient({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    retries: 0,
    fetch: async (url) => {
      const ids = (new URL(url).searchParams.get('id_list') ?? '').split(',');
      calls.push({ at: now, ids });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight--;
      return answer(ids, calls.length);
    },
  });
  return { client, calls, maxInFlight: () => maxInFlight, now: () => now };
}

const answerWith = (change: (n: number) => Partial<AtomPaper>) => (ids: string[]) =>
  new Response(atomFeed(ids.map((paperId) => atom(Number(paperId.slice(5)), change(Number(paperId.slice(5)))))), { status: 200 });

describe('checking saved papers against arXiv', () => {
  it('asks in batches of 200, one request every 3 s and never two at once: 1,000 papers cost 5 requests', async () => {
    await saveMany(1000);
    const fake = fakeClient(answerWith(() => ({})));
    const outcome = await checkSavedPapers(db, fake.client, fake.now);
    expect(outcome).toEqual({ checked: 1000, updated: 0, requests: 5 });
    expect(fake.calls.map((call) => call.ids.length)).toEqual([WATCH_BATCH, 200, 200, 200, 200]);
    expect(new Set(fake.calls.flatMap((call) => call.ids)).size).toBe(1000);
    for (let i = 1; i < fake.calls.length; i++)
      expect((fake.calls[i]?.at ?? 0) - (fake.calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(3000);
    expect(fake.maxInFlight()).toBe(1);
  });

  it('stores what changed (v3, a journal reference, a DOI) and a history row, and keeps the user’s words', async () => {
    await saveMany(3);
    await db.saved.update(id(2), { note: 'Compare with ArCHer', tags: ['credit'], read: true });
    const before = await db.saved.get(id(2));
    const fake = fakeClient(
      answerWith((i) => (i === 2 ? { version: 3, updated: '2026-11-20T10:00:00Z', journalRef: 'ICLR 2026', doi: '10.1234/abc' } : {})),
    );
    expect(await checkSavedPapers(db, fake.client, fake.now)).toMatchObject({ checked: 3, updated: 1 });
    expect(await db.papers.get(id(2))).toMatchObject({ version: 3, journalRef: 'ICLR 2026', doi: '10.1234/abc', updated: '2026-11-20' });
    expect(await db.saved.get(id(2))).toEqual(before);
    const [update] = await db.updates.toArray();
    expect(update).toMatchObject({ paperId: id(2), version: 3, versionDate: '2026-11-20', seen: 0 });
    expect(update?.changes.map((change) => change.kind)).toEqual(['version', 'journal-ref', 'doi']);
    // Checked again: nothing new, no second history row.
    expect(await checkSavedPapers(db, fake.client, fake.now)).toMatchObject({ updated: 0 });
    expect(await db.updates.count()).toBe(1);
  });

  it('offline or on an error: stops, says why, and changes nothing of what was not answered', async () => {
    await saveMany(250);
    const fake = fakeClient((ids, call) =>
      call === 1 ? answerWith(() => ({ version: 2 }))(ids) : new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }),
    );
    const outcome = await checkSavedPapers(db, fake.client, fake.now);
    expect(outcome.error).toBeTruthy();
    expect(outcome).toMatchObject({ checked: 200, updated: 200, requests: 2 });
    const unanswered = fake.calls[1]?.ids ?? [];
    expect(unanswered).toHaveLength(50);
    for (const paperId of unanswered) expect((await db.papers.get(paperId))?.version).toBe(1);
    expect(await db.updates.where('paperId').anyOf(unanswered).count()).toBe(0);
  });

  it('an empty answer is no answer: the check stops, counts none of those papers and says why', async () => {
    await saveMany(3);
    const fake = fakeClient(() => new Response(atomFeed([], { total: 3 }), { status: 200 }));
    expect(await checkSavedPapers(db, fake.client, fake.now)).toEqual({
      checked: 0,
      updated: 0,
      requests: 1,
      error: 'arXiv answered with no papers; trying again later.',
    });
  });

  it('a batch of ids arXiv knows none of (it says so) is checked, with nothing new, and the check completes', async () => {
    await saveMany(2);
    const fake = fakeClient(() => new Response(atomFeed([], { total: 0 }), { status: 200 }));
    expect(await checkSavedPapers(db, fake.client, fake.now)).toEqual({ checked: 0, updated: 0, requests: 1 });
  });

  it('counts only the papers arXiv answered about', async () => {
    await saveMany(3);
    const fake = fakeClient(
      (ids) =>
        new Response(atomFeed(ids.filter((paperId) => paperId !== id(3)).map((paperId) => atom(Number(paperId.slice(5))))), {
          status: 200,
        }),
    );
    expect(await checkSavedPapers(db, fake.client, fake.now)).toMatchObject({ checked: 2, updated: 0 });
  });

  it('a paper removed while the check was on its way gets no history row', async () => {
    await saveMany(2);
    const fake = fakeClient((ids) => {
      void unsavePaper(db, id(1));
      return answerWith(() => ({ version: 2 }))(ids);
    });
    expect(await checkSavedPapers(db, fake.client, fake.now)).toMatchObject({ updated: 1 });
    expect((await db.updates.toArray()).map((update) => update.paperId)).toEqual([id(2)]);
  });

  it('a revised abstract of a paper in the feed scores its feed row again and sets aside an opinion on the old text', async () => {
    await saveMany(2);
    const second = { verdict: 'in', kind: 'agentic-rl', reason: 'r', by: 'm', modelKey: 'k', at: 1, localInTopic: 0 } as const;
    const row = (n: number): FeedItem => ({
      paperId: id(n),
      published: '2026-05-01',
      addedAt: 500 + n,
      score: 0.45,
      inTopic: 1,
      tags: [],
      why: [],
      second,
    });
    await db.feed.bulkPut([row(1), row(2)]);
    const revised =
      'We train LLM web agents with multi-turn reinforcement learning (PPO) in WebShop and WebArena, with turn-level credit assignment.';
    const fake = fakeClient(answerWith((i) => (i === 1 ? { version: 2, abstract: revised } : { version: 2 })));
    expect(await checkSavedPapers(db, fake.client, fake.now)).toMatchObject({ updated: 2 });
    const expected = classify({ id: id(1), title: 'Paper 1', abstract: revised, authors: ['A. Author'], categories: ['cs.LG'] });
    const rescored = await db.feed.get(id(1));
    expect(rescored).toMatchObject({ addedAt: 501, inTopic: expected.inTopic ? 1 : 0 });
    expect(rescored?.score).toBeCloseTo(expected.score, 3);
    expect(rescored?.score).not.toBe(0.45);
    expect(rescored?.second).toBeUndefined();
    // Its text unchanged (a new version only): the row and its opinion stand.
    expect(await db.feed.get(id(2))).toEqual(row(2));
  });
});
