import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paperPageAnswer, verdictHandlers } from '../../../entrypoints/background/verdicts';
import { ArxivClient } from '../../../lib/arxiv/client';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings/settings';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { atomFeed } from '../../fixtures/atom/feed-builder';

const ON_TOPIC = {
  title: 'Turn-Level Credit Assignment for Multi-Turn LLM Agents with Reinforcement Learning',
  abstract:
    'We train large language model agents with reinforcement learning (PPO and GRPO) on multi-turn web navigation tasks. ' +
    'Our method assigns credit to each turn of the agent trajectory, improving the sample efficiency of agentic RL.',
};
const OFF_TOPIC = {
  title: 'Contrastive Segmentation of Medical Images',
  abstract: 'We propose a contrastive method for segmenting CT scans.',
};

let db: RadarDb;
let n = 0;
let settings: Settings;
let urls: string[];

function handlers(answer: () => Response = () => new Response('down', { status: 503 })) {
  const client = new ArxivClient({
    now: Date.now,
    sleep: async () => undefined,
    retries: 0,
    fetch: async (url) => {
      urls.push(url);
      return answer();
    },
  });
  return verdictHandlers(db, client, { readSettings: async () => settings });
}

beforeEach(async () => {
  db = new RadarDb(`verdicts-${++n}`);
  await db.open();
  settings = structuredClone(DEFAULT_SETTINGS);
  urls = [];
});
afterEach(() => db.delete());

/** A saved paper with nothing but its id and a title. */
const saveBare = (id: string) =>
  savePaper(db, { id, title: 'Saved', authors: [], affiliations: [], categories: [], source: { site: 't', url: '', at: 0 } } as never);

describe('page/verdicts', () => {
  it('judges each entry on what the page showed, sends the verdicts of the marked ones, and says which are saved', async () => {
    await saveBare('2611.00002');
    const reply = await handlers()['page/verdicts'](
      {
        type: 'page/verdicts',
        site: 'arxiv-listing',
        entries: [
          { id: '2611.00001', ...ON_TOPIC },
          { id: '2611.00002', ...OFF_TOPIC },
          { id: '2611.00003', title: ON_TOPIC.title },
        ],
      },
      {},
    );
    expect(reply.saved).toEqual(['2611.00002']);
    expect(reply.marks).toBe(true);
    // The off-topic entry gets no mark, so no verdict: a listing is sent only what it shows.
    expect(reply.verdicts.map((verdict) => [verdict.id, verdict.mark, verdict.titleOnly])).toEqual([
      ['2611.00001', 'in', false],
      ['2611.00003', 'in', true],
    ]);
    expect(reply.verdicts[0]?.tags).toContain('Credit Assignment');
    expect(reply.titleOnly).toEqual(['2611.00003']);
  });

  it('answers from the feed when the feed has the paper (judged there on its abstract)', async () => {
    await db.feed.put({
      paperId: '2611.00001',
      published: '2026-11-30',
      addedAt: 1,
      score: 0.3,
      inTopic: 0,
      tags: ['Memory'],
      why: ['memory'],
      against: [],
    });
    const reply = await handlers()['page/verdicts'](
      { type: 'page/verdicts', site: 'arxiv-search', entries: [{ id: '2611.00001', ...ON_TOPIC }] },
      {},
    );
    expect(reply.verdicts).toMatchObject([{ id: '2611.00001', mark: 'near', tags: ['Memory'], titleOnly: false }]);
  });

  it('uses an abstract fetched earlier for a listing that shows none', async () => {
    await db.abstracts.put({ id: '2611.00009', title: 'Agents', abstract: OFF_TOPIC.abstract, fetchedAt: Date.now() });
    const reply = await handlers()['page/verdicts'](
      { type: 'page/verdicts', site: 'arxiv-listing', entries: [{ id: '2611.00009', title: 'Agentic Search with Language Models' }] },
      {},
    );
    expect(reply.verdicts).toEqual([]);
    expect(reply.titleOnly).toEqual([]);
  });

  it('names every entry judged on its title alone, marked or not, so the page can fetch their abstracts', async () => {
    const reply = await handlers()['page/verdicts'](
      {
        type: 'page/verdicts',
        site: 'arxiv-listing',
        entries: [
          { id: '2611.00004', title: ON_TOPIC.title },
          { id: '2611.00005', title: OFF_TOPIC.title },
          { id: '2611.00006', ...OFF_TOPIC },
        ],
      },
      {},
    );
    expect(reply.verdicts.map((verdict) => verdict.id)).toEqual(['2611.00004']);
    expect(reply.titleOnly).toEqual(['2611.00004', '2611.00005']);
  });

  it('gives no verdicts where the user turned marks off, but still says what is saved', async () => {
    settings.marks['arxiv-listing'] = false;
    const reply = await handlers()['page/verdicts'](
      { type: 'page/verdicts', site: 'arxiv-listing', entries: [{ id: '2611.00001', ...ON_TOPIC }] },
      {},
    );
    expect(reply).toEqual({ saved: [], marks: false, verdicts: [], titleOnly: [] });
  });
});

