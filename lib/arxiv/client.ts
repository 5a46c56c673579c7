/**
 * The arXiv API client. arXiv's terms: at most one request every three seconds, one connection at a time; expect
 * 429 and 503, and now and then a valid but empty page, which is worth asking again. Results change once a day,
 * so answers are cached. Clock, sleep and fetch are passed in, so tests run it on a fake clock.
 */
import { isRedirect, MAX_ANSWER_BYTES, MAX_RETRY_AFTER_MS, readCappedText, retryAfter } from './answer-limits';
import { type AtomFeed, parseAtom } from './atom';
import { fetchPageInTurn, type PageResult } from './page';
import { type ArxivQuery, buildQueryUrl } from './query';

export interface ArxivClientOptions {
  fetch: (url: string, init: { signal: AbortSignal; redirect: 'manual' | 'follow' }) => Promise<Response>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Gap between the starts of two requests. */
  minIntervalMs?: number;
  /** Further tries after the first. */
  retries?: number;
  /** First backoff; doubles each try. */
  backoffMs?: number;
  /** A request taking longer is aborted and retried. */
  timeoutMs?: number;
  /** How long an answer is reused. */
  cacheMs?: number;
  /** Called for every skipped entry and retried failure, for the worker's log. */
  log?: (message: string) => void;
  /**
   * Where arXiv's "not before" (its Retry-After) is kept beyond this client: the browser stops the worker while it
   * waits, and the next worker's client must not ask again at once.
   */
  holdOffStore?: { load(): Promise<number | undefined>; save(until: number): Promise<void> };
}

export type FetchErrorKind = 'offline' | 'timeout' | 'rate-limited' | 'unavailable' | 'api-error' | 'bad-response' | 'empty';

export type FeedResult = { ok: true; feed: AtomFeed } | { ok: false; error: { kind: FetchErrorKind; message: string } };

type Attempt = FeedResult & { retryAfterMs?: number; retry: boolean };

/** One request waiting for its turn. */
interface Turn {
  /** A request a user is waiting for (completing a paper just saved) goes before the feed's background requests. */
  urgent: boolean;
  start: () => void;
}

export class ArxivClient {
  private readonly options: Required<Omit<ArxivClientOptions, 'log' | 'holdOffStore'>> & Pick<ArxivClientOptions, 'log' | 'holdOffStore'>;
  private lastStart = Number.NEGATIVE_INFINITY;
  /** No request starts before this: a Retry-After is arXiv's word to the whole client, not to one query. */
  private notBefore = Number.NEGATIVE_INFINITY;
  private readonly waiting: Turn[] = [];
  private busy = false;
  private readonly cache = new Map<string, { at: number; feed: AtomFeed }>();

  constructor(options: ArxivClientOptions) {
    this.options = { minIntervalMs: 3000, retries: 4, backoffMs: 3000, timeoutMs: 30_000, cacheMs: 6 * 3600_000, ...options };
  }

  /**
   * Runs a query. Each attempt waits its turn behind any other request, so requests never overlap and keep their
   * spacing; backoff waits happen outside the queue, so one query's retries don't hold up another's. An `urgent`
   * query (one a user is waiting for) takes the first turn after the request in flight and other urgent ones, ahead
   * of the feed's pages, so a saved paper is completed within one spacing even while the feed backfills.
   */
  query(query: ArxivQuery, { fresh = false, urgent = false } = {}): Promise<FeedResult> {
    return this.run(buildQueryUrl(query), query, fresh, urgent);
  }

  /**
   * The head of an arXiv HTML page (`https://arxiv.org/html/ID`, for its author block), in turn with the API's
   * requests: arXiv's one-request-every-3-s holds for the whole site. Retried with backoff like a query.
   */
  page(url: string): Promise<PageResult> {
    return fetchPageInTurn(
      url,
      this.options,
      (work) => this.inTurn(work, false),
      () => {
        this.lastStart = this.options.now();
      },
      (ms) => this.holdOff(ms),
    );
  }

  /** arXiv said to wait (`Retry-After`): no request of this client, nor of the next worker's, starts before then. */
  private holdOff(ms: number): void {
    this.notBefore = Math.max(this.notBefore, this.options.now() + ms);
    void this.options.holdOffStore?.save(this.notBefore).catch(() => undefined);
  }

  /** The kept "not before", read once, before the first request. */
  private holdOffLoaded: Promise<void> | undefined;
  private loadHoldOff(): Promise<void> {
    this.holdOffLoaded ??= Promise.resolve(this.options.holdOffStore?.load()).then(
      (until) => {
        // Never longer than arXiv may ask for from now (a clock set back, a damaged record).
        if (until !== undefined && Number.isFinite(until))
          this.notBefore = Math.max(this.notBefore, Math.min(until, this.options.now() + MAX_RETRY_AFTER_MS));
      },
      () => undefined,
    );
    return this.holdOffLoaded;
  }

