/**
 * The concepts of the topic "RL for LLM agents": families of phrases for (a) RL training signals, (b) language models,
 * (c) agents acting over several steps in an environment, sub-topic phrases for the tags, and (d) signals that point
 * elsewhere (single-turn reasoning, RLHF for chat, RL without language models, ...). Data only; features.ts finds
 * them in a paper and turns them into the model's inputs.
 */
import type { ConceptGroup } from './types';

/**
 * The three families whose joint presence defines the topic, and `setting`: the concrete places an LLM agent acts in
 * (tools, web/GUI, search and retrieval, code, multi-turn exchanges, text games). Every setting is an agent signal too,
 * but not every agent signal is a setting: "trajectories", "planning", "memory" or "observations" are as common in
 * single-turn reasoning and classic RL papers, so RL next to a setting says more than RL next to agent words in general.
 */
export type CoreFamily = 'rl' | 'llm' | 'agent' | 'setting';

/** A family of phrases that mean one thing for the topic. */
export interface Concept {
  /** Stable id; it names the model weight, so renaming one means re-training. */
  id: string;
  /** Words for the "why it is in the topic" line. */
  label: string;
  /** The family shown in the evidence. */
  group: ConceptGroup;
  /**
   * How much one hit counts towards the presence of each family in the combination features (`rl+agent+llm`):
   * 1 = on its own it shows the family is there, less = only together with other hits. Empty = no family.
   */
  presence: Partial<Record<CoreFamily, number>>;
  /**
   * For signals that only point away from the topic when a family is missing: the value is scaled by (1 − strength of
   * that family). Math benchmarks argue against the topic in a reasoning paper, not in a tool-using agent paper; robots
   * argue against it when no language model is involved.
   */
  unless?: CoreFamily;
  /** Regular-expression source over normalised text (lower case, ASCII dashes, no `$ \ { }`); word-bounded. */
  pattern: string;
}

