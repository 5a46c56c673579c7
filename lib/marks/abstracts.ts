/**
 * Titles and abstracts for the marks on listings that show none (arXiv's `recent` and `pastweek`): from the cache in
 * the database, else from one `id_list` request to the arXiv API through the shared client (which spaces requests
 * three seconds apart and never runs two at once, the feed's included), shared by every page asking for the same ids
 * meanwhile. Ids arXiv does not return are remembered for a few hours. Offline or on an error nothing is cached and the
 * marks stay as judged on the titles.
 */
import type { ArxivClient } from '../arxiv/client';
import { parseArxivId } from '../arxiv/id';
import type { FetchedAbstract, RadarDb } from '../store/db';

/** `2605.01234`, `hep-th/9901001`: an id as arXiv writes it, without a version. */
function isCanonicalArxivId(id: string): boolean {
  const parsed = parseArxivId(id);
  return parsed.ok && parsed.value.id === id && parsed.value.version === undefined;
}

/** Abstracts change rarely; a month keeps a listing seen again from asking arXiv again. */
export const ABSTRACT_CACHE_MS = 30 * 86_400_000;

export interface AbstractsOutcome {
  found: FetchedAbstract[];
  error?: string;
}

/** After arXiv failed to answer, listings are answered from the cache alone for this long (reloads included). */
export const ABSTRACT_PAUSE_MS = 5 * 60_000;

/** An id arXiv did not return (not announced in the API yet, withdrawn): not asked again for this long. */
export const ABSENT_CACHE_MS = 6 * 3_600_000;

/**
 * The requests under way, by id: a second tab of the same listing, or a reload while the first batch is on its way,
 * waits for that answer instead of queueing the same ids three seconds later.
 */
export type AbstractsInFlight = Map<string, Promise<AbstractsOutcome>>;

function isFresh(row: FetchedAbstract, now: number): boolean {
  return now - row.fetchedAt < (row.absent ? ABSENT_CACHE_MS : ABSTRACT_CACHE_MS);
}

/**
 * `pausedUntil` (epoch ms): while arXiv is down or busy, a listing of 2,000 entries would otherwise send ten batches,
 * each retried by the client, and again on every reload.
 */
export async function fetchAbstracts(
  db: RadarDb,
  client: ArxivClient,
  ids: readonly string[],
  now = Date.now(),
  pausedUntil = 0,
  inFlight: AbstractsInFlight = new Map(),
): Promise<AbstractsOutcome> {
  // Only canonical arXiv ids go into `id_list`: one malformed id makes arXiv refuse the whole request, and a comma
  // would smuggle in ids the page never showed.
  const unique = [...new Set(ids)].filter(isCanonicalArxivId);
  const shared = new Set<Promise<AbstractsOutcome>>();
  const mine: string[] = [];
  for (const id of unique) {
    const underWay = inFlight.get(id);
    if (underWay) shared.add(underWay);
    else mine.push(id);
  }
  // Claimed before the first await, so a page asking in the meantime waits for this answer rather than asking too;
  // each id on its own, so an id the cache holds is answered once the cache is read, not after arXiv answered the rest.
  // A cache that can't be read holds nothing: arXiv is asked. While paused nothing is claimed: this call asks arXiv
  // nothing, and a page asking once the pause is over must not be told it is paused.
  const read = freshRows(db, mine, now).catch(() => new Map<string, FetchedAbstract>());
  let settle: (outcome: AbstractsOutcome) => void = () => {};
  const asked = new Promise<AbstractsOutcome>((resolve) => {
    settle = resolve;
  });
  const claims = new Map<string, Promise<AbstractsOutcome>>();
  if (now >= pausedUntil) {
    for (const id of mine) {
      const claim = read.then((rows) => {
        const row = rows.get(id);
        return row ? { found: row.absent ? [] : [row] } : asked;
      });
      claims.set(id, claim);
      inFlight.set(id, claim);
    }
  }
  const release = (id: string) => {
    if (inFlight.get(id) === claims.get(id)) inFlight.delete(id);
  };
  const rows = await read;
  const cached = [...rows.values()];
  for (const id of rows.keys()) release(id);
  const missing = mine.filter((id) => !rows.has(id));
  try {
    settle(await ask(db, client, missing, now, pausedUntil));
  } catch (error) {
    // The page that asked is told as the pages sharing its request are; what the cache had still reaches it.
    settle({ found: [], error: error instanceof Error ? error.message : String(error) });
  } finally {
    for (const id of missing) release(id);
  }
  // Each distinct answer once: the ids of one request share its answer.
  const answers = new Set(await Promise.all([asked, ...shared]));
  // By id: a request shared with another page may carry an id this page found in the cache.
  const wanted = new Set(unique);
  const byId = new Map(cached.filter((row) => !row.absent).map((row) => [row.id, row]));
  for (const answer of answers) for (const row of answer.found) if (wanted.has(row.id) && !byId.has(row.id)) byId.set(row.id, row);
  const found = [...byId.values()];
  const error = [...answers].find((answer) => answer.error !== undefined)?.error;
  return error === undefined ? { found } : { found, error };
}

