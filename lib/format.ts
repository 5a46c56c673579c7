/** How dates and author lists read in rows, as on the topic page ("May 27, 2026", "A, B, C +2"). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-05-27` → `May 27, 2026`; anything else → ''. */
export function formatDate(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const name = MONTHS[Number(month) - 1];
  return name === undefined ? '' : `${name} ${Number(day)}, ${year}`;
}

/** First three names, then "+N" for the rest (counting authors cut at storage through `total`). */
export function formatAuthors(authors: readonly string[], total = authors.length, shown = 3): string {
  const head = authors.slice(0, shown).join(', ');
  const more = Math.max(total, authors.length) - Math.min(shown, authors.length);
  return more > 0 ? `${head} +${more}` : head;
}
