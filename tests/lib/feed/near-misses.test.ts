import { describe, expect, it } from 'vitest';
import { NEAR_MISS_FLOOR } from '../../../lib/feed/near-miss-floor';
import { loadNearMisses, nearMissRows } from '../../../lib/feed/near-misses';
import { feedItem } from '../../../lib/feed/sync';
import { rankFeed } from '../../../lib/feed/view';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb } from '../../../lib/store/db';
import { classify } from '../../../lib/topic/classifier';
import { feedback, item as feedRow, paper } from './feed-rows';

const inTopic = paper('2605.00001', 'Turn-level credit assignment for multi-turn web agents');
const justUnder = paper('2605.00002', 'GRPO for tool-integrated math reasoning', '2026-05-21');
const lower = paper('2605.00003', 'Process rewards for single-turn reasoning');
const farOff = paper('2605.00004', 'Image dehazing with codebook priors');
const savedOne = paper('2605.00005', 'Reward shaping for dialogue policies');
const dismissedOne = paper('2605.00006', 'Agent benchmarks for spreadsheet tasks');
const all = [inTopic, justUnder, lower, farOff, savedOne, dismissedOne];
const papers = new Map(all.map((p) => [p.id, p]));
const REASONS = { why: ['RL algorithm: grpo'], against: ['single-turn reasoning: math'] };
const item = (p: Paper, score: number, inTopic: 0 | 1) => feedRow(p, score, inTopic, REASONS);
const items = [
  item(inTopic, 0.9, 1),
  item(justUnder, 0.4, 0),
  item(lower, NEAR_MISS_FLOOR, 0),
  item(farOff, NEAR_MISS_FLOOR - 0.01, 0),
  item(savedOne, 0.35, 0),
  item(dismissedOne, 0.3, 0),
];

describe('nearMissRows', () => {
  it('lists the papers under the threshold and in the band, newest first, and nothing the feed already shows', () => {
    const rows = nearMissRows(items, papers, new Set([savedOne.id]), [feedback(dismissedOne, 'not-relevant')]);
    expect(rows.map((row) => row.paper.id)).toEqual([justUnder.id, lower.id]);
    expect(rows[0]?.item.against).toEqual(['single-turn reasoning: math']);
  });

  it('puts first the near misses most like what the user saved, and never moves one into the feed', () => {
    // The user saved papers like the lower-scored one and dismissed papers like the higher-scored one.
    const liked = [1, 2, 3, 4].map((n) => paper(`2605.0010${n}`, `Process rewards for single-turn reasoning, part ${n}`));
    const disliked = [1, 2, 3, 4].map((n) => paper(`2605.0020${n}`, `GRPO for tool-integrated math reasoning, part ${n}`));
    const taught = [...liked.map((p) => feedback(p, 'relevant')), ...disliked.map((p) => feedback(p, 'not-relevant'))];
    expect(nearMissRows(items, papers, new Set(), []).map((row) => row.paper.id)).toEqual([
      justUnder.id,
      savedOne.id,
      dismissedOne.id,
      lower.id,
    ]);
    const rows = nearMissRows(items, papers, new Set(), taught);
    const order = rows.map((row) => row.paper.id);
    expect(order.indexOf(lower.id)).toBeLessThan(order.indexOf(justUnder.id));
    expect(rows).toHaveLength(4);
    expect(rankFeed(items, papers, new Set(), taught).map((row) => row.paper.id)).toEqual([inTopic.id]);
  });
});

describe('loadNearMisses', () => {
  it('reads the band from the store', async () => {
    const db = new RadarDb(`near-misses-${Math.random()}`);
    await db.papers.bulkPut(all);
    await db.feed.bulkPut(items);
    await db.saved.put({ paperId: savedOne.id, savedAt: 0, collectionIds: [], tags: [], note: '', read: false });
    expect((await loadNearMisses(db)).map((row) => row.paper.id)).toEqual([justUnder.id, dismissedOne.id, lower.id]);
    await db.delete();
  });
});

describe('feedItem', () => {
  it('keeps the reasons against the topic beside the reasons for it', () => {
    const reasoning = paper(
      '2605.00010',
      'GRPO improves single-turn math reasoning on AIME and MATH-500 without any tools or environment interaction',
    );
    const stored = feedItem(reasoning, classify({ id: reasoning.id, title: reasoning.title, abstract: reasoning.abstract }), 0);
    expect(stored.why.length).toBeGreaterThan(0);
    expect(stored.against?.length).toBeGreaterThan(0);
    expect(stored.against?.join(' ')).toMatch(/math|reasoning|single-turn/i);
  });
});
