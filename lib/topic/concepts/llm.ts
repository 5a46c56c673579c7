/** Language models: LLMs, vision-language models, named model families, LLM-based agents and LLM post-training. */
import type { ConceptData } from './concept';
import { anyOf, optional } from './phrases';

/** Words before "agent(s)" that make it an LLM-based agent. */
const LLM_AGENT_KINDS = [
  'llm',
  'language',
  'lm',
  'vlm',
  'mllm',
  'llm-based',
  'llm-powered',
  'multimodal',
  'autonomous',
  'generalist',
  'interactive',
];

export const LLM_CONCEPTS: readonly ConceptData[] = [
  {
    id: 'llm-agent',
    label: 'LLM-based agent',
    group: 'agent',
    presence: { agent: 1, llm: 1, setting: 1 },
    // Domain agents ("web agents", "coding agents") are named by their domain's concept, which the tags need.
    phrases: [`${anyOf(LLM_AGENT_KINDS)} agents?`],
    examples: {
      fires: ['benchmarking LLM agents on real-world tasks', 'a multimodal generalist agent', 'LLM-based agents for supply chain planning'],
      silent: ['web agents that book flights', 'scientific coding agents'],
    },
  },
  {
    id: 'llm',
    label: 'large language model',
    group: 'llm',
    presence: { llm: 1 },
    phrases: [
      'llms?',
      'large language models?',
      'language models?',
      'lms?',
      'slms?',
      'small language models?',
      'large reasoning models?',
      'lrms?',
      'reasoning models?',
      'language agents?',
    ],
    examples: {
      fires: ['large language models (LLMs)', 'small language models', 'large reasoning models'],
      silent: ['masked language modeling', 'LLM agents act in the browser'],
    },
  },
  {
    id: 'vlm',
    label: 'vision-language / multimodal LLM',
    group: 'llm',
    presence: { llm: 1 },
    phrases: [
      'vlms?',
      'mllms?',
      'lmms?',
      'lvlms?',
      'vision[- ]language models?',
      `multi-?modal ${optional(['large '])}${optional(['language '])}models?`,
      'large multi-?modal models?',
    ],
    examples: {
      fires: ['large vision-language models (LVLMs)', 'a multimodal large language model (MLLM)', 'spatial reasoning for 3D VLMs'],
      silent: ['vision-language-action models', 'multimodal agents'],
    },
  },
  {
    id: 'model-family',
    label: 'named LLM (Qwen, Llama, GPT, ...)',
    group: 'llm',
    presence: { llm: 0.8 },
    phrases: [
      'qwen[0-9.]*',
      'llama[0-9.]*',
      'gpt-?[0-9][a-z0-9.]*',
      'gpt-?4o',
      'deepseek(?:-[a-z0-9.]+)?',
      'claude',
      'gemini',
      'mistral',
      'gemma[0-9]*',
      'kimi',
      'glm-[0-9.]+',
      'o1',
      'o3',
      'o4-mini',
    ],
    examples: {
      fires: ['Qwen2.5-7B-Instruct', 'higher than GPT-4o and Claude', 'Llama3.2-3B-Instruct'],
      silent: ['GPT-style decoders', 'a generalized linear model (GLM)'],
    },
  },
  {
    id: 'llm-training',
    label: 'LLM post-training (SFT, fine-tuning, prompts, tokens)',
    group: 'llm',
    presence: { llm: 0.4 },
    phrases: [
      'sft',
      'supervised fine-?tuning',
      'post-?training',
      'instruction[- ]tun\\w*',
      'chain[- ]of[- ]thought',
      'cot',
      'prompts?',
      'prompting',
      'tokens?',
      'token-level',
    ],
    examples: {
      fires: ['supervised fine-tuning (SFT)', 'chain-of-thought prompting', 'instruction-tuned models'],
      silent: ['fine-tuning on images', 'a byte-level tokenizer'],
    },
  },
];
