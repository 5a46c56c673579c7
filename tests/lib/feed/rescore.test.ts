import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rescoreFeed } from '../../../lib/feed/rescore';
import { FEED_SCORED_BY_KEY } from '../../../lib/feed/state';
import { RadarDb, readKv } from '../../../lib/store/db';
import type { FeedItem } from '../../../lib/store/tables';
import { classify } from '../../../lib/topic/classifier';
import { TOPIC_MODEL } from '../../../lib/topic/model';
import type { TopicVerdict } from '../../../lib/topic/types';
import { item, paper } from './feed-rows';

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`rescore-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

const AGENT_RL = paper(
  '2609.00011',
  'Turn-level credit assignment for training LLM web agents with multi-turn reinforcement learning in WebArena using GRPO',
);
const DEHAZING = paper('2609.00012', 'Image dehazing with codebook priors for remote sensing');

/** A verdict as a stub classifier gives it: only the score and the call matter here. */
const verdict = (score: number, inTopic: boolean): TopicVerdict => ({ score, inTopic, evidence: [], tags: [] });

describe('rescoreFeed', () => {
  it('scores every stored row again with the new model, keeping when it was first added, once per model', async () => {
    await db.papers.bulkPut([AGENT_RL, DEHAZING]);
    // As an older model left them: the agent paper out of the feed, the dehazing one in it.
    await db.feed.bulkPut([
      { ...item(AGENT_RL, 0.1, 0), addedAt: 111 },
      { ...item(DEHAZING, 0.9, 1), addedAt: 222 },
    ]);
    expect(await rescoreFeed(db, classify, 'model B')).toBe(2);
    const agent = await db.feed.get(AGENT_RL.id);
    expect(agent?.inTopic).toBe(1);
    expect(agent?.score).toBeGreaterThan(TOPIC_MODEL.threshold);
    expect(agent?.why.length).toBeGreaterThan(0);
    expect(agent?.addedAt).toBe(111);
    const dehazing = await db.feed.get(DEHAZING.id);
    expect(dehazing?.inTopic).toBe(0);
    expect(dehazing?.addedAt).toBe(222);
    expect(await readKv(db, FEED_SCORED_BY_KEY)).toBe('model B');

    // Scored by this model already: nothing is read again, whatever the rows say now.
    await db.feed.update(DEHAZING.id, { inTopic: 1 });
    expect(await rescoreFeed(db, classify, 'model B')).toBe(0);
    expect((await db.feed.get(DEHAZING.id))?.inTopic).toBe(1);
  });

  it('keeps a second opinion while the new score stays in the judge’s band, and drops it once the model is sure', async () => {
    const second: FeedItem['second'] = {
      verdict: 'in',
      kind: 'agentic-rl',
      reason: 'RL-trained agent.',
      by: 'a judge',
      modelKey: 'm',
      at: 0,
      localInTopic: 0,
    };
    await db.papers.bulkPut([AGENT_RL, DEHAZING]);
    await db.feed.bulkPut([
      { ...item(AGENT_RL, 0.3, 1), second },
      { ...item(DEHAZING, 0.3, 1), second },
    ]);
    const scores = new Map([
      [AGENT_RL.id, verdict(TOPIC_MODEL.threshold - 0.05, false)],
      [DEHAZING.id, verdict(0.001, false)],
    ]);
    await rescoreFeed(db, (input) => scores.get(input.id) as TopicVerdict, 'model C');
    expect(await db.feed.get(AGENT_RL.id)).toMatchObject({ inTopic: 1, second: { verdict: 'in', localInTopic: 0 } });
    const sure = await db.feed.get(DEHAZING.id);
    expect(sure?.inTopic).toBe(0);
    expect(sure?.second).toBeUndefined();
  });

  it('leaves a row whose paper is gone, and stores the model when the feed is empty', async () => {
    await db.feed.put(item(DEHAZING, 0.9, 1));
    expect(await rescoreFeed(db, () => verdict(0, false), 'model D')).toBe(0);
    expect((await db.feed.get(DEHAZING.id))?.inTopic).toBe(1);
    expect(await readKv(db, FEED_SCORED_BY_KEY)).toBe('model D');
  });
});
