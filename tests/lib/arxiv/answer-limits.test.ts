import { describe, expect, it } from 'vitest';
import { isRedirect, readCappedText } from '../../../lib/arxiv/answer-limits';

/** An answer whose body arrives in `chunks`, recording whether the reader cancelled it. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[seen.pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), seen };
}

describe('isRedirect', () => {
  it('refuses 3xx answers and the opaque redirect a browser gives for redirect: manual', () => {
    expect(isRedirect(new Response(null, { status: 301 }))).toBe(true);
    expect(isRedirect(new Response(null, { status: 308 }))).toBe(true);
    expect(isRedirect({ type: 'opaqueredirect', status: 0 } as Response)).toBe(true);
    expect(isRedirect(new Response('<feed/>', { status: 200 }))).toBe(false);
    expect(isRedirect(new Response('busy', { status: 503 }))).toBe(false);
  });
});

describe('readCappedText', () => {
  it('reads an answer within the cap whole, a character split across chunks included', async () => {
    const bytes = new TextEncoder().encode('Schrödinger’s agent');
    const { response } = streamed([bytes.slice(0, 5), bytes.slice(5, 6), bytes.slice(6)]);
    expect(await readCappedText(response, 1000)).toBe('Schrödinger’s agent');
  });

  it('refuses an answer that declares more than the cap, without reading it', async () => {
    const { response, seen } = streamed([new Uint8Array(10)], { 'content-length': '1001' });
    expect(await readCappedText(response, 1000)).toBeUndefined();
    expect(seen.cancelled).toBe(true);
  });

  it('stops reading an undeclared answer once it passes the cap', async () => {
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(400));
    const { response, seen } = streamed(chunks);
    expect(await readCappedText(response, 1000)).toBeUndefined();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(10);
  });

  it('accepts an answer of exactly the cap, and an empty one', async () => {
    expect(await readCappedText(streamed([new TextEncoder().encode('x'.repeat(1000))]).response, 1000)).toHaveLength(1000);
    expect(await readCappedText(new Response(null), 1000)).toBe('');
  });
});
