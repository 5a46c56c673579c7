/**
 * Builds a concept's phrases from word lists, so a concept reads as lists of words, not as one long alternation. Each
 * helper returns a regular-expression fragment in the subset phrase-scanner.ts reads; none adds a word boundary of its
 * own (the scanner puts one around every whole match).
 */

/** The names of RL itself, in most concepts that look for RL next to other words. */
export const RL = ['reinforcement learning', 'rl'] as const;

/** One of the phrases: `anyOf(['to', 'with'])` is `(?:to|with)`. */
export function anyOf(phrases: readonly string[]): string {
  return `(?:${phrases.join('|')})`;
}

/** One of the phrases or nothing: `optional(['the ', 'an? '])` is `(?:the |an? )?`. */
export function optional(phrases: readonly string[]): string {
  return `${anyOf(phrases)}?`;
}

/**
 * A word with its endings: `forms('reinforc', ['e', 'es', 'ed', 'ing'])` is `reinforc(?:e|es|ed|ing)`. An empty ending
 * lets the stem stand alone: `forms('avoid', ['', 's', 'ing'])` is `avoid(?:s|ing)?`.
 */
export function forms(stem: string, endings: readonly string[]): string {
  const nonEmpty = endings.filter((ending) => ending !== '');
  return nonEmpty.length === endings.length ? `${stem}${anyOf(endings)}` : `${stem}${optional(nonEmpty)}`;
}

/** Up to `count` words of any kind, each followed by a space: "by (sequential) RL", "for (asynchronous) RL". */
export function anyWords(count: number): string {
  return `(?:[a-z-]+ ){0,${count}}`;
}

/** Any number of the given words, each followed by a space: "without (costly) (online) RL". */
export function anyNumberOf(words: readonly string[]): string {
  return `(?:${anyOf(words)} )*`;
}

/** `phrase` where no `before` comes right before it: `notAfter('self-', 'reinforcing')` skips "self-reinforcing". */
export function notAfter(before: string, phrase: string): string {
  return `(?<!${before})${phrase}`;
}

/** One of the phrases as a whole word (no letter or digit right before it): the start of a context for `after`. */
export function wordFrom(phrases: readonly string[]): string {
  return notAfter('[a-z0-9]', anyOf(phrases));
}

/**
 * `phrase` only right after `context`, which is not part of the match: the phrase is then found at its own word ("… with
 * GRPO" at "grpo", not at every "with") and its evidence term is that word.
 */
export function after(context: string, phrase: string): string {
  return `(?<=${context})${phrase}`;
}