  private async inTurn<T>(work: () => Promise<T>, urgent: boolean): Promise<T> {
    await this.loadHoldOff();
    return new Promise<T>((resolve, reject) => {
      const turn: Turn = {
        urgent,
        start: () => {
          work()
            .then(resolve, reject)
            .finally(() => {
              this.busy = false;
              this.startNext();
            });
        },
      };
      const firstBackground = urgent ? this.waiting.findIndex((waiting) => !waiting.urgent) : -1;
      if (firstBackground >= 0) this.waiting.splice(firstBackground, 0, turn);
      else this.waiting.push(turn);
      this.startNext();
    });
  }

  /**
   * Starts the next waiting request once the spacing since the last start has passed. Which request goes next is
   * decided only then, so an urgent one that arrives during the wait still goes first.
   */
  private startNext(): void {
    if (this.busy || this.waiting.length === 0) return;
    this.busy = true;
    const wait = Math.max(this.lastStart + this.options.minIntervalMs, this.notBefore) - this.options.now();
    const pick = () => {
      const turn = this.waiting.shift();
      if (turn === undefined) {
        this.busy = false;
        return;
      }
      turn.start();
    };
    if (wait > 0) void this.options.sleep(wait).then(pick);
    else pick();
  }

  private async run(url: string, query: ArxivQuery, fresh: boolean, urgent: boolean): Promise<FeedResult> {
    const { now, sleep, retries, backoffMs } = this.options;
    const cached = this.cache.get(url);
    if (!fresh && cached && now() - cached.at < this.options.cacheMs) return { ok: true, feed: cached.feed };
    let last: Attempt | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        const backoff = Math.min(backoffMs * 2 ** (attempt - 1), 60_000);
        await sleep(Math.max(backoff, last?.retryAfterMs ?? 0));
      }
      last = await this.inTurn(() => this.attempt(url, query), urgent);
      if (!last.retry) break;
      this.options.log?.(`arXiv request failed (${last.ok ? 'empty page' : last.error.message}); try ${attempt + 1} of ${retries + 1}`);
    }
    const result = last as Attempt;
    if (result.ok) {
      for (const skip of result.feed.skipped) this.options.log?.(`arXiv entry ${skip.index} skipped: ${skip.reason}`);
      this.cache.set(url, { at: now(), feed: result.feed });
      return { ok: true, feed: result.feed };
    }
    return { ok: false, error: result.error };
  }

  private async attempt(url: string, query: ArxivQuery): Promise<Attempt> {
    const { now, timeoutMs } = this.options;
    // startNext has already waited out the spacing before this turn began.
    this.lastStart = now();

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let body: string | undefined;
    try {
      response = await this.options.fetch(url, { signal: controller.signal, redirect: 'manual' });
      if (isRedirect(response)) {
        await response.body?.cancel();
        return {
          ok: false,
          error: { kind: 'bad-response', message: 'arXiv answered with a redirect; it was not followed.' },
          retry: false,
        };
      }
      body = await readCappedText(response);
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const message = timedOut
        ? 'arXiv did not answer in time.'
        : `arXiv could not be reached (${error instanceof Error ? error.message : String(error)}).`;
      // A timeout may pass; no network at all won't within a backoff, and the next scheduled refresh tries again.
      return { ok: false, error: { kind: timedOut ? 'timeout' : 'offline', message }, retry: timedOut };
    } finally {
      clearTimeout(timer);
    }

    if (body === undefined) {
      const megabytes = MAX_ANSWER_BYTES / 1024 / 1024;
      return {
        ok: false,
        error: { kind: 'bad-response', message: `arXiv's answer was larger than ${megabytes} MB; refused.` },
        retry: false,
      };
    }
    const after = retryAfter(response.headers.get('retry-after'), now());
    if (after !== undefined) this.holdOff(after);
    if (response.status === 429)
      return { ok: false, error: { kind: 'rate-limited', message: 'arXiv asked us to slow down.' }, retry: true, retryAfterMs: after };
    if (response.status >= 500) {
      return {
        ok: false,
        error: { kind: 'unavailable', message: `arXiv is unavailable (HTTP ${response.status}).` },
        retry: true,
        retryAfterMs: after,
      };
    }
    const parsed = parseAtom(body, now());
    if (!parsed.ok) {
      const kind = parsed.error.kind === 'api-error' ? 'api-error' : 'bad-response';
      // A refused query stays refused; a cut-off or garbled answer may come through whole next time.
      return { ok: false, error: { kind, message: parsed.error.message }, retry: kind !== 'api-error' && response.status !== 400 };
    }
    if (!response.ok)
      return { ok: false, error: { kind: 'bad-response', message: `arXiv answered HTTP ${response.status}.` }, retry: false };
    const { feed } = parsed;
    // arXiv sometimes answers a page that should hold papers with none at all; asking again fixes it.
    const expected = Math.min(query.maxResults ?? 100, Math.max(0, feed.totalResults - (query.start ?? 0)));
    if (feed.entries.length === 0 && feed.skipped.length === 0 && expected > 0 && (query.idList?.length ?? 0) === 0) {
      return { ok: false, error: { kind: 'empty', message: 'arXiv answered an empty page.' }, retry: true };
    }
    return { ok: true, feed, retry: false };
  }
}
