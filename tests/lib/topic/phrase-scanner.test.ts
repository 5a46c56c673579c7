import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../lib/topic/concepts';
import { compilePhraseScanner } from '../../../lib/topic/phrase-scanner';

type Found = [pattern: number, start: number, text: string];

/** The slow, obvious reading of the same rule: one alternation tried at every word start, first pattern winning. */
function reference(patterns: readonly string[], text: string): Found[] {
  const all = new RegExp(`(?<![a-z0-9])(?:${patterns.map((pattern) => `(${pattern})`).join('|')})(?![a-z0-9])`, 'g');
  const found: Found[] = [];
  for (let match = all.exec(text); match !== null; match = all.exec(text)) {
    found.push([match.findIndex((group, index) => index > 0 && group !== undefined) - 1, match.index, match[0]]);
    all.lastIndex = match.index + 1;
  }
  return found;
}

function scanned(patterns: readonly string[], text: string): Found[] {
  const found: Found[] = [];
  compilePhraseScanner(patterns).scan(text, (pattern, start, matched) => found.push([pattern, start, matched]));
  return found;
}

describe('compilePhraseScanner', () => {
  it('finds words, phrases, optional parts and lookbehinds', () => {
    const patterns = ['agents?', 'multi-?turn', '(?<=with )grpo', 'large language models?', 'rl'];
    expect(scanned(patterns, 'LLM agents trained with grpo; multi-turn rl and multiturn RL-based; agentic.'.toLowerCase())).toEqual([
      [0, 4, 'agents'],
      [2, 24, 'grpo'],
      [1, 30, 'multi-turn'],
      [4, 41, 'rl'],
      [1, 48, 'multiturn'],
      [4, 58, 'rl'],
    ]);
  });

  it('rejects patterns it cannot handle', () => {
    expect(() => compilePhraseScanner(['a(?=b)'])).toThrow(/lookahead/);
    expect(() => compilePhraseScanner(['x?'])).toThrow(/empty/);
  });

  // The scanner skips words by a cached prefix test: check on random text built from the concepts' own words that
  // it never misses or invents a match the plain expression finds.
  it('agrees with one plain regular expression on text made of the concepts’ words', () => {
    const patterns = CONCEPTS.map((concept) => concept.pattern);
    const words = [
      ...new Set(
        patterns
          .join(' ')
          .split(/[^a-z0-9-]+/)
          .filter((word) => word.length > 1),
      ),
    ];
    const separators = [' ', ' ', ' ', '-', ', ', '. ', ' (', ') ', '\n'];
    const text = fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...words), fc.constantFrom('the', 'a', 'with', 'we', 'of')), fc.constantFrom(...separators)),
        {
          maxLength: 60,
        },
      )
      .map((parts) => parts.map(([word, separator]) => word + separator).join(''));
    const scanner = compilePhraseScanner(patterns);
    fc.assert(
      fc.property(text, (input) => {
        const found: Found[] = [];
        scanner.scan(input, (pattern, start, matched) => found.push([pattern, start, matched]));
        expect(found).toEqual(reference(patterns, input));
      }),
      { numRuns: 300 },
    );
  });
});