describe('page/abstracts', () => {
  it('fetches the abstracts and judges again on them: verdicts for the marked, ids for the rest', async () => {
    const paper = (id: string, text: typeof ON_TOPIC) => ({
      id,
      ...text,
      authors: ['A'],
      categories: ['cs.CV'],
      published: '2026-11-30T00:00:00Z',
    });
    const reply = await handlers(
      () => new Response(atomFeed([paper('2611.00003', OFF_TOPIC), paper('2611.00007', ON_TOPIC)]), { status: 200 }),
    )['page/abstracts']({ type: 'page/abstracts', site: 'arxiv-listing', ids: ['2611.00003', '2611.00007'] }, {});
    expect(reply.verdicts).toMatchObject([{ id: '2611.00007', mark: 'in', titleOnly: false }]);
    expect(reply.unmarked).toEqual(['2611.00003']);
    expect(urls).toHaveLength(1);
  });

  it('arXiv down: no verdicts change, the page is told why, and the next batches are answered from the cache alone', async () => {
    const verdicts = handlers();
    const first = await verdicts['page/abstracts']({ type: 'page/abstracts', site: 'arxiv-listing', ids: ['2611.00003'] }, {});
    expect(first).toMatchObject({ verdicts: [], unmarked: [] });
    expect(first.error).not.toBe('');
    const asked = urls.length;
    expect(asked).toBeGreaterThan(0);
    const next = await verdicts['page/abstracts']({ type: 'page/abstracts', site: 'arxiv-listing', ids: ['2611.00009'] }, {});
    expect(next).toEqual({ verdicts: [], unmarked: [], error: 'arXiv did not answer a moment ago.', marks: true });
    expect(urls).toHaveLength(asked);
  });

  it('the pause after a failure is not lengthened by the answers from the cache during it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const verdicts = handlers();
      const ask = (id: string) => verdicts['page/abstracts']({ type: 'page/abstracts', site: 'arxiv-listing', ids: [id] }, {});
      await ask('2611.00003');
      const asked = urls.length;
      vi.setSystemTime(Date.now() + 4 * 60_000);
      await ask('2611.00004');
      expect(urls).toHaveLength(asked);
      // Five minutes after the failure (not after the last answer from the cache), arXiv is asked again.
      vi.setSystemTime(Date.now() + 61_000);
      await ask('2611.00005');
      expect(urls.length).toBeGreaterThan(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with marks off: arXiv is not asked at all, and the page is told to take its marks away', async () => {
    settings.marks['arxiv-listing'] = false;
    urls = [];
    const reply = await handlers()['page/abstracts']({ type: 'page/abstracts', site: 'arxiv-listing', ids: ['2611.00003'] }, {});
    expect(reply).toEqual({ verdicts: [], unmarked: [], error: '', marks: false });
    expect(urls).toEqual([]);
  });
});

describe('paperPageAnswer (the state a paper page is handed after its script ran)', () => {
  const ABS = 'https://arxiv.org/abs/2611.00001v2';
  const answer = () => paperPageAnswer(db, { readSettings: async () => settings });

  it('says whether the paper is saved and gives the verdict on what the page showed', async () => {
    await saveBare('2611.00001');
    const state = await answer()({ site: 'arxiv-abs', ...ON_TOPIC }, ABS);
    expect(state).toMatchObject({ type: 'page/state', paperId: '2611.00001', saved: true, verdicts: [{ id: '2611.00001', mark: 'in' }] });
  });

  it('gives no verdict where the page shows none, or the user turned them off there', async () => {
    expect(await answer()({ title: '', abstract: '' }, ABS)).toEqual({
      type: 'page/state',
      paperId: '2611.00001',
      saved: false,
      verdicts: [],
    });
    settings.marks['arxiv-abs'] = false;
    expect((await answer()({ site: 'arxiv-abs', ...ON_TOPIC }, ABS))?.verdicts).toEqual([]);
  });

  it('answers nothing where the tab’s URL names no paper, or for a handshake that does not parse', async () => {
    expect(await answer()({ site: 'arxiv-abs', ...ON_TOPIC }, 'https://arxiv.org/abs/not-a-paper')).toBeUndefined();
    expect(await answer()({ site: 'elsewhere', ...ON_TOPIC }, ABS)).toBeUndefined();
    expect(await answer()({ title: 'x'.repeat(2001), abstract: '' }, ABS)).toBeUndefined();
    expect(await answer()('2611.00001', ABS)).toBeUndefined();
  });

  it('answers a page that asks itself (`page/state`) for the paper it or its sender’s URL names, and refuses one that names none', async () => {
    await saveBare('2611.00001');
    const ask = (url: string | undefined) => handlers()['page/state']({ type: 'page/state', site: 'arxiv-abs', ...ON_TOPIC }, { url });
    expect(await ask(ABS)).toMatchObject({ paperId: '2611.00001', saved: true, verdicts: [{ id: '2611.00001', mark: 'in' }] });
    await expect(ask('https://arxiv.org/list/cs.LG/new')).rejects.toThrow('This page names no paper.');
    // An app page that moved in place names its paper itself (the sender's URL may still be the first one).
    const named = { type: 'page/state' as const, paperId: '2611.00001', title: '', abstract: '' };
    expect(await handlers()['page/state'](named, { url: 'https://www.alphaxiv.org/abs/2611.00009' })).toMatchObject({
      paperId: '2611.00001',
      saved: true,
    });
    await expect(ask(undefined)).rejects.toThrow('This page names no paper.');
  });
});
