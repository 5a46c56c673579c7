/**
 * Titles and abstracts for the marks on listings that show none (arXiv's `recent` and `pastweek`): from the cache in
 * the database, else from one `id_list` request to the arXiv API through the shared client (which spaces requests
 * three seconds apart and never runs two at once, the feed's included). Offline or on an error nothing is cached and
 * the marks stay as judged on the titles.
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
): Promise<AbstractsOutcome> {
  // Only canonical arXiv ids go into `id_list`: one malformed id makes arXiv refuse the whole request, and a comma
  // would smuggle in ids the page never showed.
  const unique = [...new Set(ids)].filter(isCanonicalArxivId);
  const cached = (await db.abstracts.bulkGet(unique)).filter(
    (row): row is FetchedAbstract => row !== undefined && now - row.fetchedAt < ABSTRACT_CACHE_MS,
  );
  const known = new Set(cached.map((row) => row.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length === 0) return { found: cached };
  if (now < pausedUntil) return { found: cached, error: 'arXiv did not answer a moment ago.' };
  // Urgent: someone is looking at the listing; the feed's background pages can wait a turn.
  const result = await client.query({ idList: missing, maxResults: missing.length }, { urgent: true });
  if (!result.ok) return { found: cached, error: result.error.message };
  const asked = new Set(missing);
  const fetched = result.feed.entries
    .filter((entry) => asked.has(entry.arxiv.id))
    .map((entry) => ({ id: entry.arxiv.id, title: entry.title, abstract: entry.abstract, fetchedAt: now }));
  await db.transaction('rw', db.abstracts, async () => {
    await db.abstracts
      .where('fetchedAt')
      .below(now - ABSTRACT_CACHE_MS)
      .delete();
    await db.abstracts.bulkPut(fetched);
  });
  return { found: [...cached, ...fetched] };
}
