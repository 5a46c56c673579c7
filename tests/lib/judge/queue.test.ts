import { describe, expect, it } from 'vitest';
import { type EndpointDeps, judgeWithEndpoint } from '../../../lib/judge/endpoint';
import { BACKOFF_MS, createJudge, type JudgeQueueDeps, monthOf, type PaperToJudge } from '../../../lib/judge/queue';
import type { JudgeResult, JudgeVerdict } from '../../../lib/judge/verdict';

const VERDICT: JudgeVerdict = { verdict: 'in', kind: 'agentic-rl', reason: 'Multi-turn RL for web agents.' };
const paper = (id: string): PaperToJudge => ({ id, title: `Paper ${id}`, abstract: 'We train agents with PPO.' });
const OK: JudgeResult = { ok: true, verdict: VERDICT };
const failure = (kind: 'offline' | 'timeout' | 'http' | 'garbage' | 'refused', status?: number): JudgeResult => ({
  ok: false,
  error: status === undefined ? { kind, message: kind } : { kind, message: kind, status },
});

/** A queue on a fake clock with in-memory cache and usage; `judgeOne` answers from `answers`, then succeeds. */
function harness(options: { answers?: JudgeResult[]; monthlyCap?: number; judgeOne?: JudgeQueueDeps['judgeOne'] } = {}) {
  let now = Date.UTC(2026, 0, 31, 23, 0);
  const cache = new Map<string, JudgeVerdict>();
  const usage = new Map<string, number>();
  const waits: number[] = [];
  const judged: string[] = [];
  const answers = [...(options.answers ?? [])];
  const judge = createJudge({
    judgeOne:
      options.judgeOne ??
      (async (item, modelKey) => {
        judged.push(`${modelKey}:${item.id}`);
        return answers.shift() ?? OK;
      }),
    cache: { get: async (key) => cache.get(key), set: async (key, value) => void cache.set(key, value) },
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    monthlyCap: options.monthlyCap,
    usage: { get: async (month) => usage.get(month) ?? 0, add: async (month) => void usage.set(month, (usage.get(month) ?? 0) + 1) },
  });
  return {
    judge,
    cache,
    usage,
    waits,
    judged,
    setNow: (time: number) => {
      now = time;
    },
  };
}

describe('monthOf', () => {
  it('is the UTC month', () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthOf(Date.UTC(2026, 1, 1))).toBe('2026-02');
  });
});

