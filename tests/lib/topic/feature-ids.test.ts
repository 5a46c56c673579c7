import { describe, expect, it } from 'vitest';
import { CONCEPT_BY_ID } from '../../../lib/topic/concepts';
import { COMBINATIONS, FEATURE_IDS, MODEL_CONCEPTS, RL_PAIRS } from '../../../lib/topic/feature-ids';
import { TOPIC_MODEL } from '../../../lib/topic/model';

describe('the model’s inputs', () => {
  it('each have an id of their own', () => {
    expect(new Set(FEATURE_IDS).size).toBe(FEATURE_IDS.length);
  });

  it('are what the shipped weights are keyed by: a renamed input would silently weigh nothing', () => {
    const known = new Set(FEATURE_IDS);
    for (const weights of [TOPIC_MODEL, TOPIC_MODEL.titleOnly]) {
      expect(Object.keys(weights?.weights ?? {}).filter((id) => !known.has(id))).toEqual([]);
    }
  });

  it('leave out the phrases that only feed the tags and the whose-work cues', () => {
    const groups = new Set(MODEL_CONCEPTS.map((concept) => concept.group));
    expect(groups.has('subtopic')).toBe(false);
    expect(groups.has('cue')).toBe(false);
    expect(FEATURE_IDS).not.toContain('own-work');
  });

  it('pair RL with concepts that exist, and combine only the core families', () => {
    expect(RL_PAIRS.filter((pair) => !CONCEPT_BY_ID.has(pair.concept)).map((pair) => pair.concept)).toEqual([]);
    for (const combination of COMBINATIONS) {
      expect(combination.families.every((family) => ['rl', 'llm', 'agent', 'setting'].includes(family))).toBe(true);
      expect(combination.families.length).toBeGreaterThan(1);
    }
  });
});