/** The cached rows of `ids` still fresh (found or absent), by id. */
async function freshRows(db: RadarDb, ids: readonly string[], now: number): Promise<Map<string, FetchedAbstract>> {
  if (ids.length === 0) return new Map();
  const rows = await db.abstracts.bulkGet([...ids]);
  return new Map(rows.filter((row): row is FetchedAbstract => row !== undefined && isFresh(row, now)).map((row) => [row.id, row]));
}

/** `ids`, none of them cached, from arXiv unless paused. */
async function ask(db: RadarDb, client: ArxivClient, ids: readonly string[], now: number, pausedUntil: number): Promise<AbstractsOutcome> {
  if (ids.length === 0) return { found: [] };
  if (now < pausedUntil) return { found: [], error: 'arXiv did not answer a moment ago.' };
  return askArxiv(db, client, ids, now);
}

/** One `id_list` request for `ids`; what it found is cached, and the ids it did not return are remembered as absent. */
async function askArxiv(db: RadarDb, client: ArxivClient, ids: readonly string[], now: number): Promise<AbstractsOutcome> {
  // Urgent: someone is looking at the listing; the feed's background pages can wait a turn.
  // Fresh: the database is this answer's cache; the client's own would hand an empty page back for hours.
  const result = await client.query({ idList: [...ids], maxResults: ids.length }, { urgent: true, fresh: true });
  if (!result.ok) return { found: [], error: result.error.message };
  const asked = new Set(ids);
  const fetched = result.feed.entries
    .filter((entry) => asked.has(entry.arxiv.id))
    .map((entry) => ({ id: entry.arxiv.id, title: entry.title, abstract: entry.abstract, fetchedAt: now }));
  const returned = new Set(fetched.map((row) => row.id));
  // An answer that says it found papers and holds none is one of arXiv's empty pages (the client retries those for
  // other queries, not for id_list): nothing is remembered as absent from it, so the next look asks again. One that
  // found nothing is believed: an id asked alone, six hours on, and still not in the API is remembered again.
  const emptyPage = result.feed.entries.length === 0 && result.feed.skipped.length === 0 && result.feed.totalResults > 0;
  const absent = (emptyPage ? [] : ids)
    .filter((id) => !returned.has(id))
    .map((id) => ({ id, title: '', abstract: '', fetchedAt: now, absent: true as const }));
  // A cache that can't be written (the disk full) costs the next look a request; this one still has its answer.
  await db
    .transaction('rw', db.abstracts, async () => {
      await db.abstracts
        .where('fetchedAt')
        .below(now - ABSTRACT_CACHE_MS)
        .delete();
      await db.abstracts.bulkPut([...fetched, ...absent]);
    })
    .catch(() => undefined);
  return { found: fetched };
}
