/**
 * What a citation key may hold (lib/export/citation-keys.ts makes them): the keys we make are lower-case letters and
 * digits; a stored or imported one may be no more than this, so it can never end the BibTeX entry it names, and it
 * ends in a letter or digit, so Pandoc's `@key` reads all of it. And who keeps a key two records claim.
 */

export const CITE_KEY = /^[A-Za-z0-9](?:[A-Za-z0-9_:.-]{0,98}[A-Za-z0-9])?$/;

/** Keys as BibTeX compares them: `Lin2026skillc` and `lin2026skillc` name one entry. */
export const keyFold = (key: string): string => key.toLowerCase();

interface Keyed {
  paperId: string;
  citeKey?: string;
}

/** The record without its citation key (another saved paper is cited by that key). */
export function withoutCiteKey<T extends Keyed>(record: T): Omit<T, 'citeKey'> {
  const { citeKey: _held, ...rest } = record;
  return rest;
}

/**
 * The records with their citation keys, each key kept by one paper (a key cites one paper): a paper in `held` (each
 * folded key a saved paper holds, and its id) keeps its key; of the records claiming one key, the lowest id keeps it,
 * as an export would give it; the others lose theirs (a new one comes with their next export).
 */
export function withFreeKeys<T extends Keyed>(records: readonly T[], held: ReadonlyMap<string, string>): (T | Omit<T, 'citeKey'>)[] {
  const holders = new Map(held);
  const byId = [...records.keys()].sort((a, b) => {
    const [x, y] = [(records[a] as T).paperId, (records[b] as T).paperId];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const kept: (T | Omit<T, 'citeKey'>)[] = [...records];
  for (const index of byId) {
    const record = records[index] as T;
    if (record.citeKey === undefined) continue;
    const key = keyFold(record.citeKey);
    const holder = holders.get(key);
    if (holder === undefined || holder === record.paperId) holders.set(key, record.paperId);
    else kept[index] = withoutCiteKey(record);
  }
  return kept;
}
