/** What agents do besides acting in a setting: talk, play, remember, plan, learn skills, improve, coordinate, act. */
import type { ConceptData } from './concept';
import { forms } from './phrases';

export const AGENT_ABILITY_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'dialogue',
    label: 'negotiation / dialogue / user interaction',
    group: 'agent',
    presence: { agent: 0.5 },
    phrases: [
      'negotiat\\w*',
      'bargain\\w*',
      'persuasi\\w*',
      'dialogues?',
      'conversations?',
      'conversational',
      'clarif\\w*',
      'role-?play\\w*',
    ],
    examples: {
      fires: ['offline skill distillation for adversarial negotiation', 'text-based dialogues', 'asking clarifying questions'],
      silent: ['dialog systems', 'conversion rates'],
    },
  },
  {
    id: 'games',
    label: 'games',
    group: 'agent',
    presence: { agent: 0.4 },
    phrases: ['games?', 'game-?play\\w*', 'werewolf', 'avalon', 'diplomacy', 'social deduction', 'poker', 'chess'],
    examples: {
      fires: ['LLM behavior in two-player games', 'the environment of full-press Diplomacy', 'social deduction'],
      silent: ['gamification of learning', 'gaming the metric'],
    },
  },
  {
    id: 'memory',
    label: 'memory',
    group: 'agent',
    presence: { agent: 0.4 },
    phrases: ['memory', 'memories', 'memori[sz]\\w*', 'context management', 'context folding'],
    examples: {
      fires: ['agents that manage and utilize memories', 'summarization-based context management', 'a memorization mechanism'],
      silent: ['a memorable name', 'a longer context window'],
    },
  },
  {
    id: 'skills',
    label: 'skills',
    group: 'agent',
    presence: { agent: 0.4 },
    phrases: ['skills?', `skill ${forms('librar', ['y', 'ies'])}`, 'skill banks?'],
    examples: {
      fires: ['third-party agent skills', 'a growing skill library'],
      silent: ['skillful players', 'skilled workers'],
    },
  },
  {
    id: 'planning',
    label: 'planning / hierarchy',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: ['planning', 'planners?', 'hierarch\\w*', 'subgoals?', 'sub-goals?', 'subtasks?', 'sub-tasks?'],
    examples: {
      fires: ['automated Bayesian inverse planning', 'a hierarchical window aggregation', 'decompose the task into sub-tasks'],
      silent: ['a step-by-step plan', 'planar graphs'],
    },
  },
  {
    id: 'world-model',
    label: 'world model',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: ['world models?', 'world modell?ing'],
    examples: {
      fires: ['construct internal world models', 'robust world modeling'],
      silent: ['world knowledge', 'world-class models'],
    },
  },
  {
    id: 'self-evolution',
    label: 'self-evolution / learning from experience',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: [
      'self-?evolv\\w*',
      'self-?evolution',
      'self-?improv\\w*',
      'experience',
      'experiences',
      'experiential',
      'lifelong',
      'continual learning',
    ],
    examples: {
      fires: ['self-evolving agents', 'self-improvement frameworks', 'past experiences', 'a continual learning framework'],
      silent: ['extensive experiments', 'self-attention layers'],
    },
  },
  {
    id: 'orchestration',
    label: 'orchestration / workflows',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: ['orchestrat\\w*', 'workflows?', 'routing', 'router'],
    examples: {
      fires: ['orchestrate cross-domain workflows', 'multi-server routing'],
      silent: ['symphony orchestra recordings', 'the workforce of the future'],
    },
  },
  {
    id: 'actions',
    label: 'actions / decisions',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: ['actions?', 'action spaces?', 'decision-?making'],
    examples: {
      fires: ['ambiguous actions', 'transparent in their decisionmaking', 'a discrete action space'],
      silent: ['financial transactions', 'actionable insights'],
    },
  },
];
