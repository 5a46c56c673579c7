import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completePending, UNKNOWN_RETRY_MS } from '../../../entrypoints/background/complete';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { atomFeed } from '../../fixtures/atom/feed-builder';
import { fakeClockClient } from '../../support/fake-clock-client';

const ATOM = readFileSync('tests/fixtures/atom/id-2604.27955.xml', 'utf8');
let db: RadarDb;
let n = 0;

function client(answer: () => Response) {
  const urls: string[] = [];
  const { client: arxiv } = fakeClockClient(async (url) => {
    urls.push(url);
    return answer();
  });
  return { arxiv, urls };
}

function idOnly(href: string): Paper {
  const result = normalizePaperDraft({ arxivId: href }, { site: 'pdf', url: href, at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

beforeEach(async () => {
  db = new RadarDb(`complete-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

describe('completing papers saved from an id alone', () => {
  it('fills title, authors, abstract and dates from the API and clears pending', async () => {
    await savePaper(db, idOnly('https://arxiv.org/pdf/2604.27955v1'));
    const { arxiv, urls } = client(() => new Response(ATOM));
    expect(await completePending(db, arxiv)).toEqual({ completed: 1, remaining: 0 });
    expect(urls[0]).toContain('id_list=2604.27955');
    const paper = await db.papers.get('2604.27955');
    expect(paper).toMatchObject({
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      published: '2026-04-30',
      primaryCategory: 'cs.AI',
    });
    expect(paper?.authors).toHaveLength(9);
    expect(paper?.pending).toBeUndefined();
    expect(paper?.source.site).toBe('pdf');
  });

  it('keeps the paper saved with what is known when offline, to try again later', async () => {
    await savePaper(db, idOnly('https://arxiv.org/pdf/2604.27955v1'));
    const { arxiv } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await completePending(db, arxiv);
    expect(outcome).toMatchObject({ completed: 0, remaining: 1 });
    expect(outcome.error).toMatch(/could not be reached/);
    expect(await db.papers.get('2604.27955')).toMatchObject({ title: 'arXiv:2604.27955', pending: true });
    expect(await db.saved.count()).toBe(1);
  });

  it('leaves an id arXiv does not know alone for a while, however often the worker starts, then asks again', async () => {
    await savePaper(db, idOnly('https://arxiv.org/abs/2604.99999'));
    const at = Date.UTC(2026, 10, 30);
    const first = client(() => new Response(atomFeed([])));
    expect(await completePending(db, first.arxiv, () => at)).toEqual({ completed: 0, remaining: 1 });
    expect(first.urls).toHaveLength(1);
    // A new worker (a new client, nothing in memory) an hour later.
    const next = client(() => new Response(atomFeed([])));
    expect(await completePending(db, next.arxiv, () => at + 3_600_000)).toEqual({ completed: 0, remaining: 1 });
    expect(next.urls).toEqual([]);
    const later = client(() => new Response(atomFeed([])));
    await completePending(db, later.arxiv, () => at + UNKNOWN_RETRY_MS);
    expect(later.urls).toHaveLength(1);
    expect(await db.papers.get('2604.99999')).toMatchObject({ pending: true });
  });

  it('asks nothing when no paper waits', async () => {
    const { arxiv, urls } = client(() => new Response(ATOM));
    expect(await completePending(db, arxiv)).toEqual({ completed: 0, remaining: 0 });
    expect(urls).toEqual([]);
  });
});
