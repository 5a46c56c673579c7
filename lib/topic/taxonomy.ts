/**
 * Sub-topic tags for papers in the topic, worded like the topic page's tags ("Credit Assignment", "LLM Agent
 * Memory", "Coding Agents", ...). A tag is a weighted set of concepts from features.ts, so tagging reuses the one scan
 * the classifier already made: no second pass over the text.
 */
import { CONCEPT_BY_ID } from './concepts';
import { conceptValue, hitsById } from './features';
import type { ConceptHit, TagHit, TopicInput } from './types';

/** One sub-topic. */
export interface Tag {
  /** Stable id, stored with saved papers; never reuse one for another meaning. */
  id: string;
  /** Shown on the paper row, in the topic page's wording. */
  label: string;
  /** Concept id → how much one unit of it (a title hit is worth 1, abstract hits 0.5, 0.75, ...) counts for the tag. */
  concepts: Readonly<Record<string, number>>;
}

export const TAGS: readonly Tag[] = [
  { id: 'credit-assignment', label: 'Credit Assignment', concepts: { 'credit-assignment': 2, 'step-level-credit': 1, advantage: 0.75 } },
  { id: 'multi-agent', label: 'Multi-Agent LLM Systems', concepts: { 'multi-agent': 1, marl: 2 } },
  { id: 'memory', label: 'LLM Agent Memory', concepts: { memory: 1 } },
  { id: 'skills', label: 'LLM Agent Skill Learning', concepts: { skills: 1 } },
  {
    id: 'reward-design',
    label: 'Reward Design & Reward Hacking',
    concepts: { 'reward-hacking': 2, 'reward-design': 1, 'reward-model': 0.75, 'dense-reward': 0.75 },
  },
  { id: 'search-agents', label: 'Deep Research & Search Agents', concepts: { 'search-agent': 1.5, retrieval: 0.75 } },
  { id: 'coding-agents', label: 'Coding Agents', concepts: { 'coding-agent': 1.5, 'code-generation': 0.5 } },
  { id: 'gui-agents', label: 'Web, GUI & Computer-Use Agents', concepts: { 'web-gui': 1.5 } },
  { id: 'tool-use', label: 'Tool-Using Agents', concepts: { 'tool-use': 1.5, tools: 0.5 } },
  { id: 'world-models', label: 'World Model Learning', concepts: { 'world-model': 2 } },
  { id: 'self-improvement', label: 'Curriculum & Self-Improvement', concepts: { 'self-evolution': 1, 'self-play': 1.5, curriculum: 1.5 } },
  { id: 'planning', label: 'Planning & Hierarchical RL', concepts: { planning: 1 } },
  { id: 'agent-security', label: 'LLM Agent Security', concepts: { security: 1, 'prompt-injection': 1.5 } },
  {
    id: 'policy-optimization',
    label: 'Policy Optimization (PPO, GRPO)',
    concepts: { 'policy-gradient': 0.75, 'on-policy': 0.5, 'optimization-stability': 0.75 },
  },
  {
    id: 'offline-preference',
    label: 'Offline RL & Preference Optimization',
    concepts: { 'offline-rl': 1.5, 'preference-optimization': 1.5 },
  },
  { id: 'distillation', label: 'Agent Distillation', concepts: { distillation: 1 } },
  { id: 'dialogue-games', label: 'Negotiation, Dialogue & Games', concepts: { dialogue: 1, games: 1 } },
  { id: 'embodied', label: 'Embodied & Text-Game Agents', concepts: { 'text-game': 1.5 } },
  { id: 'exploration', label: 'Exploration', concepts: { exploration: 1 } },
  { id: 'environments', label: 'Environments & Task Synthesis', concepts: { 'environment-synthesis': 1 } },
  { id: 'infrastructure', label: 'Agentic RL Infrastructure', concepts: { infrastructure: 1 } },
  { id: 'multimodal', label: 'Multimodal Agents', concepts: { vlm: 0.75 } },
  { id: 'domain-agents', label: 'Science, Medical & Legal Agents', concepts: { 'domain-science': 0.6 } },
];

/** The tag given when no sub-topic is clear, like the topic page's own "RL for LLM Agents" tag. */
export const FALLBACK_TAG: Tag = {
  id: 'agentic-rl',
  label: 'Agentic RL',
  concepts: {
    'agentic-rl': 1,
    'rl-method': 1,
    'reinforcement-learning': 1,
    'policy-gradient': 1,
    'llm-agent': 1,
    agentic: 1,
    agent: 0.5,
    'multi-turn': 0.5,
  },
};

/** A tag needs a title mention or repeated abstract mentions: one passing "repository" must not make a coding paper. */
const MIN_STRENGTH = 0.8;

/** At most this many tags per paper (the topic page shows two or three). */
const MAX_TAGS = 4;

/** Terms kept per tag. */
const MAX_TERMS = 3;

/** Each tag's concepts as pairs, made once: `Object.entries` per tag per paper was a noticeable share of `classify`. */
const TAG_CONCEPTS: ReadonlyMap<Tag, readonly (readonly [string, number])[]> = new Map(
  [...TAGS, FALLBACK_TAG].map((tag) => [tag, Object.entries(tag.concepts)] as const),
);

/** How strongly a paper's hits name a tag: its concepts' values, weighted. */
function strengthOf(tag: Tag, hitById: ReadonlyMap<string, ConceptHit>): number {
  let strength = 0;
  for (const [conceptId, weight] of TAG_CONCEPTS.get(tag) ?? []) {
    const hit = hitById.get(conceptId);
    if (hit !== undefined) strength += weight * conceptValue(hit);
  }
  return strength;
}

/** The terms that made a tag fire; read only for the tags a paper gets (most tags miss every paper). */
function termsOf(tag: Tag, hitById: ReadonlyMap<string, ConceptHit>): string[] {
  const terms: string[] = [];
  for (const [conceptId] of TAG_CONCEPTS.get(tag) ?? []) {
    for (const term of hitById.get(conceptId)?.terms ?? []) if (terms.length < MAX_TERMS && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * Gives a paper 1–4 sub-topic tags, strongest first, each with the terms that made it fire. `hits` are the paper's
 * concept hits (`detectConcepts`); the input is taken for symmetry with `classify` and future title-only rules.
 */
export function tagPaper(
  _input: TopicInput,
  hits: readonly ConceptHit[],
  hitById: ReadonlyMap<string, ConceptHit> = hitsById(hits),
): TagHit[] {
  const tags: TagHit[] = [];
  for (const tag of TAGS) {
    const strength = strengthOf(tag, hitById);
    if (strength >= MIN_STRENGTH) tags.push({ id: tag.id, label: tag.label, strength, terms: termsOf(tag, hitById) });
  }
  tags.sort((a, b) => b.strength - a.strength);
  if (tags.length > 0) return tags.slice(0, MAX_TAGS);
  return [
    { id: FALLBACK_TAG.id, label: FALLBACK_TAG.label, strength: strengthOf(FALLBACK_TAG, hitById), terms: termsOf(FALLBACK_TAG, hitById) },
  ];
}

/** Every concept a tag names exists in features.ts; exported for the test that guards against typos. */
export function unknownTagConcepts(): string[] {
  return [...TAGS, FALLBACK_TAG].flatMap((tag) => Object.keys(tag.concepts).filter((id) => !CONCEPT_BY_ID.has(id)));
}
