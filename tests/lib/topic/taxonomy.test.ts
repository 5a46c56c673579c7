import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NEAR_MISS_FLOOR } from '../../../lib/feed/near-miss-floor';
import { classify, TAGGED_FROM_SCORE } from '../../../lib/topic/classifier';
import { DEFAULT_JUDGE_BAND_LOGIT } from '../../../lib/topic/judge-band';
import { TOPIC_MODEL } from '../../../lib/topic/model';
import { FALLBACK_TAG, TAGS, unknownTagConcepts } from '../../../lib/topic/taxonomy';
import { DEV_PATH, readLabelled } from '../../../scripts/topic/dataset';

const SEED_PATH = fileURLToPath(new URL('../../fixtures/topic-page.txt', import.meta.url));

const tagIds = (title: string, abstract = '') => classify({ id: 'seed', title, abstract }).tags.map((tag) => tag.id);

describe('TAGS', () => {
  it('are read in full for every paper the feed can show: its near misses, and what the second opinion may move in', () => {
    expect(TAGGED_FROM_SCORE).toBeLessThanOrEqual(NEAR_MISS_FLOOR);
    const bandLowest = 1 / (1 + Math.exp(-(Math.log(TOPIC_MODEL.threshold / (1 - TOPIC_MODEL.threshold)) - DEFAULT_JUDGE_BAND_LOGIT)));
    expect(TAGGED_FROM_SCORE).toBeLessThanOrEqual(bandLowest);
  });

  it('has unique ids and labels and names only real concepts', () => {
    const all = [...TAGS, FALLBACK_TAG];
    expect(new Set(all.map((tag) => tag.id)).size).toBe(all.length);
    expect(new Set(all.map((tag) => tag.label)).size).toBe(all.length);
    expect(unknownTagConcepts()).toEqual([]);
  });
});

describe('tagPaper', () => {
  // Titles from the topic page (tests/fixtures/topic-page.txt) and a tag the page itself gives them.
  it.each([
    ['SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment', ['skills', 'credit-assignment']],
    ['Retrieval, Reward, and Training Protocols: What Matters in Training Search Agents?', ['search-agents']],
    ['Knowing When to Ask: Segment-Level Credit Assignment for LLM Tool Use', ['credit-assignment', 'tool-use']],
    ['EmoDistill: Offline Emotion Skill Distillation for Language Model Agents in Adversarial Negotiation', ['dialogue-games']],
    ['UnityMAS-O: A General RL Optimization Framework for LLM-Based Multi-Agent Systems', ['multi-agent']],
    [
      'What Makes a Medical Checker Trainable? Diagnosing Signal Collapse and Reward Hacking in Checker-Guided RAG for Biomedical QA',
      ['reward-design'],
    ],
    ['Can LLMs Time Travel? Enhancing Temporal Consistency in Legal Agentic Search through Reinforcement Learning', ['search-agents']],
    ['CODESKILL: Learning Self-Evolving Skills for Coding Agents', ['coding-agents', 'skills']],
    ['Evo-Attacker: Memory-Augmented Reinforcement Learning for Long-Horizon Tool Attacks on LLM-MAS', ['agent-security']],
    ['ECHO: Terminal Agents Learn World Models for Free', ['world-models', 'coding-agents']],
    ['When Does Multi-Agent RL Improve LLM Workflows? Workflow, Scale, and Policy-Sharing Tradeoffs', ['multi-agent']],
    ['DeferMem: Query-Time Evidence Distillation via Reinforcement Learning for Long-Term Agent Memory', ['memory']],
    ['Auto-Dreamer: Learning Offline Memory Consolidation for Language Agents', ['memory']],
    ['Rewarding Beliefs, Not Actions: Consistency-Guided Credit Assignment for Long-Horizon Agents', ['credit-assignment']],
    ['Spreadsheet-RL: Advancing Large Language Model Agents on Realistic Spreadsheet Tasks via Reinforcement Learning', ['agentic-rl']],
  ])('tags "%s" like the topic page does', (title, expected) => {
    expect(tagIds(title)).toEqual(expect.arrayContaining(expected));
  });

  // Sub-topic phrases that start at a word a general concept also starts at ("reward", "environment", "rollout"):
  // the one scan for the model gives that word to the general concept, so the tags scan for them on their own.
  it.each([
    ['Reward Design for Agentic Reinforcement Learning', 'reward design, reward functions and reward shaping', 'reward-design'],
    ['Environment Synthesis for Agentic RL', 'environment synthesis and environment generation at scale', 'environments'],
    ['A Rollout Engine for Agentic RL', 'an asynchronous rollout engine and rollout system', 'infrastructure'],
    ['Training Web Agents to Resist Prompt Injection', 'indirect prompt injection hidden in prompt-injected web pages', 'agent-security'],
  ])('tags "%s" with its sub-topic, though a general concept starts at the same word', (title, phrases, expected) => {
    const abstract = `We train LLM agents with multi-turn reinforcement learning over tool calls in interactive environments; we study ${phrases}.`;
    expect(tagIds(title, abstract)).toContain(expected);
  });

  it('tags the topic page’s full example from its abstract', () => {
    const seed = readFileSync(SEED_PATH, 'utf8');
    const abstract = seed.slice(seed.indexOf('Structured skill prompts')).trim();
    const verdict = classify({
      id: 'skillc',
      title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment',
      abstract,
    });
    expect(verdict.inTopic).toBe(true);
    expect(verdict.tags.map((tag) => tag.id)).toEqual(expect.arrayContaining(['skills', 'credit-assignment']));
  });

  it('gives every on-topic dev paper 1–4 tags, each with the terms that made it fire', () => {
    for (const { input, label } of readLabelled(DEV_PATH)) {
      if (label !== 1) continue;
      const { tags } = classify(input);
      expect(tags.length, input.title).toBeGreaterThanOrEqual(1);
      expect(tags.length, input.title).toBeLessThanOrEqual(4);
      for (const tag of tags) expect(tag.terms.length, `${input.title} → ${tag.label}`).toBeGreaterThan(0);
      expect(tags.map((tag) => tag.strength)).toEqual(tags.map((tag) => tag.strength).sort((a, b) => b - a));
    }
  });
});
