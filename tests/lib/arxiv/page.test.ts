import { describe, expect, it } from 'vitest';
import { ArxivClient } from '../../../lib/arxiv/client';

/** A client on a fake clock whose every request gets `answer`; requests are recorded with their start times. */
function harness(answer: (url: string, call: number) => Response | Promise<Response>) {
  let now = 0;
  const starts: number[] = [];
  const client = new ArxivClient({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    retries: 2,
    backoffMs: 1000,
    fetch: async (url) => {
      starts.push(now);
      return answer(url, starts.length);
    },
  });
  return { client, starts };
}

const page = (body: string, status = 200, url = 'https://arxiv.org/html/2604.27955v2') =>
  Object.defineProperty(new Response(body, { status }), 'url', { value: url });

describe('reading an arXiv HTML page through the client', () => {
  it('returns the page’s text, in turn with the API: 3 s after the request before it', async () => {
    const { client, starts } = harness((url) => (url.includes('/api/') ? new Response('<feed/>') : page('<html>author block</html>')));
    await client.query({ idList: ['2604.27955'], maxResults: 1 });
    expect(await client.page('https://arxiv.org/html/2604.27955')).toEqual({ ok: true, text: '<html>author block</html>' });
    expect(starts.at(-1)).toBeGreaterThanOrEqual(3000);
  });

  it('says "no HTML version" on a 404 without asking again, and retries a 503', async () => {
    const missing = harness(() => page('', 404));
    expect(await missing.client.page('https://arxiv.org/html/2604.00001')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(missing.starts).toHaveLength(1);
    const busy = harness((_url, call) => (call === 1 ? page('', 503) : page('<html>ok</html>')));
    expect(await busy.client.page('https://arxiv.org/html/2604.00001')).toEqual({ ok: true, text: '<html>ok</html>' });
    expect(busy.starts).toHaveLength(2);
  });

  it('waits out a Retry-After on a page before asking again', async () => {
    const told = () => Object.defineProperty(new Response('', { status: 429, headers: { 'retry-after': '600' } }), 'url', { value: '' });
    const { client, starts } = harness((url, call) =>
      url.includes('/api/') ? new Response('<feed/>') : call === 1 ? told() : page('<html>ok</html>'),
    );
    expect(await client.page('https://arxiv.org/html/2604.00001')).toEqual({ ok: true, text: '<html>ok</html>' });
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(600_000);
  });

  it('reads only arXiv’s own HTML pages, and refuses a redirect to another host', async () => {
    const { client, starts } = harness(() => page('<html>elsewhere</html>', 200, 'https://evil.example/html'));
    expect(await client.page('https://evil.example/html/1')).toMatchObject({ ok: false, error: { kind: 'bad-response' } });
    expect(starts).toHaveLength(0);
    expect(await client.page('https://arxiv.org/html/2604.00001')).toMatchObject({ ok: false, error: { kind: 'bad-response' } });
  });

  it('reads only the head of a huge page (the author block is near its top)', async () => {
    const huge = `<html>${'x'.repeat(3 * 1024 * 1024)}</html>`;
    const { client } = harness(() => page(huge));
    const result = await client.page('https://arxiv.org/html/2604.00001');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.text.length).toBeLessThan(1.2 * 1024 * 1024);
    expect(result.text.startsWith('<html>xxx')).toBe(true);
  });
});
