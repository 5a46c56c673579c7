import { describe, expect, it } from 'vitest';
import { firstChars, parse, prefixSource, toSource } from '../../../lib/topic/pattern-syntax';

const whole = (source: string, withContext = true) => new RegExp(`^(?:${toSource(parse(source), withContext)})$`);
const starts = (source: string) => [...firstChars(parse(source)).chars].sort();

describe('parse and toSource', () => {
  it('prints back a pattern that matches what the original matches', () => {
    for (const [pattern, yes, no] of [
      ['policy gradients?', ['policy gradient', 'policy gradients'], ['policy gradientss', 'policy']],
      ['(?:multi|single)-turn', ['multi-turn', 'single-turn'], ['-turn', 'multiturn']],
      ['agents{0,1} (?:[a-z-]+ ){0,2}rl', ['agent rl', 'agents with online rl'], ['agent a b c rl']],
      ['[0-9]+b model', ['7b model', '70b model'], ['b model']],
    ] as const) {
      for (const text of yes) expect(whole(pattern).test(text), `${pattern} ~ ${text}`).toBe(true);
      for (const text of no) expect(whole(pattern).test(text), `${pattern} !~ ${text}`).toBe(false);
    }
  });

  it('reads . ^ $ as the characters themselves', () => {
    expect(whole('r1.5').test('r1.5')).toBe(true);
    expect(whole('r1.5').test('r1x5')).toBe(false);
  });

  it('keeps lookbehinds, or drops them to test a word out of its text', () => {
    const source = '(?<=with )grpo';
    expect(toSource(parse(source))).toContain('(?<=with )');
    expect(new RegExp(toSource(parse(source))).test('trained with grpo')).toBe(true);
    expect(new RegExp(toSource(parse(source))).test('plain grpo')).toBe(false);
    expect(whole(source, false).test('grpo')).toBe(true);
  });

  it('refuses what the scanner does not support: lookaheads and unbalanced groups', () => {
    expect(() => parse('rl(?=hf)')).toThrow(/lookaheads/);
    expect(() => parse('(?:rl')).toThrow(/unbalanced/);
    expect(() => parse('rl)')).toThrow(/unexpected/);
  });
});

describe('prefixSource', () => {
  it('accepts every prefix of a match, so a word cut at the end of a chunk is still considered', () => {
    const prefixes = new RegExp(`^(?:${prefixSource(parse('(?<=by )policy (?:optimi[sz]ation|gradients?)'))})$`);
    for (const prefix of ['', 'p', 'policy ', 'policy optimiz', 'policy gradients']) expect(prefixes.test(prefix), prefix).toBe(true);
    expect(prefixes.test('policy x')).toBe(false);
  });
});

describe('firstChars', () => {
  it('gives the characters a match can start with, past optional parts and lookbehinds', () => {
    expect(starts('(?:multi|single)-turn')).toEqual(['m', 's']);
    expect(starts('(?:the )?agent')).toEqual(['a', 't']);
    expect(starts('(?<=with )grpo')).toEqual(['g']);
    expect(starts('[0-9]+b')).toEqual([...'0123456789']);
  });

  it('says when a pattern can match nothing at all', () => {
    expect(firstChars(parse('(?:an? )?')).empty).toBe(true);
    expect(firstChars(parse('agents?')).empty).toBe(false);
  });
});
