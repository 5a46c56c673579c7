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

/** The model as first written, over a Map of words: the faster trainer must learn exactly what it learned. */
function referenceModel(examples: { text: string; relevant: boolean }[], epochs = 60, rate = 0.5, l2 = 0.05) {
  const weights = new Map<string, number>();
  let bias = 0;
  const data = examples.map((example) => ({ features: tokens(example.text), label: example.relevant ? 1 : 0 }));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const { features, label } of data) {
      const z = bias + features.reduce((sum, feature) => sum + (weights.get(feature) ?? 0), 0) / Math.sqrt(features.length || 1);
      const error = 1 / (1 + Math.exp(-z)) - label;
      bias -= (rate * error) / data.length;
      for (const feature of features) {
        const w = weights.get(feature) ?? 0;
        weights.set(feature, w - rate * (error / Math.sqrt(features.length || 1) + l2 * w));
      }
    }
  }
  return { weights, bias };
}

/** An abstract-sized text (about 180 words) drawn from a 3,000-word vocabulary, different for each seed. */
function abstractText(seed: number, words = 180): string {
  return Array.from({ length: words }, (_, i) => `term${(seed * 7919 + i * 104_729) % 3000}x`).join(' ');
}

describe('the per-user model at scale', () => {
  it('learns exactly what it learned over a Map of words', () => {
    const examples = [memory, gui, abstractText(1), abstractText(2, 40)].map((text, i) => ({ text, relevant: i % 2 === 0 }));
    const model = trainUserModel(examples);
    const reference = referenceModel(examples);
    expect(model.bias).toBe(reference.bias);
    expect(model.weights).toEqual(reference.weights);
  });

  it('reads a lesson only as far as the feed records one (4,000 characters): a backup’s 20,000 cost no more', () => {
    const long = `${abstractText(7, 600)} unreadtail`;
    expect(long.length).toBeGreaterThan(4000);
    const model = trainUserModel([{ text: long, relevant: true }]);
    expect(model.weights.has('unreadtail')).toBe(false);
    expect(trainUserModel([{ text: 'the unreadtail', relevant: true }]).weights.has('unreadtail')).toBe(true);
  });
});
