import { describe, expect, it } from 'vitest';
import {
  after as afterContext,
  anyNumberOf,
  anyOf,
  anyWords,
  forms,
  notAfter,
  optional,
  wordFrom,
} from '../../../../lib/topic/concepts/phrases';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const found = (pattern: string, text: string) => new RegExp(pattern).exec(text)?.[0];

describe('phrase helpers', () => {
  it('anyOf and optional give one of the phrases, or also nothing', () => {
    expect(whole(`${anyOf(['to', 'with'])} tools`).test('with tools')).toBe(true);
    expect(whole(`${anyOf(['to', 'with'])} tools`).test(' tools')).toBe(false);
    expect(whole(`${optional(['the ', 'an? '])}agent`).test('agent')).toBe(true);
    expect(whole(`${optional(['the ', 'an? '])}agent`).test('an agent')).toBe(true);
  });

  it('forms gives a word with its endings, the stem alone only when an ending is empty', () => {
    const reinforce = whole(forms('reinforc', ['e', 'es', 'ed', 'ing']));
    expect(['reinforce', 'reinforces', 'reinforced', 'reinforcing'].every((word) => reinforce.test(word))).toBe(true);
    expect(reinforce.test('reinforc')).toBe(false);
    const avoid = whole(forms('avoid', ['', 's', 'ing']));
    expect(['avoid', 'avoids', 'avoiding'].every((word) => avoid.test(word))).toBe(true);
  });

  it('anyWords allows up to that many words, anyNumberOf any number of the given ones', () => {
    const upToTwo = whole(`by ${anyWords(2)}rl`);
    expect(upToTwo.test('by rl')).toBe(true);
    expect(upToTwo.test('by sequential multi-turn rl')).toBe(true);
    expect(upToTwo.test('by a b c rl')).toBe(false);
    const without = whole(`without ${anyNumberOf(['costly', 'online'])}rl`);
    expect(without.test('without costly online rl')).toBe(true);
    expect(without.test('without cheap rl')).toBe(false);
  });

  it('notAfter and wordFrom skip a phrase glued to what comes before', () => {
    expect(found(notAfter('self-', 'reinforcing'), 'a self-reinforcing loop')).toBeUndefined();
    expect(found(notAfter('self-', 'reinforcing'), 'reinforcing behaviour')).toBe('reinforcing');
    expect(found(wordFrom(['with']), 'forthwith')).toBeUndefined();
    expect(found(wordFrom(['with']), 'trained with')).toBe('with');
  });

  it('after finds the phrase only after its context, which is not part of the match', () => {
    expect(found(afterContext('with ', 'grpo'), 'trained with grpo')).toBe('grpo');
    expect(found(afterContext('with ', 'grpo'), 'grpo baselines')).toBeUndefined();
  });
});
