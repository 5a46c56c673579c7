/**
 * A fixed sample of a month's unlabelled papers: the same papers on every run and machine (chosen by a hash of the id,
 * not by order or a random seed), so the data and the model trained on it are reproducible.
 */

/** Unlabelled papers kept per month: enough to teach the model how rare the topic is in a real month. */
export const BACKGROUND_PER_MONTH = 400;

/** FNV-1a over the id's UTF-16 code units: cheap, stable and well spread for arXiv ids. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The `count` rows with the smallest id hashes, in id order. */
export function backgroundSample<T extends { id: string }>(rows: readonly T[], count: number): T[] {
  return [...rows]
    .sort((a, b) => idHash(a.id) - idHash(b.id) || (a.id < b.id ? -1 : 1))
    .slice(0, count)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
