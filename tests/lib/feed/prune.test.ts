import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEAR_MISS_FLOOR } from '../../../lib/feed/near-miss-floor';
import { loadNearMisses } from '../../../lib/feed/near-misses';
import { FEED_KEEP_DAYS, pruneFeed } from '../../../lib/feed/prune';
import { loadFeed } from '../../../lib/feed/view';
import { judgeUncertainFeed, setAsideOpinions } from '../../../lib/judge/feed-pass';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';
import type { FeedItem } from '../../../lib/store/tables';
import { inJudgeBand } from '../../../lib/topic/judge-band';
import { TOPIC_MODEL } from '../../../lib/topic/model';
import { item, paper } from './feed-rows';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 1);
const OLD_DAY = '2026-09-01';
const OLD_AT = NOW - (FEED_KEEP_DAYS + 1) * DAY;

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`prune-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

async function store(p: Paper, row: Partial<FeedItem> & Pick<FeedItem, 'score' | 'inTopic'>, addedAt = OLD_AT): Promise<void> {
  await db.papers.put(p);
  await db.feed.put({ ...item(p, row.score, row.inTopic), addedAt, ...row });
}

describe('pruneFeed', () => {
  it('removes old off-topic rows below the near misses, with their papers, and keeps everything a user can see', async () => {
    const offTopic = paper('2609.00001', 'Image dehazing with codebook priors', OLD_DAY);
    const inTopic = paper('2609.00002', 'Turn-level credit assignment for web agents', OLD_DAY);
    const nearMiss = paper('2609.00003', 'GRPO for single-turn math', OLD_DAY);
    const judged = paper('2609.00004', 'An agent benchmark', OLD_DAY);
    const saved = paper('2609.00005', 'Reward shaping for dialogue', OLD_DAY);
    await store(offTopic, { score: 0.05, inTopic: 0 });
    await store(inTopic, { score: 0.9, inTopic: 1 });
    await store(nearMiss, { score: NEAR_MISS_FLOOR, inTopic: 0 });
    await store(judged, {
      score: 0.1,
      inTopic: 0,
      second: { verdict: 'out', kind: 'no-rl', reason: 'No RL.', by: 'a judge', modelKey: 'm', at: 0, localInTopic: 0 },
    });
    await store(saved, { score: 0.05, inTopic: 0 });
    await savePaper(db, saved, { now: NOW });

    expect(await pruneFeed(db, NOW)).toBe(1);
    expect(await db.feed.get(offTopic.id)).toBeUndefined();
    expect(await db.papers.get(offTopic.id)).toBeUndefined();
    expect((await db.feed.toCollection().primaryKeys()).sort()).toEqual([inTopic.id, nearMiss.id, judged.id, saved.id].sort());
    expect((await loadFeed(db)).map((row) => row.paper.id).sort()).toEqual([inTopic.id, saved.id].sort());
    expect((await loadNearMisses(db)).map((row) => row.paper.id)).toEqual([nearMiss.id]);
    // Nothing more to do the second time.
    expect(await pruneFeed(db, NOW)).toBe(0);
  });

  it('keeps recent rows: stored lately (a first backfill of old papers) or submitted lately', async () => {
    const storedLately = paper('2609.00011', 'Image dehazing', OLD_DAY);
    const submittedLately = paper('2611.00012', 'Protein folding', '2026-11-20');
    await store(storedLately, { score: 0.01, inTopic: 0 }, NOW - DAY);
    await store(submittedLately, { score: 0.01, inTopic: 0 });
    expect(await pruneFeed(db, NOW)).toBe(0);
    expect(await db.feed.count()).toBe(2);
  });

  it('keeps a paper the user taught the ranking about (a backup carries it with what they said)', async () => {
    const dismissed = paper('2609.00031', 'An agent benchmark, later scored lower', OLD_DAY);
    await store(dismissed, { score: 0.05, inTopic: 0 });
    await db.feedback.put({ paperId: dismissed.id, verdict: 'not-relevant', at: NOW - 100 * DAY, text: dismissed.title });
    expect(await pruneFeed(db, NOW)).toBe(0);
    expect(await db.papers.get(dismissed.id)).toBeDefined();
  });

  it('keeps a paper removed from the library while its Undo is open', async () => {
    const removed = paper('2609.00021', 'Reward models for agents', OLD_DAY);
    await store(removed, { score: 0.05, inTopic: 0 });
    const record = { paperId: removed.id, collectionIds: ['default'], savedAt: 0, tags: [], note: 'mine', read: false };
    await db.removed.put({ paperId: removed.id, removedAt: NOW - 1000, record });
    expect(await pruneFeed(db, NOW)).toBe(0);
    expect(await db.papers.get(removed.id)).toBeDefined();
  });

  it('keeps a paper the second opinion may read, though its opinion was set aside: judged again, it is in the feed', async () => {
    const uncertain = paper('2609.00041', 'Agentic search trained with outcome rewards', OLD_DAY);
    const score = 0.19;
    expect(score < NEAR_MISS_FLOOR && inJudgeBand(score, TOPIC_MODEL.threshold)).toBe(true);
    await store(uncertain, { score, inTopic: 0 });
    const judgeIn = () =>
      judgeUncertainFeed({
        db,
        judge: async () => ({ verdict: { verdict: 'in', kind: 'agentic-rl', reason: 'RL-trained search agent.' }, cached: false }),
        modelKey: 'model A',
        by: 'model A',
        threshold: TOPIC_MODEL.threshold,
        now: () => NOW,
      });
    await judgeIn();
    expect((await loadFeed(db)).map((row) => row.paper.id)).toEqual([uncertain.id]);
    // The judge turned off (or another model chosen): its opinions are set aside, and a refresh prunes.
    await setAsideOpinions(db);
    expect(await pruneFeed(db, NOW)).toBe(0);
    await judgeIn();
    expect((await loadFeed(db)).map((row) => row.paper.id)).toEqual([uncertain.id]);
  });
});
