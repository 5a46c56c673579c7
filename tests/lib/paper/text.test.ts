import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWhitespace } from '../../../lib/paper/text';

describe('foldWhitespace', () => {
  it.each([
    ['  Agentic\n  RL\t for\u00a0LLMs ', 'Agentic RL for LLMs'],
    ['already folded', 'already folded'],
    ['two  spaces', 'two spaces'],
    [' leading', 'leading'],
    ['trailing ', 'trailing'],
    ['\u2028', ''],
  ])('folds %j to %j', (input, expected) => {
    expect(foldWhitespace(input)).toBe(expected);
  });

  it('gives what a full fold gives, for any text (its shortcut for folded text changes nothing)', () => {
    const whitespace = fc.constantFrom(' ', '  ', '\n', '\t', '\u00a0', '\r\n', '\u2009');
    const text = fc.array(fc.oneof(fc.string(), whitespace)).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        expect(foldWhitespace(input)).toBe(input.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
