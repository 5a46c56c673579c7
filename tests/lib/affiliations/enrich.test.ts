import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AFFILIATIONS_PAUSED_KEY, enrichAffiliations, PAUSE_MS, papersLackingAffiliations } from '../../../lib/affiliations/enrich';
import { ArxivClient } from '../../../lib/arxiv/client';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, readKv, savePaper } from '../../../lib/store/db';

const NOW = Date.UTC(2026, 11, 1);
const WEEK = 7 * 86_400_000;
const paper = (id: string, extra: Partial<Paper> = {}): Paper => ({
  id,
  title: `Paper ${id}`,
  authors: ['Ada Lovelace'],
  affiliations: [],
  abstract: 'x',
  categories: [],
  source: { site: 'arxiv-abs', url: '', at: 1 },
  ...extra,
});
const AUTHOR_BLOCK = `<div class="ltx_authors"><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Ada Lovelace<br class="ltx_break"/>University of Cambridge</span></span></div>`;

let db: RadarDb;
let n = 0;
let urls: string[];
let answer: (url: string) => Response;

function client(): ArxivClient {
  let now = NOW;
  return new ArxivClient({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    retries: 0,
    fetch: async (url) => {
      urls.push(url);
      return answer(url);
    },
  });
}

beforeEach(async () => {
  db = new RadarDb(`affiliations-${++n}`);
  await db.open();
  urls = [];
  answer = () => new Response(`<html><body>${AUTHOR_BLOCK}</body></html>`, { status: 200 });
});
afterEach(() => db.delete());

async function feedPaper(id: string, inTopic: 0 | 1, extra: Partial<Paper> = {}) {
  await db.papers.put(paper(id, extra));
  await db.feed.put({ paperId: id, published: '2026-11-30', addedAt: 1, score: inTopic ? 0.9 : 0.1, inTopic, tags: [], why: [] });
}

describe('affiliations from the HTML full text', () => {
  it('reads them for on-topic feed papers and saved papers without any, and stores them per author', async () => {
    await feedPaper('2611.00001', 1);
    await feedPaper('2611.00002', 0);
    await feedPaper('2611.00003', 1, { affiliations: ['Known'] });
    await savePaper(db, paper('2611.00004'));
    await savePaper(db, paper('openreview:abc'));
    const outcome = await enrichAffiliations(db, client(), () => NOW);
    expect(urls).toEqual(['https://arxiv.org/html/2611.00001', 'https://arxiv.org/html/2611.00004']);
    expect(outcome).toEqual({ requests: 2, found: 2 });
    expect(await db.papers.get('2611.00001')).toMatchObject({
      affiliations: ['University of Cambridge'],
      authorAffiliations: [{ name: 'Ada Lovelace', affiliations: ['University of Cambridge'] }],
    });
    // Not asked again: they have affiliations now.
    expect(await papersLackingAffiliations(db, NOW + 1)).toEqual([]);
  });

  it('does not ask again within the week about a paper without an HTML version; then asks again', async () => {
    await feedPaper('2611.00001', 1);
    answer = () => new Response('Not found', { status: 404 });
    expect(await enrichAffiliations(db, client(), () => NOW)).toEqual({ requests: 1, found: 0 });
    expect(await db.affiliationChecks.get('2611.00001')).toMatchObject({ outcome: 'no-html' });
    expect(await papersLackingAffiliations(db, NOW + WEEK - 1)).toEqual([]);
    expect(await papersLackingAffiliations(db, NOW + WEEK + 1)).toEqual(['2611.00001']);
  });

  it('offline: stops at once, changes nothing, and the next run asks again', async () => {
    await feedPaper('2611.00001', 1);
    await feedPaper('2611.00002', 1);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const outcome = await enrichAffiliations(db, client(), () => NOW);
    expect(outcome.requests).toBe(1);
    expect(outcome.error).toMatch(/could not be reached/);
    expect(await db.affiliationChecks.count()).toBe(0);
    expect((await papersLackingAffiliations(db, NOW)).sort()).toEqual(['2611.00001', '2611.00002']);
  });

  it('a page arXiv refuses does not block the papers behind it, and is asked again after a day', async () => {
    await feedPaper('2611.00001', 1);
    await db.feed.update('2611.00001', { published: '2026-11-30' });
    await feedPaper('2611.00002', 1);
    await db.feed.update('2611.00002', { published: '2026-11-29' });
    answer = (url) =>
      url.endsWith('2611.00001') ? new Response('Forbidden', { status: 403 }) : new Response(`<html><body>${AUTHOR_BLOCK}</body></html>`);
    expect(await enrichAffiliations(db, client(), () => NOW)).toEqual({ requests: 2, found: 1 });
    expect(await db.affiliationChecks.get('2611.00001')).toMatchObject({ outcome: 'failed' });
    expect(await papersLackingAffiliations(db, NOW + 86_400_000 - 1)).toEqual([]);
    expect(await papersLackingAffiliations(db, NOW + 86_400_000 + 1)).toEqual(['2611.00001']);
  });

  it('arXiv down: runs pause for an hour instead of asking again at every wake of the worker', async () => {
    await feedPaper('2611.00001', 1);
    answer = () => new Response('down', { status: 503 });
    expect((await enrichAffiliations(db, client(), () => NOW)).error).toBeTruthy();
    expect(await readKv(db, AFFILIATIONS_PAUSED_KEY)).toBe(NOW + PAUSE_MS);
    const asked = urls.length;
    expect(await enrichAffiliations(db, client(), () => NOW + PAUSE_MS - 1)).toEqual({ requests: 0, found: 0 });
    expect(urls).toHaveLength(asked);
    answer = () => new Response(`<html><body>${AUTHOR_BLOCK}</body></html>`);
    expect(await enrichAffiliations(db, client(), () => NOW + PAUSE_MS)).toEqual({ requests: 1, found: 1 });
  });

  it('two pages refused in a row mean arXiv refuses this client: the run stops and pauses', async () => {
    for (const [id, day] of [
      ['2611.00001', '30'],
      ['2611.00002', '29'],
      ['2611.00003', '28'],
    ] as const) {
      await feedPaper(id, 1);
      await db.feed.update(id, { published: `2026-11-${day}` });
    }
    answer = () => new Response('Forbidden', { status: 403 });
    const outcome = await enrichAffiliations(db, client(), () => NOW);
    expect(outcome.requests).toBe(2);
    expect(outcome.error).toBeTruthy();
    expect(await readKv(db, AFFILIATIONS_PAUSED_KEY)).toBe(NOW + PAUSE_MS);
  });
});
