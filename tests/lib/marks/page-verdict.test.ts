import { describe, expect, it } from 'vitest';
import { NEAR_MISS_FLOOR } from '../../../lib/feed/near-miss-floor';
import { MARK_TAGS, pageVerdict, TOO_LITTLE } from '../../../lib/marks/page-verdict';

const judged = {
  tags: ['Credit Assignment', 'Web, GUI & Computer-Use Agents', 'Agentic RL'],
  why: ['multi-turn RL: grpo, rollouts', 'LLM agent: web agent', 'RL + agent + LLM', 'fourth reason'],
  against: ['single-turn reasoning RL: math'],
};

describe('a page’s verdict on a paper', () => {
  it('marks a paper in the topic with its strongest sub-topics and the reasons for it', () => {
    const verdict = pageVerdict('2605.00001', { ...judged, score: 0.9, inTopic: 1 }, false);
    expect(verdict).toEqual({
      id: '2605.00001',
      mark: 'in',
      tags: judged.tags.slice(0, MARK_TAGS),
      reasons: judged.why.slice(0, 3),
      titleOnly: false,
    });
  });

  it('gives a near miss a fainter mark, with what argued against it', () => {
    const verdict = pageVerdict('2605.00002', { ...judged, score: NEAR_MISS_FLOOR, inTopic: 0 }, false);
    expect(verdict.mark).toBe('near');
    expect(verdict.reasons).toEqual([...judged.why.slice(0, 2), 'Against: single-turn reasoning RL: math']);
  });

  it('gives the rest no mark and no tags, and one main reason (the strongest against, or too little of the topic)', () => {
    const under = NEAR_MISS_FLOOR - 0.01;
    expect(pageVerdict('x', { ...judged, score: under, inTopic: 0 }, false)).toMatchObject({
      mark: 'out',
      tags: [],
      reasons: judged.against,
    });
    expect(pageVerdict('x', { ...judged, against: [], score: 0.01, inTopic: 0 }, false).reasons).toEqual([TOO_LITTLE]);
    expect(pageVerdict('x', { tags: [], why: [], score: 0.01, inTopic: 0 }, false).reasons).toEqual([TOO_LITTLE]);
  });

  it('says when only the title was read', () => {
    const verdict = pageVerdict('x', { ...judged, score: 0.9, inTopic: 1 }, true);
    expect(verdict.titleOnly).toBe(true);
    expect(verdict.reasons.at(-1)).toBe('Judged on the title alone');
  });
});
