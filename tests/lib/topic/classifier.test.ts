import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify } from '../../../lib/topic/classifier';
import { TOPIC_MODEL } from '../../../lib/topic/model';
import type { TopicInput } from '../../../lib/topic/types';

const paper = (title: string, abstract: string): TopicInput => ({ id: 'test', title, abstract });

// Written for these tests in the style of real abstracts; none is copied from the labelled data.
const AGENT_RL = paper(
  'Turn-Level Credit Assignment for Training LLM Web Agents with Reinforcement Learning',
  'Large language model agents that browse the web must act over many turns before a sparse task reward arrives. We ' +
    'train LLM agents with multi-turn reinforcement learning in WebArena and WebShop environments, using GRPO with a ' +
    'turn-level advantage estimator that assigns credit to individual tool calls. Our agent improves success rates.',
);
const MATH_GRPO = paper(
  'Stabilizing GRPO for Mathematical Reasoning in Large Language Models',
  'Reinforcement learning with verifiable rewards improves the reasoning of large language models. We study GRPO on ' +
    'GSM8K, MATH-500 and AIME, and propose a length-aware advantage that reduces overthinking while keeping accuracy. ' +
    'Each problem is answered in a single turn with a chain of thought.',
);
const AGENT_NO_RL = paper(
  'A Benchmark for Evaluating LLM Agents on Long-Horizon Office Tasks',
  'LLM-based agents are increasingly used for tool use and web navigation. We introduce a benchmark of 300 office ' +
    'tasks in a sandboxed environment and evaluate prompting-based agents built on GPT-4o and Claude in a zero-shot, ' +
    'training-free setting. Even the best agent completes only 31% of the tasks.',
);
const RL_NO_LLM = paper(
  'Sample-Efficient Deep Reinforcement Learning for Quadruped Locomotion',
  'We train quadruped robots to walk over rough terrain with proximal policy optimization in MuJoCo and transfer the ' +
    'policy sim-to-real. A learned value function and a curriculum over terrains improve sample efficiency on Atari-style ' +
    'continuous control benchmarks.',
);
const CHAT_RLHF = paper(
  'Robust Reward Modeling for RLHF Alignment of Chat Models',
  'Reinforcement learning from human feedback aligns chat models with human preferences. We train reward models on ' +
    'preference pairs with a Bradley-Terry loss and run PPO to improve helpfulness and harmlessness of the chatbot.',
);

