/**
 * The concepts of the topic "RL for LLM agents": families of phrases for (a) RL training signals, (b) language models,
 * (c) agents acting over several steps in an environment, sub-topic phrases for the tags, and (d) signals that point
 * elsewhere (single-turn reasoning, RLHF for chat, RL without language models, ...). Data only, one file per family;
 * features.ts finds them in a paper and turns them into the model's inputs.
 */
import { AGENT_CONCEPTS } from './agent';
import { AGENT_ABILITY_CONCEPTS } from './agent-abilities';
import type { Concept, ConceptData } from './concept';
import { CONTRAST_CONCEPTS } from './contrast';
import { CUE_CONCEPTS } from './cues';
import { LLM_CONCEPTS } from './llm';
import { NEGATIVE_TASK_CONCEPTS } from './negative-tasks';
import { OTHER_FIELD_CONCEPTS } from './other-fields';
import { PAPER_KIND_CONCEPTS } from './paper-kind';
import { REASONING_CONCEPTS } from './reasoning';
import { REWARD_CONCEPTS } from './rewards';
import { RL_CONCEPTS } from './rl';
import { RL_ALGORITHM_CONCEPTS } from './rl-algorithms';
import { RL_TERM_CONCEPTS } from './rl-terms';
import { TOOL_SETTING_CONCEPTS } from './setting-tools';
import { WEB_CODE_SETTING_CONCEPTS } from './setting-web-code';
import { SUBTOPIC_CONCEPTS } from './subtopics';
import { SYSTEM_SUBTOPIC_CONCEPTS } from './subtopics-systems';

export type { Concept, ConceptData, CoreFamily } from './concept';

const FAMILIES: readonly (readonly ConceptData[])[] = [
  RL_CONCEPTS,
  RL_ALGORITHM_CONCEPTS,
  RL_TERM_CONCEPTS,
  REWARD_CONCEPTS,
  CONTRAST_CONCEPTS,
  LLM_CONCEPTS,
  OTHER_FIELD_CONCEPTS,
  AGENT_CONCEPTS,
  TOOL_SETTING_CONCEPTS,
  WEB_CODE_SETTING_CONCEPTS,
  AGENT_ABILITY_CONCEPTS,
  SUBTOPIC_CONCEPTS,
  SYSTEM_SUBTOPIC_CONCEPTS,
  CUE_CONCEPTS,
  REASONING_CONCEPTS,
  NEGATIVE_TASK_CONCEPTS,
  PAPER_KIND_CONCEPTS,
];

// Order matters where two concepts can start at the same word: the first one listed wins there, so the specific
// phrase ("vision-language-action model", "language agent") comes before the general one ("vision-language model").
// It also fixes the order of the model's inputs (features.ts): changing it means re-training model.ts.
const ORDER: readonly string[] = [
  // (a) RL training signals.
  'agentic-rl rl-contrast rl-method marl reinforcement-learning rlhf verifiable-reward policy-gradient policy reinforce-verb',
  'r1-style dense-reward reward-hacking reward-model reward advantage rollout',
  // On-policy distillation before on-policy, so it wins there: the student learns from a teacher's tokens, not a reward.
  'on-policy-distillation on-policy',
  'credit-assignment value-learning exploration self-play decision-process preference-optimization frozen-model llm-helper',
  'agent-training',
  // (b) Language models.
  'llm-agent vla llm vlm model-family llm-training',
  // (c) Agents acting over several steps in an environment.
  'agentic multi-agent agent multi-turn long-horizon env-interaction visual-tools interaction trajectory environment simulator',
  'tool-use tools search-agent retrieval web-gui coding-agent code-generation text-game dialogue games memory skills planning',
  'world-model self-evolution orchestration actions',
  // Phrases that only name sub-topics (taxonomy.ts); the model does not weigh them.
  'step-level-credit reward-design optimization-stability offline-rl distillation infrastructure environment-synthesis domain-science',
  // Whose work a sentence describes (cues.ts); only read by the sentence features.
  'own-work prior-work',
  // (d) Signals that point away from the topic.
  'reasoning math-benchmark cot-efficiency single-turn alignment security robotics classic-rl-domain operations-domain vision-task',
  'training-free inference-time benchmark survey recommendation curriculum',
  // Last, so it claims no word another concept reads: it only names a tag, from its own scan (features.ts).
  'prompt-injection',
].flatMap((line) => line.split(' '));

function ordered(families: readonly (readonly ConceptData[])[], order: readonly string[]): Concept[] {
  const byId = new Map<string, ConceptData>();
  for (const concept of families.flat()) {
    if (byId.has(concept.id)) throw new Error(`concept declared twice: ${concept.id}`);
    byId.set(concept.id, concept);
  }
  const missing = [...byId.keys()].filter((id) => !order.includes(id));
  if (missing.length > 0 || order.length !== byId.size)
    throw new Error(`concept order does not list each concept once: ${missing.join(', ')}`);
  return order.map((id) => {
    const concept = byId.get(id);
    if (concept === undefined) throw new Error(`concept order names an unknown concept: ${id}`);
    return { ...concept, pattern: concept.phrases.join('|') };
  });
}

/** Every concept, in the order that decides which one wins at a word. */
export const CONCEPTS: readonly Concept[] = ordered(FAMILIES, ORDER);

/** Concepts by id, for code that holds hits and needs the concept's label or family. */
export const CONCEPT_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((concept) => [concept.id, concept]));
