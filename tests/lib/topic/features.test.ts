import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '../../../lib/topic/feature-ids';
import { conceptValue, detectConcepts, familyStrengths, featureVector, normalizeText } from '../../../lib/topic/features';
import type { ConceptHit } from '../../../lib/topic/types';

// concepts/examples.test.ts and concept-reading.test.ts check which concepts fire; these are the numbers made of them.
const hit = (concept: string, inTitle: boolean, abstractCount: number, sentences = 0): ConceptHit => ({
  concept,
  terms: [concept],
  inTitle,
  abstractCount,
  sentences,
});

describe('normalizeText', () => {
  it('folds case, Unicode dashes, LaTeX and whitespace so one pattern covers every spelling', () => {
    expect(normalizeText('Multi\u2011Turn  RL on $\\tau$\u2013bench\nwith \\textbf{GRPO}')).toBe('multi-turn rl on tau-bench with grpo');
  });
});

describe('detectConcepts', () => {
  it('says where a concept was found: in the title, and how often in which sentences of the abstract', () => {
    const hits = detectConcepts({
      title: 'Reinforcement Learning for Web Agents',
      abstract: 'We study agents. Reinforcement learning is common. Reinforcement learning helps.',
    });
    const rl = hits.find((found) => found.concept === 'reinforcement-learning');
    expect(rl).toMatchObject({ inTitle: true, abstractCount: 2, terms: ['reinforcement learning'] });
    // Bit 0 is the title; the abstract's second and third sentences are bits 2 and 3.
    expect(rl?.sentences).toBe(0b1101);
  });

  it('names a term and its plural once, and keeps a phrase inside a longer one to one mention', () => {
    const hits = detectConcepts({ title: '', abstract: 'An LLM agent. Many LLM agents. Large language models.' });
    expect(hits.find((found) => found.concept === 'llm-agent')).toMatchObject({ terms: ['llm agent'], abstractCount: 2 });
    // "large language models" also matches at "language models": one mention.
    expect(hits.find((found) => found.concept === 'llm')).toMatchObject({ terms: ['large language models'], abstractCount: 1 });
  });

  it('finds nothing in empty text', () => {
    expect(detectConcepts({ title: '', abstract: '' })).toEqual([]);
  });
});

describe('conceptValue', () => {
  it('counts a title mention as 1 and abstract mentions as 0.5, 0.75, 0.875, …', () => {
    expect(conceptValue(hit('reward', true, 0))).toBe(1);
    expect(conceptValue(hit('reward', false, 1))).toBe(0.5);
    expect(conceptValue(hit('reward', false, 3))).toBe(0.875);
    expect(conceptValue(hit('reward', true, 2))).toBe(1.75);
  });
});

describe('familyStrengths', () => {
  it('is nothing without hits, grows with mentions below 1, and counts only the title when asked', () => {
    expect(familyStrengths([], false)).toEqual({ rl: 0, llm: 0, agent: 0, setting: 0 });
    const once = familyStrengths([hit('reinforcement-learning', false, 1)], false).rl;
    const often = familyStrengths([hit('reinforcement-learning', true, 3)], false).rl;
    expect(once).toBeGreaterThan(0);
    expect(often).toBeGreaterThan(once);
    expect(often).toBeLessThan(1);
    expect(familyStrengths([hit('reinforcement-learning', false, 3)], true).rl).toBe(0);
  });
});

describe('featureVector', () => {
  it('lays the inputs out as FEATURE_IDS names them', () => {
    const hits = [hit('reinforcement-learning', true, 1), hit('llm-agent', true, 1)];
    const vector = featureVector(hits);
    expect(vector).toHaveLength(FEATURE_IDS.length);
    expect(vector[FEATURE_IDS.indexOf('reinforcement-learning')]).toBe(1.5);
    expect(vector[FEATURE_IDS.indexOf('title:rl+agent')]).toBeGreaterThan(0);
    expect(vector[FEATURE_IDS.indexOf('reward')]).toBe(0);
  });

  it('lets a signal that only argues against the topic without agents count less once agents are there', () => {
    const alone = featureVector([hit('math-benchmark', false, 1)]);
    const withAgents = featureVector([hit('math-benchmark', false, 1), hit('llm-agent', true, 2), hit('agentic', true, 2)]);
    const index = FEATURE_IDS.indexOf('math-benchmark');
    expect(alone[index]).toBe(0.5);
    expect(withAgents[index]).toBeLessThan(alone[index] as number);
  });
});
