/**
 * Finds many phrase patterns in one pass, fast enough for ≥ 20k papers/s. One big alternation tried at every word was
 * ~5k abstracts/s in V8; here each word is first looked up by its initial character and by the word itself: only words
 * that can begin some pattern (a cached test against the patterns' prefixes) run the sticky expression of that
 * character, so "and", "of" and "models" cost a map lookup instead of ~40 failed alternatives.
 *
 * Patterns use a subset of regular-expression syntax (literals, `\w \d \. \( \) \+`, classes, `(?: )` and `( )` groups,
 * `|`, the quantifiers `? * + {m,n}`, and lookbehinds `(?<= )` `(?<! )`). A lookbehind lets a phrase be found by its
 * rare word ("… with GRPO" is dispatched on "grpo", not on every "with"). A match must start after and end before a
 * non-[a-z0-9].
 */

import { firstChars, parse, prefixSource, toSource } from './pattern-syntax';
import type { WordSink } from './word-odds';
import { NO_CANDIDATES, UNKNOWN, WordTable } from './word-table';

/** Word characters for the match boundaries (as in the patterns' `(?<![a-z0-9])` / `(?![a-z0-9])`). */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/** One alternative of one pattern, ready to be tested against a word. */
interface Alternative {
  /** Position among all alternatives, to name a set of them. */
  id: number;
  /** Pattern number. */
  pattern: number;
  /** The alternative's source. */
  source: string;
  /** Accepts every prefix of the alternative's matches (a superset). */
  prefix: RegExp;
  /** Accepts exactly the alternative's matches. */
  whole: RegExp;
}

/**
 * The character code after a word as the cache keys it: itself if a pattern can continue with it (space - . + ( ) , '),
 * else '|', which no pattern uses, so "agent;" and "agent:" share one entry. Past the end of the text (NaN) is '|' too.
 * A pattern continuing a word with any other character must be added here.
 */
function keyCharCode(code: number): number {
  switch (code) {
    case 32:
    case 45:
    case 46:
    case 43:
    case 40:
    case 41:
    case 44:
    case 39:
      return code;
    default:
      return 124;
  }
}

/** What to try at a word: a sticky expression over the alternatives that can start there, and their pattern numbers. */
interface Candidates {
  expression: RegExp;
  patterns: number[];
}

function candidatesOf(alternatives: readonly Alternative[]): Candidates | null {
  if (alternatives.length === 0) return null;
  const patterns: number[] = [];
  const groups: string[] = [];
  for (const alternative of alternatives) {
    if (patterns[patterns.length - 1] === alternative.pattern) {
      groups[groups.length - 1] += `|${alternative.source}`;
    } else {
      patterns.push(alternative.pattern);
      groups.push(alternative.source);
    }
  }
  return { expression: new RegExp(`(?:${groups.map((group) => `(${group})`).join('|')})(?![a-z0-9])`, 'y'), patterns };
}

/** Receives each match: which pattern, where it starts, and the matched text. */
export type MatchHandler = (pattern: number, start: number, text: string) => void;

/** A compiled set of patterns. */
export interface PhraseScanner {
  /**
   * Calls `onMatch` for every match, in text order; at one position the lowest-numbered pattern wins. `words`, given,
   * receives every word's two hashes (word-odds.ts computes them alike) in the same pass.
   */
  scan(text: string, onMatch: MatchHandler, words?: WordSink): void;
}

