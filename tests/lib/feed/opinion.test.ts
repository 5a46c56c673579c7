import { describe, expect, it } from 'vitest';
import { opinionLine, opinionMark, opinionOf } from '../../../lib/feed/opinion';

describe('the second opinion’s words', () => {
  it('marks the row with the verdict and gives the reason in full', () => {
    expect(opinionMark({ verdict: 'in' })).toBe('second opinion: in');
    expect(opinionLine({ verdict: 'out', reason: 'Single-turn math RL.' })).toBe('second opinion: out — Single-turn math RL.');
  });
});

describe('opinionOf', () => {
  it('gives the line and who judged, or nothing for a paper without an opinion', () => {
    const second = {
      verdict: 'in',
      kind: 'agentic-rl',
      reason: 'Web agent, GRPO.',
      by: 'm at h',
      modelKey: 'k',
      at: 0,
      localInTopic: 0,
    } as const;
    expect(opinionOf(second)).toEqual({ line: 'second opinion: in — Web agent, GRPO.', by: 'm at h' });
    expect(opinionOf(undefined)).toBeUndefined();
  });
});
