import { describe, expect, it, vi } from 'vitest';
import { configuredJudge } from '../../../lib/judge/configured';
import { DEFAULT_JUDGE_SETTINGS } from '../../../lib/settings/judge-settings';

const paper = { id: '2606.00001', title: 'T', abstract: 'A' };
const answer = JSON.stringify({
  choices: [{ message: { content: '{"verdict":"in","kind":"agentic-rl","reason":"Web agent with PPO."}' } }],
});

describe('configuredJudge', () => {
  it('is nothing when the second opinion is off', () => {
    const fetch = vi.fn();
    expect(configuredJudge(DEFAULT_JUDGE_SETTINGS, { fetch })).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('judges on the endpoint the settings name, with their model and key, under their cap', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(answer));
    const judge = configuredJudge(
      { mode: 'endpoint', baseUrl: 'https://api.example.org/v1', model: 'm1', apiKey: 'sk-9', monthlyCap: 50 },
      { fetch },
    );
    expect(judge?.monthlyCap).toBe(50);
    expect(await judge?.judgeOne(paper, 'k')).toEqual({
      ok: true,
      verdict: { verdict: 'in', kind: 'agentic-rl', reason: 'Web agent with PPO.' },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.org/v1/chat/completions');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer sk-9');
    expect(JSON.parse(String(init?.body)).model).toBe('m1');
  });

  it('judges with the built-in model without a cap, and says so when the browser has none', async () => {
    const judge = configuredJudge({ ...DEFAULT_JUDGE_SETTINGS, mode: 'builtin' }, { fetch: vi.fn() });
    expect(judge?.monthlyCap).toBeUndefined();
    expect(await judge?.judgeOne(paper, 'builtin')).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});
