/**
 * Untrusted text made safe to embed (a paper in the prompt) or to show (a model's reason): one line, no control
 * characters, no invisible ones (bidi overrides, zero-width spaces) that could make it read as something else, and a
 * hard length cap.
 */

/** C0/C1 controls, newlines included: each becomes a space. */
const CONTROLS = /\p{Cc}/gu;
/** Invisible format characters (zero-width spaces and joiners, soft hyphens, bidi marks, overrides, isolates): gone. */
const INVISIBLE = /\p{Cf}/gu;

/** The text on one line: controls become spaces, invisible characters go, whitespace runs fold to one space. */
export function foldText(text: string): string {
  return text.replace(INVISIBLE, '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** At most `max` UTF-16 units, never ending in half a surrogate pair; `mark` (e.g. "…") counts towards `max`. */
export function cutText(text: string, max: number, mark = ''): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - mark.length);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut) + mark;
}

/**
 * A short fingerprint of a text (FNV-1a, 32 bits, hex): a paper's verdict is cached under its title and abstract too,
 * so a revised abstract is judged again.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
