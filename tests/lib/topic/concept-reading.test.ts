import { describe, expect, it } from 'vitest';
import { detectConcepts, sentenceValues } from '../../../lib/topic/features';

/** The concept ids found in one abstract sentence (the title is left empty). */
function conceptsIn(sentence: string): string[] {
  return detectConcepts({ title: '', abstract: sentence }).map((hit) => hit.concept);
}

// Each case rewords a phrasing met in real May 2026 abstracts that the concept lists used to misread.
describe('reading RL where the words mean it', () => {
  it('reads a model name ending in R1 as a model, and an R1-style method as RL', () => {
    expect(conceptsIn('We vary the actor from the 8B DeepSeek-R1 variant to GPT-4o.')).not.toContain('r1-style');
    expect(conceptsIn('We compare against Search-R1 and R1-Zero training.')).toContain('r1-style');
  });

  it('reads an LLM critic as feedback and a critic network as RL', () => {
    expect(conceptsIn('The Critic provides iterative feedback to the Actor.')).not.toContain('value-learning');
    expect(conceptsIn('PPO trains a critic model alongside the policy.')).toContain('value-learning');
    expect(conceptsIn('GRPO is a critic-free method.')).toContain('value-learning');
  });

  it('reads multi-round tournaments as scoring and multi-round interaction as a multi-turn setting', () => {
    expect(conceptsIn('Rewards come from multi-round tournaments among rollouts.')).not.toContain('multi-turn');
    expect(conceptsIn('The agent learns from multi-round interactions with users.')).toContain('multi-turn');
  });

  it('reads on-policy distillation as distillation, not on-policy RL', () => {
    const hits = conceptsIn('We propose on-policy self-distillation with a privileged teacher.');
    expect(hits).toContain('on-policy-distillation');
    expect(hits).not.toContain('on-policy');
    expect(conceptsIn('Updates stay on-policy with importance sampling.')).toContain('on-policy');
  });

  it('reads how a single RL sentence trains the system as a method phrase', () => {
    for (const sentence of [
      'The model is refined by sequential reinforcement learning under different reward trade-offs.',
      'The planner is optimized on-policy via Flow-GRPO inside the live loop.',
      'Our reinforcement learning system formulates analysis as cumulative reasoning.',
      'The hub is trained for asynchronous reinforcement learning on collected trajectories.',
    ]) {
      expect(conceptsIn(sentence), sentence).toContain('rl-method');
    }
    expect(conceptsIn('Reinforcement learning has been applied to reasoning.')).not.toContain('rl-method');
    expect(conceptsIn('For non-RL fine-tuning, the effect vanishes.')).not.toContain('rl-method');
  });

  it('reads RL named as future work like RL named for earlier work', () => {
    const hits = detectConcepts({
      title: 'Heavy Thinking as a Skill',
      abstract: 'We study parallel thinking. Its depth can be further scaled via reinforcement learning, a promising path.',
    });
    const [, ownRl, priorRl] = sentenceValues(hits);
    expect(ownRl).toBe(0);
    expect(priorRl).toBeGreaterThan(0);
  });
});
