/**
 * A URL part with its percent-escapes decoded, or as written when they are malformed (`%`, `%E0%A4%A`): pages and
 * pasted links may hold anything, and `decodeURIComponent` throws on those.
 */
export function safeDecode(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
