/**
 * The feed's candidate query: deliberately broad (the categories where agent-RL papers appear, and RL or agent
 * words), so that recall is the query's job and precision the classifier's.
 */

const CATEGORIES = ['cs.AI', 'cs.CL', 'cs.LG', 'cs.MA', 'cs.SE', 'cs.IR', 'cs.CV', 'cs.RO', 'cs.HC', 'cs.CR'];

const RL_TERMS = ['"reinforcement learning"', 'RL', 'GRPO', 'PPO', '"policy optimization"', '"policy gradient"', 'reward', 'RLVR', 'DPO'];

const AGENT_TERMS = [
  'agent',
  'agents',
  'agentic',
  '"multi-turn"',
  '"tool use"',
  '"long-horizon"',
  '"web navigation"',
  '"computer use"',
  '"deep research"',
];

const group = (field: string, terms: string[]) => `(${terms.map((term) => `${field}:${term}`).join(' OR ')})`;

/** `YYYYMMDDHHMM` for arXiv's submittedDate ranges (GMT). */
export function arxivTime(time: number): string {
  return new Date(time).toISOString().replace(/[-:T]/g, '').slice(0, 12);
}

/** The candidate query, optionally limited to a submission window. */
export function candidateQuery(window?: { from: number; to: number }): string {
  const base = `${group('cat', CATEGORIES)} AND ${group('abs', RL_TERMS)} AND ${group('abs', AGENT_TERMS)}`;
  return window ? `${base} AND submittedDate:[${arxivTime(window.from)} TO ${arxivTime(window.to)}]` : base;
}

/** Every paper submitted in a window: its total count is the denominator of "share of all new papers". */
export function allPapersQuery(window: { from: number; to: number }): string {
  return `submittedDate:[${arxivTime(window.from)} TO ${arxivTime(window.to)}]`;
}
