import { describe, expect, it } from 'vitest';
import { adjustedScore, tokens, trainUserModel, userShift } from '../../../lib/topic/user-model';

const memory = 'Learning memory management for LLM agents with reinforcement learning over long-horizon dialogue';
const gui = 'GUI agents trained with online RL on mobile app navigation and screenshot grounding';

describe('the per-user model', () => {
  it('leaves scores alone until the user has said something', () => {
    const model = trainUserModel([]);
    expect(userShift(model, memory)).toBe(0);
    expect(adjustedScore(0.7, 0)).toBeCloseTo(0.7, 6);
  });

  it('ranks papers like the saved ones above papers like the dismissed ones', () => {
    const model = trainUserModel([
      { text: memory, relevant: true },
      { text: 'Agent memory consolidation trained by RL for long conversations', relevant: true },
      { text: gui, relevant: false },
      { text: 'Mobile GUI agent with screenshot grounding and RL fine-tuning', relevant: false },
    ]);
    const likeSaved = userShift(model, 'RL-trained memory for long-horizon LLM agents');
    const likeDismissed = userShift(model, 'A GUI agent for mobile app screenshot navigation');
    expect(likeSaved).toBeGreaterThan(0);
    expect(likeDismissed).toBeLessThan(0);
    expect(adjustedScore(0.6, likeSaved)).toBeGreaterThan(adjustedScore(0.6, likeDismissed));
  });

  it('nudges but never overrides: the shift is bounded', () => {
    const many = Array.from({ length: 200 }, () => ({ text: gui, relevant: false }));
    const shift = userShift(trainUserModel(many), gui);
    expect(shift).toBeGreaterThanOrEqual(-3);
    expect(adjustedScore(0.999, shift)).toBeGreaterThan(0.9);
  });

  it('reads words and word pairs without stop words', () => {
    expect(tokens('The credit assignment of agents')).toEqual(['credit', 'assignment', 'agents', 'credit assignment', 'assignment agents']);
  });
});
