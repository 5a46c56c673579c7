/** How dates, author lists and counts read, as on the topic page ("May 27, 2026", "A, B, C +2", "3 papers"). */

/** One formatter for every row (building one per call costs more than the formatting): the topic page's form, in UTC. */
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date known to its month ("Jul 2023"); one known to its year is the year alone. */
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * `2026-05-27` → `May 27, 2026`; with the precision a reference file gave (Paper's `publishedPrecision`), `Jul 2023`
 * or `2023`; anything else → ''.
 */
export function formatDate(iso: string | undefined, precision?: 'year' | 'month'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC rolls a 13th month or a 31st of April over into the next: such a date is not a date.
  if (!new Date(time).toISOString().startsWith(`${year}-${month}-${day}`)) return '';
  return precision === 'year' ? year : (precision === 'month' ? MONTH : DATE).format(time);
}

/** First three names, then "+N" for the rest (counting authors cut at storage through `total`). */
export function formatAuthors(authors: readonly string[], total = authors.length, shown = 3): string {
  const head = authors.slice(0, shown).join(', ');
  const more = Math.max(total, authors.length) - Math.min(shown, authors.length);
  return more > 0 ? `${head} +${more}` : head;
}

/** "1 paper", "3 papers": a count as a status line says it (`many` for other nouns' plurals). */
export function counted(count: number, one = 'paper', many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