describe('classify', () => {
  it('accepts an agentic RL paper and says why, naming RL and agent terms', () => {
    const verdict = classify(AGENT_RL);
    expect(verdict.inTopic).toBe(true);
    expect(verdict.score).toBeGreaterThan(0.9);
    const terms = verdict.evidence.filter((item) => item.contribution > 0).flatMap((item) => item.terms);
    expect(terms).toEqual(expect.arrayContaining(['reinforcement learning', 'grpo']));
    expect(terms.some((term) => /agent/.test(term))).toBe(true);
    expect(verdict.evidence.some((item) => item.group === 'combination' && item.contribution > 0)).toBe(true);
  });

  it('rejects RL for single-turn math reasoning', () => {
    const verdict = classify(MATH_GRPO);
    expect(verdict.inTopic).toBe(false);
    expect(verdict.evidence.some((item) => item.feature === 'math-benchmark' && item.contribution < 0)).toBe(true);
  });

  it('rejects an LLM agent paper without RL training', () => {
    expect(classify(AGENT_NO_RL).inTopic).toBe(false);
  });

  it('rejects RL without language models', () => {
    const verdict = classify(RL_NO_LLM);
    expect(verdict.inTopic).toBe(false);
    expect(verdict.evidence.some((item) => item.feature === 'robotics' && item.contribution < 0)).toBe(true);
  });

  it('rejects RLHF alignment of chat models', () => {
    expect(classify(CHAT_RLHF).inTopic).toBe(false);
  });

  it('counts retrieval as a setting an RL-trained model acts in, and reads "reinforcement-based" as RL', () => {
    const ragRl = paper(
      'Learning When to Retrieve: Reinforcement Learning for Retrieval-Augmented Generation',
      'Fixed retrieval-augmented pipelines retrieve once and cannot recover from a poor first query. We train the model to ' +
        'decide when and what to retrieve across several rounds, optimising it with GRPO against an exact-match reward.',
    );
    const setting = classify(ragRl).evidence.find((item) => item.feature === 'rl+setting');
    expect(setting?.contribution).toBeGreaterThan(0);
    const terms = classify(paper('Scaling GUI Agents', 'We compare supervised and reinforcement-based fine-tuning.')).evidence.flatMap(
      (item) => item.terms,
    );
    expect(terms).toContain('reinforcement-based');
  });

  it('reads the wording against labelled papers and names the words that weighed, all from the paper', () => {
    const verdict = classify(AGENT_RL);
    const wording = verdict.evidence.find((item) => item.feature === 'wording');
    expect(wording?.group).toBe('wording');
    expect(wording?.label).toBe('wording like papers in the topic');
    expect(wording?.contribution).toBeGreaterThan(0.05);
    const words = new Set(`${AGENT_RL.title} ${AGENT_RL.abstract}`.toLowerCase().split(/[^a-z0-9]+/));
    expect(wording?.terms.length).toBeGreaterThan(0);
    for (const term of wording?.terms ?? [])
      expect(
        term.split(' ').every((word) => words.has(word)),
        term,
      ).toBe(true);
  });

  it('names a term and its plural once in the evidence', () => {
    const verdict = classify(
      paper('Agents that learn: RL for LLM agents', 'We train an LLM agent with PPO; the agents act over many turns with tools.'),
    );
    const llmAgent = verdict.evidence.find((item) => item.terms.some((term) => term.startsWith('llm agent')));
    expect(llmAgent?.terms.filter((term) => term.startsWith('llm agent'))).toEqual(['llm agents']);
    for (const item of verdict.evidence) for (const term of item.terms) expect(item.terms).not.toContain(`${term}s`);
  });

  it('orders evidence by how much it moved the score', () => {
    const sizes = classify(AGENT_RL).evidence.map((item) => Math.abs(item.contribution));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('gives the same answer every time', () => {
    expect(classify(AGENT_RL)).toEqual(classify(AGENT_RL));
  });

  it('keeps scores in [0, 1] and 1–4 tags for any text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.constantFrom('agent', 'RL', 'GRPO', 'web', 'LLM', '$\\tau$-bench', '—', 'multi-turn', ' ', '\n', 'math', 'ü'), {
          maxLength: 80,
        })
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(text, text, (title, abstract) => {
        const verdict = classify(paper(title, abstract));
        expect(verdict.score).toBeGreaterThanOrEqual(0);
        expect(verdict.score).toBeLessThanOrEqual(1);
        expect(verdict.inTopic).toBe(
          verdict.score >= (abstract.trim() === '' ? (TOPIC_MODEL.titleOnly ?? TOPIC_MODEL) : TOPIC_MODEL).threshold,
        );
        expect(verdict.tags.length).toBeGreaterThanOrEqual(1);
        expect(verdict.tags.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('judges a paper without an abstract by its title alone', () => {
    expect(classify(paper('WebAgent-R1: Training Web Agents via End-to-End Multi-Turn Reinforcement Learning', '')).inTopic).toBe(true);
    expect(classify(paper(MATH_GRPO.title, '')).inTopic).toBe(false);
    expect(classify(paper(RL_NO_LLM.title, '  ')).inTopic).toBe(false);
  });

  it('copes with empty and very long inputs', () => {
    expect(classify(paper('', '')).inTopic).toBe(false);
    const long = classify(paper(AGENT_RL.title, AGENT_RL.abstract.repeat(200)));
    expect(long.inTopic).toBe(true);
  });
});