// Order matters where two concepts can start at the same word: the first one listed wins there, so the specific
// phrase ("vision-language-action model", "language agent") comes before the general one ("vision-language model").
export const CONCEPTS: readonly Concept[] = [
  // (a) RL training signals.
  {
    id: 'agentic-rl',
    label: 'agentic / multi-turn RL',
    group: 'rl',
    presence: { rl: 1, agent: 1, setting: 1 },
    pattern:
      'agentic (?:reinforcement learning|rl)|multi-turn (?:reinforcement learning|rl)|(?<!multi-)agent(?:ic)? rl|(?:llm|language) agent (?:reinforcement learning|rl)|(?:reinforcement learning|rl) for (?:llm |language |lm )?agents',
  },
  {
    id: 'rl-contrast',
    label: 'RL named only as the alternative',
    group: 'negative',
    presence: {},
    // Found at the RL word, looking back for the contrast ("unlike costly RL", "SFT or RL", "RL-based baselines").
    pattern:
      '(?<=(?<![a-z0-9])(?:without|instead of|rather than|unlike|no need for|avoid(?:s|ing)?|beyond|compared (?:to|with)|alternative to|such as|or|costly|expensive) (?:(?:any|costly|expensive|explicit|additional|online|heavy|large-scale|end-to-end|deep|sft and|supervised fine-tuning and|supervised fine-tuning \\(sft\\) and) )*)(?:reinforcement learning|rl|grpo|ppo|reward models?)|(?<=(?<![a-z0-9])(?:traditional|conventional|classical|standard) (?:[a-z-]+ ){0,2})(?:reinforcement learning|rl)|(?<=non-)(?:reinforcement learning|rl)|rl-free|(?:deep reinforcement learning|reinforcement learning|rl|drl)(?:-based)? baselines',
  },
  {
    id: 'rl-method',
    label: 'trained with RL (method phrase)',
    group: 'rl',
    // A phrase saying RL trains the system is stronger evidence than a bare mention: many on-topic papers state it once
    // ("refined by sequential RL", "optimized via Flow-GRPO") and never again. Weighing it double raised the
    // cross-validated average precision on the stream by about a point.
    presence: { rl: 2 },
    // Found at the RL word, looking back for how it is used ("trained with GRPO", "SFT followed by RL"); up to two
    // words of any kind may sit between ("by sequential RL", "for asynchronous RL", "via Flow-GRPO").
    pattern:
      '(?<=(?<![a-z0-9])(?:via|with|using|through|by|from|under|during|for) (?:the |an? )?(?:[a-z-]+ ){0,2}(?:[a-z0-9]+-)?)(?:reinforcement learning|rl|grpo|ppo|dapo|gspo|policy optimi[sz]ation|policy gradients?)|(?<=(?<![a-z0-9])(?:sft|supervised fine-?tuning|supervised finetuning|cold[- ]start|imitation learning|supervision|behavio(?:u)?r cloning|mid-training)(?: \\(sft\\))?,? (?:and|then|followed by|before|plus) (?:\\(2\\) )?(?:[a-z-]+ ){0,2})(?:reinforcement learning|rl)|(?<=based )(?:reinforcement learning|rl)|sft\\+rl|sft-then-rl|rl recipe|reinforcement learning (?:framework|objective|approach|algorithm|recipe|method|paradigm|stage|system|strategy)|(?:rl|reinforcement learning) (?:training|post-training|fine-tuning|stage|phase|framework|recipe|algorithms?|objective|pipeline|optimi[sz]ation)',
  },
  {
    id: 'marl',
    label: 'multi-agent reinforcement learning',
    group: 'rl',
    presence: { rl: 0.6 },
    unless: 'llm',
    pattern: 'multi-?agent (?:deep )?(?:reinforcement learning|rl)|marl|mappo|qmix|ippo',
  },
  {
    id: 'reinforcement-learning',
    label: 'reinforcement learning',
    group: 'rl',
    presence: { rl: 1 },
    pattern: 'reinforcement[- ]learning|reinforcement-based|deep rl|rl|agentic rl|rl-?(?:based|trained|tuned|driven|training|fine-?tuning)',
  },
  {
    id: 'rlhf',
    label: 'RL from human or AI feedback (chat alignment)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern: 'rlhf|rlaif|human feedback|ai feedback',
  },
  {
    id: 'verifiable-reward',
    label: 'verifiable rewards / reinforcement fine-tuning',
    group: 'rl',
    presence: { rl: 1 },
    pattern: 'rlvr|rlver|verifiable (?:task |environment |outcome )?rewards?|reinforcement fine-?tuning|rft|rl from verifiable rewards',
  },
  {
    id: 'policy-gradient',
    label: 'policy-gradient algorithm (PPO, GRPO, ...)',
    group: 'rl',
    presence: { rl: 1 },
    pattern:
      'ppo|grpo|gspo|dapo|rloo|trpo|vapo|remax|reinforce\\+\\+|policy gradients?|policy[- ]optimi[sz](?:ation|ed|ing)|proximal policy|group relative|actor-?critic',
  },
  {
    id: 'policy',
    label: 'a learned policy',
    group: 'rl',
    presence: { rl: 0.3 },
    // "orchestration policy", "dialogue policy": RL's word for what is trained, weak on its own ("safety policies").
    pattern: 'polic(?:y|ies)',
  },
  {
    id: 'reinforce-verb',
    label: 'reinforcing / reinforced',
    group: 'rl',
    presence: { rl: 0.6 },
    // "a self-reinforcing failure loop" is a feedback loop, not reinforcement learning.
    pattern: '(?<!self-)reinforc(?:e|es|ed|ing)',
  },
  // "Search-R1" names an RL-trained method; "DeepSeek-R1" names a model that papers without RL compare against.
  { id: 'r1-style', label: 'R1-style RL training', group: 'rl', presence: { rl: 0.7 }, pattern: '(?<!deepseek-)r1(?:-zero|-style|-like)?' },
  {
    id: 'dense-reward',
    label: 'process / step-level rewards',
    group: 'rl',
    presence: { rl: 0.8 },
    pattern:
      '(?:process|step|turn|segment|dense|intermediate|stepwise|step-wise|fine-grained|outcome|sparse|intrinsic|shaped|trajectory|partial)[- ](?:level )?rewards?|reward shaping|process reward models?|prms?',
  },
  {
    id: 'reward-hacking',
    label: 'reward hacking',
    group: 'rl',
    presence: { rl: 0.8 },
    pattern: 'reward hacking|reward exploitation|reward gaming|specification gaming',
  },
  {
    id: 'reward-model',
    label: 'reward model / judge',
    group: 'rl',
    presence: { rl: 0.3 },
    pattern: '(?:generative )?reward models?|reward modell?ing|rms?',
  },
  { id: 'reward', label: 'reward signal', group: 'rl', presence: { rl: 0.5 }, pattern: 'rewards?|rewarded|rewarding' },
  {
    id: 'advantage',
    label: 'advantage estimation',
    group: 'rl',
    presence: { rl: 0.8 },
    pattern:
      'advantage (?:estimat\\w*|functions?|values?|signals?|normali[sz]ation|shaping|weighting)|(?:turn|step|token|group|trajectory|sequence)-level advantages?|gae',
  },
  { id: 'rollout', label: 'rollouts', group: 'rl', presence: { rl: 0.5 }, pattern: 'roll-?outs?' },
  // Listed before on-policy so it wins there: the student learns from a teacher's tokens, not from a reward.
  {
    id: 'on-policy-distillation',
    label: 'on-policy distillation (a teacher, not a reward)',
    group: 'negative',
    presence: {},
    pattern: '(?:on-?policy|online) (?:self-)?distill\\w*|self-distill\\w*',
  },
  {
    id: 'on-policy',
    label: 'on-/off-policy learning',
    group: 'rl',
    presence: { rl: 0.7 },
    pattern: 'on-?policy|off-?policy|online rl|offline rl|importance sampling|policy lag|asynchronous rl|policy updates?',
  },
  {
    id: 'credit-assignment',
    label: 'credit assignment',
    group: 'rl',
    presence: { rl: 0.8 },
    pattern: 'credit assignment|assign(?:s|ing)? credit|credit signals?|partial credit',
  },
  {
    id: 'value-learning',
    label: 'value function / critic / Q-learning',
    group: 'rl',
    presence: { rl: 0.6 },
    // Only the critic of actor-critic RL: a bare "Critic" in an LLM paper is usually a model giving feedback in words.
    pattern:
      'value (?:functions?|models?|networks?|estimat\\w*)|critic-free|(?:learned|value|token-level|step-level) critics?|critic (?:models?|networks?|heads?|loss)|q-?learning|q-?values?|q-?functions?|temporal[- ]difference|bellman|dqn|sac|td3|ddpg',
  },
  {
    id: 'exploration',
    label: 'exploration',
    group: 'rl',
    presence: { rl: 0.3 },
    pattern: 'exploration|exploration-exploitation|entropy collapse|policy entropy|entropy regulari[sz]ation',
  },
  { id: 'self-play', label: 'self-play', group: 'rl', presence: { rl: 0.6 }, pattern: 'self-?play' },
  {
    id: 'decision-process',
    label: 'sequential decision process (MDP, bandit)',
    group: 'rl',
    presence: { rl: 0.6 },
    pattern: 'mdps?|pomdps?|markov decision|markov games?|sequential decision[- ]making|bandits?',
  },
  {
    id: 'preference-optimization',
    label: 'preference optimisation (DPO, ...)',
    group: 'rl',
    presence: { rl: 0.5 },
    pattern: 'dpo|step-dpo|direct preference optimi[sz]ation|preference optimi[sz]ation',
  },
  {
    id: 'frozen-model',
    label: 'frozen / black-box LLM (not trained)',
    group: 'negative',
    presence: {},
    pattern:
      '(?:frozen|black-box|fixed|off-the-shelf|closed-source|proprietary)[- ](?:(?:large )?language models?|llms?|models?|backbones?|agents?|policy|policies|vlms?|mllms?)|without (?:updating|modifying|changing) (?:the )?(?:model|weights|parameters)',
  },
  {
    id: 'llm-helper',
    label: 'LLM as a helper of another learner',
    group: 'negative',
    presence: {},
    pattern:
      'llm-(?:guided|generated|designed|assisted|derived|enhanced|informed|driven reward)|language-guided|llms? as (?:a |the )?(?:reward|planner|teacher|designer|prior)',
  },
  {
    id: 'agent-training',
    label: 'training agents',
    group: 'rl',
    presence: { rl: 0.5, agent: 0.5 },
    // Found at "agent(s)", looking back for training verbs; "mid-training" is data work, not agent training.
    pattern:
      '(?<=(?<![a-z0-9-])(?:train(?:s|ed|ing)?|post-train(?:s|ed|ing)?|fine-?tun(?:e|es|ed|ing)|optimi[sz](?:e|es|ed|ing)) (?:(?:llm|language|the|an|our|small|multi-turn|web|gui|search|coding|tool-using|tool-use|research|interactive|these|such) )*)agents?|agent(?:ic)? (?:training|post-training|optimi[sz]ation|learning)',
  },

  // (b) Language models.
  {
    id: 'llm-agent',
    label: 'LLM-based agent',
    group: 'agent',
    presence: { agent: 1, llm: 1, setting: 1 },
    // Domain agents ("web agents", "coding agents") are named by their domain's concept, which the tags need.
    pattern: '(?:llm|language|lm|vlm|mllm|llm-based|llm-powered|multimodal|autonomous|generalist|interactive) agents?',
  },
  {
    id: 'vla',
    label: 'vision-language-action model (robotics)',
    group: 'negative',
    presence: {},
    unless: 'llm',
    pattern: 'vlas?|vision-language-action(?: models?)?',
  },
  {
    id: 'llm',
    label: 'large language model',
    group: 'llm',
    presence: { llm: 1 },
    pattern:
      'llms?|large language models?|language models?|lms?|slms?|small language models?|large reasoning models?|lrms?|reasoning models?|language agents?',
  },
  {
    id: 'vlm',
    label: 'vision-language / multimodal LLM',
    group: 'llm',
    presence: { llm: 1 },
    pattern:
      'vlms?|mllms?|lmms?|lvlms?|vision[- ]language models?|multi-?modal (?:large )?(?:language )?models?|large multi-?modal models?',
  },
  {
    id: 'model-family',
    label: 'named LLM (Qwen, Llama, GPT, ...)',
    group: 'llm',
    presence: { llm: 0.8 },
    pattern:
      'qwen[0-9.]*|llama[0-9.]*|gpt-?[0-9][a-z0-9.]*|gpt-?4o|deepseek(?:-[a-z0-9.]+)?|claude|gemini|mistral|gemma[0-9]*|kimi|glm-[0-9.]+|o1|o3|o4-mini',
  },
  {
    id: 'llm-training',
    label: 'LLM post-training (SFT, fine-tuning, prompts, tokens)',
    group: 'llm',
    presence: { llm: 0.4 },
    pattern:
      'sft|supervised fine-?tuning|post-?training|instruction[- ]tun\\w*|chain[- ]of[- ]thought|cot|prompts?|prompting|tokens?|token-level',
  },

  // (c) Agents acting over several steps in an environment.
  { id: 'agentic', label: 'agentic', group: 'agent', presence: { agent: 1, setting: 1 }, pattern: 'agentic(?:ally)?' },
  {
    id: 'multi-agent',
    label: 'multi-agent',
    group: 'agent',
    presence: { agent: 0.6 },
    pattern: 'multi-?agents?|multiple agents|agent teams?|llm-mas|mas',
  },
  { id: 'agent', label: 'agent', group: 'agent', presence: { agent: 0.6 }, pattern: 'agents?' },
  {
    id: 'multi-turn',
    label: 'multi-turn interaction',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    // "Multi-round" alone is as often rounds of a tournament or of self-refinement as rounds of interaction.
    pattern:
      'multi-?turns?|(?:multi-?round|multiple rounds of) (?:interactions?|dialogues?|conversations?|exchanges?|tool[- ]?(?:calls?|use|calling)|search(?:es)?|retrievals?)|multiple turns|turn-level|turn-by-turn|per-turn|interleav\\w*',
  },
  {
    id: 'long-horizon',
    label: 'long-horizon / multi-step tasks',
    group: 'agent',
    presence: { agent: 0.8 },
    pattern: 'long-?horizon|multi-?step|step-level|per-step|multiple steps|horizons?',
  },
  {
    id: 'env-interaction',
    label: 'interacting with an environment, tools or users',
    group: 'agent',
    presence: { agent: 1 },
    // The labeller's line between an agent and a reasoner: acting on something that answers back, turn after turn.
    pattern:
      'interact(?:s|ing)? with (?:the |an? |its |their |real |external |live )?(?:environments?|tools?|users?|simulators?|websites?|apps?|interfaces?)|(?:environment|execution|tool|interaction) feedback|feedback from (?:the )?(?:environment|tools?|execution)',
  },
  {
    id: 'visual-tools',
    label: 'visual tools (zoom, crop)',
    group: 'agent',
    presence: { agent: 0.5 },
    // Vision agents act through image operations; a model that only looks once is a reasoner.
    pattern: 'zoom(?:s|ed|ing|-in)?|crop(?:s|ped|ping)?|visual tools?|image operations?|active perception',
  },
  { id: 'interaction', label: 'interaction', group: 'agent', presence: { agent: 0.4 }, pattern: 'interact(?:s|ing|ion|ions|ive|ively)?' },
  { id: 'trajectory', label: 'trajectories', group: 'agent', presence: { agent: 0.5 }, pattern: 'trajector(?:y|ies)|episodes?|episodic' },
  {
    id: 'environment',
    label: 'environment',
    group: 'agent',
    presence: { agent: 0.6 },
    pattern: 'environments?|envs?|gyms?|sandbox(?:es|ed)?|arenas?|testbeds?',
  },
  {
    id: 'simulator',
    label: 'simulator / simulated user',
    group: 'agent',
    presence: { agent: 0.4 },
    pattern: 'simulators?|simulated (?:users?|environments?|patients?)|user simulat\\w*',
  },
  {
    id: 'tool-use',
    label: 'tool use',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    pattern:
      'tool-?(?:using|use|calling|augmented) (?:llm )?agents?|tool[- ](?:use|uses|using|usage|calls?|calling|invocations?|integrated|augmented|learning|interactions?|execution|outputs?|feedback|responses?)|function[- ]calling|api calls?|mcp|code interpreters?|python interpreters?|external tools?|bfcl|(?:tau|τ)2?-bench|toolbench|appworld|api-bank',
  },
  { id: 'tools', label: 'tools', group: 'agent', presence: { agent: 0.3 }, pattern: 'tools?' },
  {
    id: 'search-agent',
    label: 'search / deep-research agent',
    group: 'agent',
    presence: { agent: 1, llm: 0.5, setting: 1 },
    pattern:
      '(?:search|research|deep research|deep-research|retrieval) agents?|(?<=agentic )(?:search|rag)|deep research(?:ers?)?|deep[- ]search|web search|search engines?|information[- ]seeking|browsecomp|search-augmented|search-r1|retrieval-augmented reasoning|iterative retrieval|search tools?|search calls?|search actions?',
  },
  {
    id: 'retrieval',
    label: 'retrieval / multi-hop QA',
    group: 'agent',
    // A weak agent signal alone (a retriever can serve one-shot RAG), but a setting: RL beside retrieval is nearly always
    // a model trained to issue its own queries (RAG-RL, Search-R1 style); 76 of the 88 labelled papers (dev + stream)
    // with a clear RL signal and retrieval are in the topic. As a setting it raised every cross-validated number ~1 point.
    presence: { agent: 0.4, setting: 1 },
    pattern: 'retriev\\w*|rag|multi-hop|hotpotqa|2wiki\\w*|musique|bamboogle',
  },
  {
    id: 'web-gui',
    label: 'web / GUI / computer use',
    group: 'agent',
    presence: { agent: 1, llm: 0.5, setting: 1 },
    pattern:
      '(?:web|gui|mobile|computer-use|computer use|browser|browsing|os|android|desktop|phone|smartphone|app) agents?|web (?:navigation|browsing|environments?|tasks?|pages?)|webarena|visualwebarena|webvoyager|mind2web|webshop|browsers?|browsing|guis?|computer[- ]use|cuas?|mobile (?:gui|use|devices?|apps?)|android\\w*|osworld|screenshots?|smartphones?|desktop',
  },
  {
    id: 'coding-agent',
    label: 'software engineering / terminal',
    group: 'agent',
    presence: { agent: 1, llm: 0.5, setting: 1 },
    pattern:
      '(?:coding|code|software|swe|terminal|cli|programming|software engineering) agents?|swe-?bench\\w*|swe-?gym|swe|software engineering|software engineers?|repositor(?:y|ies)|repo-level|terminal(?:-bench)?|bash|shell|command[- ]line|cli|github issues?|issue resolution|pull requests?',
  },
  {
    id: 'code-generation',
    label: 'code generation / unit tests',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern: 'code generation|program synthesis|unit tests?|test cases?|competitive programming|codeforces|livecodebench|humaneval|mbpp',
  },
  {
    id: 'text-game',
    label: 'text game / embodied environment',
    group: 'agent',
    presence: { agent: 1, setting: 1 },
    pattern:
      'alfworld|scienceworld|sciworld|textworld|babyai|sokoban|frozenlake|minecraft|crafter|jericho|nethack|text[- ](?:based )?(?:games?|environments?|adventures?)|embodied|household tasks?|virtualhome',
  },
  {
    id: 'dialogue',
    label: 'negotiation / dialogue / user interaction',
    group: 'agent',
    presence: { agent: 0.5 },
    pattern: 'negotiat\\w*|bargain\\w*|persuasi\\w*|dialogues?|conversations?|conversational|clarif\\w*|role-?play\\w*',
  },
  {
    id: 'games',
    label: 'games',
    group: 'agent',
    presence: { agent: 0.4 },
    pattern: 'games?|game-?play\\w*|werewolf|avalon|diplomacy|social deduction|poker|chess',
  },
  {
    id: 'memory',
    label: 'memory',
    group: 'agent',
    presence: { agent: 0.4 },
    pattern: 'memory|memories|memori[sz]\\w*|context management|context folding',
  },
  { id: 'skills', label: 'skills', group: 'agent', presence: { agent: 0.4 }, pattern: 'skills?|skill librar(?:y|ies)|skill banks?' },
  {
    id: 'planning',
    label: 'planning / hierarchy',
    group: 'agent',
    presence: { agent: 0.3 },
    pattern: 'planning|planners?|hierarch\\w*|subgoals?|sub-goals?|subtasks?|sub-tasks?',
  },
  { id: 'world-model', label: 'world model', group: 'agent', presence: { agent: 0.3 }, pattern: 'world models?|world modell?ing' },
  {
    id: 'self-evolution',
    label: 'self-evolution / learning from experience',
    group: 'agent',
    presence: { agent: 0.3 },
    pattern: 'self-?evolv\\w*|self-?evolution|self-?improv\\w*|experience|experiences|experiential|lifelong|continual learning',
  },
  {
    id: 'orchestration',
    label: 'orchestration / workflows',
    group: 'agent',
    presence: { agent: 0.3 },
    pattern: 'orchestrat\\w*|workflows?|routing|router',
  },
  {
    id: 'actions',
    label: 'actions / decisions',
    group: 'agent',
    presence: { agent: 0.3 },
    pattern: 'actions?|action spaces?|decision-?making',
  },

  // Phrases that only name sub-topics (taxonomy.ts); the model does not weigh them.
  {
    id: 'step-level-credit',
    label: 'step- or turn-level credit',
    group: 'subtopic',
    presence: {},
    pattern:
      '(?:step|turn|segment|token|action|stage)-level (?:credit|advantages?|rewards?|supervision|feedback|attribution)|process rewards?|process supervision|hindsight|attribution',
  },
  {
    id: 'reward-design',
    label: 'reward design',
    group: 'subtopic',
    presence: {},
    pattern:
      'reward (?:design|functions?|signals?|shaping|density|sparsity)|rubric(?:-based|-guided)? rewards?|rubrics?|checklist rewards?|multi-rewards?',
  },
  {
    id: 'optimization-stability',
    label: 'policy-optimisation stability',
    group: 'subtopic',
    presence: {},
    pattern:
      'clipp(?:ing|ed)|importance (?:sampling|ratios?)|training (?:instability|stability|collapse)|stabili[sz]\\w*|entropy|kl (?:divergence|penalty|regulari[sz]ation)|trust region|off-policy correction|variance reduction',
  },
  {
    id: 'offline-rl',
    label: 'offline RL / imitation',
    group: 'subtopic',
    presence: {},
    pattern:
      'offline (?:rl|reinforcement learning)|iql|cql|batch rl|offline data(?:sets?)?|behavio(?:u)?r cloning|imitation learning|rejection sampling|rft',
  },
  {
    id: 'distillation',
    label: 'distillation',
    group: 'subtopic',
    presence: {},
    pattern: 'distill\\w*|self-distillation|on-policy distillation',
  },
  {
    id: 'infrastructure',
    label: 'training infrastructure',
    group: 'subtopic',
    presence: {},
    pattern:
      'infrastructure|asynchronous|throughput|disaggregat\\w*|distributed (?:training|rollouts?)|rollout-as-a-service|rollout (?:system|engine|service|serving)|training systems?|gpu (?:hours|utili[sz]ation)|system efficiency|resource efficiency',
  },
  {
    id: 'environment-synthesis',
    label: 'environment / task synthesis',
    group: 'subtopic',
    presence: {},
    pattern:
      'environment (?:synthesis|generation|scaling|construction)|synthetic (?:environments?|tasks?)|(?:training|rl|verifiable|interactive|scalable|executable) environments|gyms?|sandbox(?:es|ed)?|task synthesis|synthesi[sz](?:e|es|ed|ing) (?:tasks|environments)',
  },
  {
    id: 'domain-science',
    label: 'science / medicine / law',
    group: 'subtopic',
    presence: {},
    pattern: 'clinical|medical|biomedical|diagnos\\w*|patients?|legal|law|scientific|chemistry|molecul\\w*|materials|financ\\w*',
  },

  // Whose work a sentence describes; only read by the sentence features (features.ts). RL named in a sentence about
  // the authors' own method ("we train ... with GRPO") means RL is the method; RL named in a sentence about earlier
  // work ("recent RL methods have shown ...") is background, which agent papers without RL training often have. Training
  // verbs count as own-work cues too: "X is trained with GRPO" describes the paper's system even without a "we".
  {
    id: 'own-work',
    label: "the authors' own method",
    group: 'cue',
    presence: {},
    pattern: 'we|our|ours|this (?:paper|work)|proposed|trains?|trained|optimi[sz](?:es|ed)|fine-?tun(?:es|ed)|post-trained|refined',
  },
  {
    id: 'prior-work',
    label: 'earlier work',
    group: 'cue',
    presence: {},
    // Future work is not the paper's method either: "can be further scaled via RL, a promising path" is an outlook.
    pattern:
      'recent(?:ly)?|existing|prior|previous(?:ly)?|conventional|typical(?:ly)?|(?:has|have) (?:been|shown|emerged|become|achieved|demonstrated)|however|future (?:work|research|directions?)|promising (?:path|direction|avenue)s?|could be|can be further',
  },

  // (d) Signals that point away from the topic.
  { id: 'reasoning', label: 'reasoning', group: 'negative', presence: {}, unless: 'agent', pattern: 'reasoning|reasoners?' },
  {
    id: 'math-benchmark',
    label: 'math benchmarks (single-turn reasoning)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern: 'gsm-?8k|math-?500|math|mathematical|aime[0-9]*|amc[0-9]*|olympiad\\w*|minerva|arithmetic|theorem proving|lean ?4',
  },
  {
    id: 'cot-efficiency',
    label: 'reasoning length / efficiency',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern:
      'overthinking|over-thinking|concise reasoning|reasoning length|response length|length penalty|token efficien\\w*|token-efficient|long cot|reasoning efficiency|efficient reasoning|reasoning traces?|reasoning boundar\\w*',
  },
  {
    id: 'single-turn',
    label: 'single-turn',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern: 'single-?turn|single-?step|single-?round|one-?shot',
  },
  {
    id: 'alignment',
    label: 'alignment with human preferences',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern:
      'alignment|harmless\\w*|helpfulness|honesty|human preferences?|preference (?:data\\w*|pairs?|labels?|learning|models?|tuning)|bradley-terry|chatbots?|chat models?|instruction[- ]following|personali[sz]\\w*|sycophan\\w*',
  },
  {
    id: 'security',
    label: 'attacks / safety',
    group: 'negative',
    presence: {},
    pattern:
      'attacks?|attackers?|jailbreak\\w*|adversarial|prompt injections?|backdoor\\w*|poisoning|red-?teaming|vulnerabilit\\w*|guardrails?|safety|unsafe',
  },
  {
    id: 'robotics',
    label: 'robotics / control / driving',
    group: 'negative',
    presence: {},
    pattern:
      'robot\\w*|locomotion|manipulation|manipulators?|mujoco|quadrupeds?|humanoids?|dexter\\w*|legged|grasp\\w*|sim-to-real|sim2real|drones?|uavs?|quadrotors?|quadcopters?|continuous control|control polic\\w*|autonomous driving|vehicles?|traffic',
  },
  {
    id: 'classic-rl-domain',
    label: 'classic RL benchmarks (Atari, StarCraft, ...)',
    group: 'negative',
    presence: {},
    pattern: 'atari|starcraft|smac|smacv2|overcooked|mahjong|dota|grid-?worlds?|cart-?pole|d4rl|gymnasium|procgen|dm control|mario|hanabi',
  },
  {
    id: 'operations-domain',
    label: 'networks / energy / scheduling / finance',
    group: 'negative',
    presence: {},
    pattern:
      'wireless|network slicing|o-ran|5g|6g|power (?:grids?|systems?)|energy|smart grids?|scheduling|resource allocation|job shop|portfolio|trading|inventory|buildings?|hvac|charging|spectrum|satellites?|edge computing|iot|combinatorial optimi[sz]ation',
  },
  {
    id: 'vision-task',
    label: 'vision task (generation, segmentation, detection)',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern:
      'image generation|text-to-image|t2i|diffusion|segmentation|video generation|object detection|detection|super-resolution|image editing|3d|point clouds?|depth estimation|pose estimation|image restoration|video understanding|video reasoning|visual reasoning|visual grounding|grounding',
  },
  {
    id: 'training-free',
    label: 'training-free / prompting only',
    group: 'negative',
    presence: {},
    pattern:
      'training-free|train-free|without (?:any )?(?:additional |extra |further |model )?(?:training|fine-?tuning|parameter updates|gradient updates|weight updates)|no (?:additional )?training|zero-shot|plug-and-play|prompt-based|in-context learning',
  },
  {
    id: 'inference-time',
    label: 'inference-time / test-time',
    group: 'negative',
    presence: {},
    pattern: 'inference-time|test-time|at inference',
  },
  { id: 'benchmark', label: 'benchmark', group: 'negative', presence: {}, pattern: 'benchmark\\w*|leaderboards?' },
  {
    id: 'survey',
    label: 'survey / position',
    group: 'negative',
    presence: {},
    pattern: 'surveys?|position paper|we review|systematic review|roadmap',
  },
  {
    id: 'recommendation',
    label: 'recommendation',
    group: 'negative',
    presence: {},
    unless: 'agent',
    pattern: 'recommend\\w*|click-through|ctr',
  },
  { id: 'curriculum', label: 'curriculum', group: 'negative', presence: {}, pattern: 'curricul\\w*' },
];

/** Concepts by id, for code that holds hits and needs the concept's label or family. */
export const CONCEPT_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((concept) => [concept.id, concept]));
