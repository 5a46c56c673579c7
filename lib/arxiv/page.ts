/**
 * Reading the head of an arXiv HTML page through the arXiv client's queue (client.ts `page`). Only arxiv.org's own
 * `/html/` pages are read; a redirect is followed only within arxiv.org (arXiv sends `/html/ID` to its latest
 * version). A 404 is an answer — the paper has no HTML version — and is not retried.
 */
import { readHeadText, retryAfter } from './answer-limits';

export type PageResult =
  | { ok: true; text: string }
  | { ok: false; error: { kind: 'not-found' | 'offline' | 'timeout' | 'unavailable' | 'bad-response'; message: string } };

/** The arXiv client's options this needs (client.ts passes its own). */
interface Options {
  fetch: (url: string, init: { signal: AbortSignal; redirect: 'manual' | 'follow' }) => Promise<Response>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  retries: number;
  backoffMs: number;
  timeoutMs: number;
}

const ARXIV_PAGE = /^https:\/\/arxiv\.org\/html\/[\w./-]+$/;

type Attempt = PageResult & { retry?: boolean; retryAfterMs?: number };

async function attempt(url: string, options: Options): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await options.fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (response.url !== '' && !response.url.startsWith('https://arxiv.org/')) {
      await response.body?.cancel();
      return { ok: false, error: { kind: 'bad-response', message: 'arXiv sent the page elsewhere; not followed.' } };
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { ok: false, error: { kind: 'not-found', message: 'This paper has no HTML version.' } };
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      return {
        ok: false,
        error: { kind: 'unavailable', message: `arXiv is unavailable (HTTP ${response.status}).` },
        retry: true,
        retryAfterMs: retryAfter(response.headers.get('retry-after'), options.now()),
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, error: { kind: 'bad-response', message: `arXiv answered HTTP ${response.status}.` } };
    }
    return { ok: true, text: await readHeadText(response) };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = timedOut
      ? 'arXiv did not answer in time.'
      : `arXiv could not be reached (${error instanceof Error ? error.message : String(error)}).`;
    return { ok: false, error: { kind: timedOut ? 'timeout' : 'offline', message }, retry: timedOut };
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchPageInTurn(
  url: string,
  options: Options,
  inTurn: <T>(work: () => Promise<T>) => Promise<T>,
  started: () => void,
  /** arXiv said to wait (`Retry-After`): the client holds every request back that long, not only this page. */
  holdOff: (ms: number) => void,
): Promise<PageResult> {
  if (!ARXIV_PAGE.test(url)) return { ok: false, error: { kind: 'bad-response', message: 'Only arXiv HTML pages are read.' } };
  let last: Attempt | undefined;
  for (let tries = 0; tries <= options.retries; tries++) {
    if (tries > 0) await options.sleep(Math.max(Math.min(options.backoffMs * 2 ** (tries - 1), 60_000), last?.retryAfterMs ?? 0));
    last = await inTurn(() => {
      started();
      return attempt(url, options);
    });
    if (last.retryAfterMs !== undefined) holdOff(last.retryAfterMs);
    if (!last.retry) break;
  }
  const { retry: _retry, retryAfterMs: _after, ...result } = last as Attempt;
  return result;
}
