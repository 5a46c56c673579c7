import { describe, expect, it } from 'vitest';
import { cutText, foldText } from '../../../lib/judge/text';

describe('foldText', () => {
  it('puts the text on one line, controls as spaces, invisible characters gone', () => {
    expect(foldText('  a\r\n\tb\u0000c\u0085d  ')).toBe('a b c d');
    expect(foldText('ab\u200Bc\u00ADd\u202Ee\u2066f\uFEFF')).toBe('abcdef');
  });
});

describe('cutText', () => {
  it('leaves short text alone and cuts long text to the limit, mark included', () => {
    expect(cutText('abc', 3, '…')).toBe('abc');
    expect(cutText('abcdef', 4, '…')).toBe('abc…');
    expect(cutText('abcdef', 4)).toBe('abcd');
  });

  it('never leaves half a surrogate pair', () => {
    expect(cutText('a😀b', 2)).toBe('a');
    expect(cutText('a😀b', 3)).toBe('a😀');
  });
});