describe('createJudge', () => {
  it('judges, caches the verdict by model and paper, and counts it', async () => {
    const h = harness();
    expect(await h.judge(paper('2601.00001'), 'openai:gpt')).toEqual({ verdict: VERDICT, cached: false });
    expect(h.cache.get('openai:gpt:2601.00001')).toEqual(VERDICT);
    expect(h.usage.get('2026-01')).toBe(1);
  });

  it('answers a second call from the cache: no judgement, no cost', async () => {
    const h = harness();
    await h.judge(paper('1'), 'm');
    expect(await h.judge(paper('1'), 'm')).toEqual({ verdict: VERDICT, cached: true });
    expect(h.judged).toEqual(['m:1']);
    expect(h.usage.get('2026-01')).toBe(1);
    // Another model judges afresh.
    await h.judge(paper('1'), 'other');
    expect(h.judged).toEqual(['m:1', 'other:1']);
  });

  it('judges the same paper once when asked twice at once', async () => {
    const h = harness();
    const [first, second] = await Promise.all([h.judge(paper('1'), 'm'), h.judge(paper('1'), 'm')]);
    expect(first).toEqual({ verdict: VERDICT, cached: false });
    expect(second).toEqual({ verdict: VERDICT, cached: true });
    expect(h.judged).toEqual(['m:1']);
  });

  it('retries offline, timeouts, 5xx and 429 after 2 s, then 4 s', async () => {
    const h = harness({ answers: [failure('offline'), failure('http', 503)] });
    expect(await h.judge(paper('1'), 'm')).toEqual({ verdict: VERDICT, cached: false });
    expect(h.waits).toEqual([BACKOFF_MS, 2 * BACKOFF_MS]);
    expect(h.waits).toEqual([2000, 4000]);
    const again = harness({ answers: [failure('timeout'), failure('http', 429)] });
    expect((await again.judge(paper('1'), 'm')).verdict).toEqual(VERDICT);
    expect(again.judged).toHaveLength(3);
  });

  it('gives up after two more tries, with nothing cached and each request that reached the server counted', async () => {
    const h = harness({ answers: [failure('http', 500), failure('http', 502), failure('http', 500), OK] });
    expect(await h.judge(paper('1'), 'm')).toEqual({ verdict: undefined, error: { kind: 'http', message: 'http', status: 500 } });
    expect(h.judged).toHaveLength(3);
    expect(h.waits).toEqual([2000, 4000]);
    expect(h.cache.size).toBe(0);
    expect([...h.usage.values()]).toEqual([3]);
  });

  it('counts no request that never left: offline three times costs nothing', async () => {
    const h = harness({ answers: [failure('offline'), failure('offline'), failure('offline')] });
    expect((await h.judge(paper('1'), 'm')).verdict).toBeUndefined();
    expect(h.judged).toHaveLength(3);
    expect(h.usage.size).toBe(0);
  });

  it('stops retrying when the retries would pass the cap', async () => {
    const h = harness({ answers: [failure('http', 500), failure('http', 500), OK], monthlyCap: 2 });
    expect((await h.judge(paper('1'), 'm')).verdict).toBeUndefined();
    expect(h.judged).toHaveLength(2);
    expect([...h.usage.values()]).toEqual([2]);
  });

  it.each([
    ['garbage', failure('garbage')],
    ['a refusal', failure('refused')],
    ['HTTP 401', failure('http', 401)],
    ['HTTP 404', failure('http', 404)],
  ])('does not retry %s, and counts the one request', async (_name, answer) => {
    const h = harness({ answers: [answer] });
    expect((await h.judge(paper('1'), 'm')).verdict).toBeUndefined();
    expect(h.judged).toHaveLength(1);
    expect(h.waits).toEqual([]);
    expect(h.cache.size).toBe(0);
    expect([...h.usage.values()]).toEqual([1]);
  });

  it('retries an endpoint’s HTTP 500 and takes its next answer (fake fetch)', async () => {
    const bodies = [
      new Response('oops', { status: 500 }),
      new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(VERDICT) } }] }), { status: 200 }),
    ];
    let requests = 0;
    const fetch: EndpointDeps['fetch'] = async () => {
      requests++;
      const body = bodies.shift();
      if (body === undefined) throw new Error('unexpected request');
      return body;
    };
    const config = { baseUrl: 'https://llm.example/v1', model: 'm', apiKey: 'k' };
    const h = harness({ judgeOne: (item) => judgeWithEndpoint(config, item, { fetch }) });
    expect(await h.judge(paper('1'), 'llm.example:m')).toEqual({ verdict: VERDICT, cached: false });
    expect(requests).toBe(2);
    expect(h.waits).toEqual([2000]);
    // Cached: the second call sends nothing.
    expect(await h.judge(paper('1'), 'llm.example:m')).toEqual({ verdict: VERDICT, cached: true });
    expect(requests).toBe(2);
  });

  it('refuses once the month’s cap is reached, still answers from the cache, and starts again next month', async () => {
    const h = harness({ monthlyCap: 2 });
    await h.judge(paper('1'), 'm');
    await h.judge(paper('2'), 'm');
    expect(await h.judge(paper('3'), 'm')).toEqual({
      verdict: undefined,
      error: { kind: 'capped', message: 'This month’s 2 judgements are used up.' },
    });
    expect(h.judged).toEqual(['m:1', 'm:2']);
    expect(await h.judge(paper('1'), 'm')).toEqual({ verdict: VERDICT, cached: true });
    h.setNow(Date.UTC(2026, 1, 1, 0, 30));
    expect(await h.judge(paper('3'), 'm')).toEqual({ verdict: VERDICT, cached: false });
    expect(h.usage).toEqual(
      new Map([
        ['2026-01', 2],
        ['2026-02', 1],
      ]),
    );
  });

  it('refuses everything with a cap of 0 and caps nothing without one', async () => {
    expect((await harness({ monthlyCap: 0 }).judge(paper('1'), 'm')).verdict).toBeUndefined();
    const free = harness();
    for (let i = 0; i < 50; i++) await free.judge(paper(String(i)), 'builtin');
    expect(free.judged).toHaveLength(50);
  });

  it('judges one paper at a time, in order, and a failure does not stop the queue', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const order: string[] = [];
    const h = harness({
      judgeOne: async (item) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        order.push(item.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        if (item.id === '2') throw new Error('a bug in judgeOne');
        return item.id === '3' ? failure('garbage') : OK;
      },
    });
    const results = await Promise.allSettled(['1', '2', '3', '4', '5'].map((id) => h.judge(paper(id), 'm')));
    expect(maxInFlight).toBe(1);
    expect(order).toEqual(['1', '2', '3', '4', '5']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(results[4]).toEqual({ status: 'fulfilled', value: { verdict: VERDICT, cached: false } });
  });
});