/** Compiles patterns (index = pattern number) into a scanner. */
export function compilePhraseScanner(patterns: readonly string[]): PhraseScanner {
  const byChar = new Map<number, Alternative[]>();
  let alternativeCount = 0;
  patterns.forEach((source, pattern) => {
    const tree = parse(source);
    for (const alternative of tree.kind === 'choice' ? tree.options : [tree]) {
      const first = firstChars(alternative);
      if (first.empty) throw new Error(`pattern can match the empty string: ${source}`);
      const compiled: Alternative = {
        id: alternativeCount++,
        pattern,
        source: toSource(alternative),
        prefix: new RegExp(`^(?:${prefixSource(alternative)})$`),
        whole: new RegExp(`^(?:${toSource(alternative, false)})$`),
      };
      for (const char of first.chars) {
        const list = byChar.get(char.charCodeAt(0)) ?? [];
        list.push(compiled);
        byChar.set(char.charCodeAt(0), list);
      }
    }
  });
  // Characters that are not word characters ('-', '^', 'τ') start few patterns: try all of them there.
  const symbolCandidates: (Candidates | null | undefined)[] = [];
  for (const [code, list] of byChar) if (!isWordChar(code)) symbolCandidates[code] = candidatesOf(list);
  // The alternatives that can start with a word's first two characters (its second may be the character after it),
  // worked out when first needed: a new word is then tested against a handful of alternatives, not ~60.
  const byTwoChars = new Map<number, Alternative[]>();
  function alternativesStarting(key: string): Alternative[] {
    const pair = key.charCodeAt(0) * 0x10000 + key.charCodeAt(1);
    let list = byTwoChars.get(pair);
    if (list === undefined) {
      const start = key.slice(0, 2);
      const first = key.charAt(0);
      list = (byChar.get(key.charCodeAt(0)) ?? []).filter((alternative) => alternative.prefix.test(start) || alternative.whole.test(first));
      byTwoChars.set(pair, list);
    }
    return list;
  }
  const words = new WordTable();
  // Many words share one set of alternatives ("agent", "agents", "agentic" ...): one expression per distinct set.
  const candidateSets: Candidates[] = [];
  const setIndex = new Map<string, number>();

  // A match starting at a word either is that word or runs past it, taking the next character too: so the word plus
  // that character must be a prefix of the match, or the word the whole match. Only alternatives passing that test
  // go into the word's expression; this is worked out once per word and kept in `words`.
  function newWordCandidates(text: string, start: number, end: number, keyChar: number): number {
    const word = text.slice(start, end);
    const key = word + String.fromCharCode(keyChar);
    const alternatives = alternativesStarting(key).filter((alternative) => alternative.prefix.test(key) || alternative.whole.test(word));
    if (alternatives.length === 0) return NO_CANDIDATES;
    const signature = alternatives.map((alternative) => alternative.id).join(',');
    let index = setIndex.get(signature);
    if (index === undefined) {
      index = candidateSets.length;
      candidateSets.push(candidatesOf(alternatives) as Candidates);
      setIndex.set(signature, index);
    }
    return index;
  }

  function tryAt(text: string, start: number, candidates: Candidates | null | undefined, onMatch: MatchHandler): void {
    if (candidates === null || candidates === undefined) return;
    candidates.expression.lastIndex = start;
    const match = candidates.expression.exec(text);
    if (match === null) return;
    const group = match.findIndex((value, position) => position > 0 && value !== undefined);
    const pattern = candidates.patterns[group - 1];
    if (pattern !== undefined) onMatch(pattern, start, match[0]);
  }

  const startsSomething = new Uint8Array(128);
  for (const code of byChar.keys()) if (code < 128) startsSomething[code] = 1;

  return {
    scan(text, onMatch, wordSink) {
      let index = 0;
      let previousIsWord = false;
      while (index < text.length) {
        const code = text.charCodeAt(index);
        if (!isWordChar(code)) {
          if (!previousIsWord && code < symbolCandidates.length) tryAt(text, index, symbolCandidates[code], onMatch);
          previousIsWord = false;
          index += 1;
          continue;
        }
        // Two hashes of the word (word-odds.ts computes them alike) and its key character, kept within 30 bits.
        let first = code;
        let second = code ^ 0x2c9277b5;
        let end = index + 1;
        for (let next = text.charCodeAt(end); end < text.length && isWordChar(next); next = text.charCodeAt(end)) {
          first = (Math.imul(first, 31) + next) & 0x3fffffff;
          second = Math.imul(second ^ next, 0x01000193) & 0x3fffffff;
          end += 1;
        }
        if (wordSink !== undefined) wordSink.word(first, second);
        if (startsSomething[code] === 1) {
          const keyChar = keyCharCode(text.charCodeAt(end));
          first = (Math.imul(first, 31) + keyChar) & 0x3fffffff;
          second = Math.imul(second ^ keyChar, 0x01000193) & 0x3fffffff;
          let set = words.lookup(first, second);
          if (set === UNKNOWN) {
            set = newWordCandidates(text, index, end, keyChar);
            words.insert(first, second, set);
          }
          if (set !== NO_CANDIDATES) tryAt(text, index, candidateSets[set], onMatch);
        }
        previousIsWord = true;
        index = end;
      }
    },
  };
}
