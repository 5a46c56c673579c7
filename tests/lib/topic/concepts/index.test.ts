import { describe, expect, it } from 'vitest';
import { CONCEPT_BY_ID, CONCEPTS } from '../../../../lib/topic/concepts/index';
import { conceptsIn } from './family';

describe('the concept registry', () => {
  it('lists each concept once, findable by id, its phrases joined into one pattern in order', () => {
    expect(new Set(CONCEPTS.map((concept) => concept.id)).size).toBe(CONCEPTS.length);
    expect(CONCEPT_BY_ID.size).toBe(CONCEPTS.length);
    for (const concept of CONCEPTS) {
      expect(CONCEPT_BY_ID.get(concept.id)).toBe(concept);
      expect(concept.pattern).toBe(concept.phrases.join('|'));
    }
  });

  it('lets the specific concept win at a word over the general one listed after it', () => {
    // "vision-language-action model" is a robot policy, not a vision-language model.
    expect(conceptsIn('We use a vision-language-action model.')).toContain('vla');
    expect(conceptsIn('We use a vision-language-action model.')).not.toContain('vlm');
    expect(conceptsIn('We use a vision-language model.')).toContain('vlm');
    // Multi-agent RL is its own concept, not the multi-agent setting.
    expect(conceptsIn('Multi-agent reinforcement learning.')).toContain('marl');
    expect(conceptsIn('Multi-agent reinforcement learning.')).not.toContain('multi-agent');
  });
});
