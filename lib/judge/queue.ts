/**
 * The judge as the rest of the extension calls it: one judgement at a time, each paper judged once per model (cached),
 * transient failures retried with backoff, and a monthly cap on paid judgements. Storage, clock and sleep are passed
 * in, so tests run it on a fake clock and the background decides where cache and usage live.
 */
import type { JudgePaper } from './prompt';
import type { JudgeError, JudgeResult, JudgeVerdict } from './verdict';

export type PaperToJudge = JudgePaper & { id: string };

export interface JudgeQueueDeps {
  /** One judgement by the configured model (judgeWithEndpoint or judgeWithBuiltin bound to its settings). */
  judgeOne: (paper: PaperToJudge, modelKey: string) => Promise<JudgeResult>;
  cache: {
    get(key: string): Promise<JudgeVerdict | undefined> | JudgeVerdict | undefined;
    set(key: string, value: JudgeVerdict): Promise<void> | void;
  };
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Requests a month (cache hits excluded); absent = no cap, e.g. for the free built-in model. */
  monthlyCap?: number;
  /** Requests made per month (answered or not, cache hits excluded), keyed `YYYY-MM`. */
  usage: { get(month: string): Promise<number>; add(month: string): Promise<void> };
}

export type QueueResult = { verdict: JudgeVerdict; cached: boolean } | { verdict: undefined; error: JudgeError };

/** Tries after the first, and the first wait: 2 s, then 4 s. */
export const RETRIES = 2;
export const BACKOFF_MS = 2000;

/** The month a judgement counts towards, in UTC: the same everywhere, as a provider's billing month usually is. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** Failures worth another try: the network, a slow answer, a busy or broken server. Not a bad key, not a bad answer. */
function transient(error: JudgeError): boolean {
  const status = error.status ?? 0;
  return error.kind === 'offline' || error.kind === 'timeout' || (error.kind === 'http' && (status === 429 || status >= 500));
}

/** Failures where no request reached a model: bad settings, no model on the device, no network. */
function sent(error: JudgeError): boolean {
  return error.kind !== 'config' && error.kind !== 'unavailable' && error.kind !== 'offline' && error.kind !== 'capped';
}

/** The cache key of a paper's verdict by one model: a different model (or endpoint) judges afresh. */
export const cacheKey = (modelKey: string, paperId: string): string => `${modelKey}:${paperId}`;

export function createJudge(deps: JudgeQueueDeps): (paper: PaperToJudge, modelKey: string) => Promise<QueueResult> {
  // The tail of the chain; a failed judgement must not stop the ones queued behind it.
  let tail: Promise<unknown> = Promise.resolve();

  async function cached(key: string): Promise<QueueResult | undefined> {
    const verdict = await deps.cache.get(key);
    return verdict === undefined ? undefined : { verdict, cached: true };
  }

  async function judgeNow(paper: PaperToJudge, modelKey: string, key: string): Promise<QueueResult> {
    // Again inside the turn: the same paper asked twice while the first was waiting is now in the cache.
    const hit = await cached(key);
    if (hit !== undefined) return hit;
    const month = monthOf(deps.now());
    if (deps.monthlyCap !== undefined && (await deps.usage.get(month)) >= deps.monthlyCap) {
      return { verdict: undefined, error: { kind: 'capped', message: `This month’s ${deps.monthlyCap} judgements are used up.` } };
    }
    const attempt = async (): Promise<JudgeResult> => {
      const answer = await deps.judgeOne(paper, modelKey);
      // Every request that reached the model counts, answered or not: the cap bounds what the user pays for.
      if (answer.ok || sent(answer.error)) await deps.usage.add(month);
      return answer;
    };
    let result = await attempt();
    // The waits hold the turn: a rate-limited or struggling server gets no other paper meanwhile either.
    for (let retry = 0; !result.ok && retry < RETRIES && transient(result.error); retry++) {
      await deps.sleep(BACKOFF_MS * 2 ** retry);
      if (deps.monthlyCap !== undefined && (await deps.usage.get(month)) >= deps.monthlyCap) break;
      result = await attempt();
    }
    if (!result.ok) return { verdict: undefined, error: result.error };
    await deps.cache.set(key, result.verdict);
    return { verdict: result.verdict, cached: false };
  }

  return async (paper, modelKey) => {
    const key = cacheKey(modelKey, paper.id);
    // A cached verdict answers at once, without waiting behind judgements in flight.
    const hit = await cached(key);
    if (hit !== undefined) return hit;
    const turn = tail.then(() => judgeNow(paper, modelKey, key));
    tail = turn.catch(() => undefined);
    return turn;
  };
}
