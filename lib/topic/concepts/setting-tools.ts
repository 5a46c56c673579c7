/**
 * Settings an LLM agent acts in (`presence.setting`), part one: multi-turn exchanges, tool calls, search and retrieval.
 * RL next to one of these means RL trains an agent far more often than RL next to agent words in general.
 */
import type { ConceptData } from './concept';
import { after, anyOf, forms, optional } from './phrases';

export const TOOL_SETTING_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'multi-turn',
    label: 'multi-turn interaction',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    phrases: [
      'multi-?turns?',
      // "Multi-round" alone is as often rounds of a tournament or of self-refinement as rounds of interaction.
      `${anyOf(['multi-?round', 'multiple rounds of'])} ${anyOf([
        'interactions?',
        'dialogues?',
        'conversations?',
        'exchanges?',
        `tool[- ]?${anyOf(['calls?', 'use', 'calling'])}`,
        forms('search', ['', 'es']),
        'retrievals?',
      ])}`,
      'multiple turns',
      'turn-level',
      'turn-by-turn',
      'per-turn',
      'interleav\\w*',
    ],
    examples: {
      fires: [
        'incremental multi-turn interactions',
        'The agent learns from multi-round interactions with users.',
        'a policy that interleaves thoughts and tool calls',
      ],
      silent: ['Rewards come from multi-round tournaments among rollouts.', 'multiple rounds of self-refinement'],
    },
  },
  {
    id: 'tool-use',
    label: 'tool use',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    phrases: [
      `tool-?${anyOf(['using', 'use', 'calling', 'augmented'])} ${optional(['llm '])}agents?`,
      `tool[- ]${anyOf([
        'use',
        'uses',
        'using',
        'usage',
        'calls?',
        'calling',
        'invocations?',
        'integrated',
        'augmented',
        'learning',
        'interactions?',
        'execution',
        'outputs?',
        'feedback',
        'responses?',
      ])}`,
      'function[- ]calling',
      'api calls?',
      'mcp',
      'code interpreters?',
      'python interpreters?',
      'external tools?',
      'bfcl',
      `${anyOf(['tau', 'τ'])}2?-bench`,
      'toolbench',
      'appworld',
      'api-bank',
    ],
    examples: {
      fires: [
        'benchmarking tool-using LLM agents',
        'tool calls under full context',
        'connecting LLMs with MCP servers',
        'results on tau-bench',
      ],
      silent: ['a toolkit for annotation', 'a tool for annotation'],
    },
  },
  {
    id: 'tools',
    label: 'tools',
    group: 'agent',
    presence: { agent: 0.3 },
    phrases: ['tools?'],
    examples: {
      fires: ['dedicated tools and web services', 'integrates tool-based and pure vision agents'],
      silent: ['a toolkit for annotation', 'multi-turn tool use'],
    },
  },
  {
    id: 'search-agent',
    label: 'search / deep-research agent',
    group: 'agent',
    presence: { agent: 1, llm: 0.5, setting: 1 },
    phrases: [
      `${anyOf(['search', 'research', 'deep research', 'deep-research', 'retrieval'])} agents?`,
      after('agentic ', anyOf(['search', 'rag'])),
      forms('deep research', ['', 'ers?']),
      'deep[- ]search',
      'web search',
      'search engines?',
      'information[- ]seeking',
      'browsecomp',
      'search-augmented',
      'search-r1',
      'retrieval-augmented reasoning',
      'iterative retrieval',
      'search tools?',
      'search calls?',
      'search actions?',
    ],
    examples: {
      fires: ['LLM-based deep research agents', 'structure-aware reasoning to enhance agentic search', 'LLMs equipped with web search'],
      silent: ['neural architecture search', 'a large search space'],
    },
  },
  {
    id: 'retrieval',
    label: 'retrieval / multi-hop QA',
    group: 'agent',
    // A weak agent signal alone (a retriever can serve one-shot RAG), but a setting: RL beside retrieval is nearly always
    // a model trained to issue its own queries (RAG-RL, Search-R1 style); 76 of the 88 labelled papers (dev + stream)
    // with a clear RL signal and retrieval are in the topic. As a setting it raised every cross-validated number ~1 point.
    presence: { agent: 0.4, setting: 1 },
    phrases: ['retriev\\w*', 'rag', 'multi-hop', 'hotpotqa', '2wiki\\w*', 'musique', 'bamboogle'],
    examples: {
      fires: ['retrieval-augmented generation (RAG)', 'multi-hop questions', 'results on HotpotQA and MuSiQue'],
      silent: ['retrieval agents', 'ragged tensors'],
    },
  },
];
