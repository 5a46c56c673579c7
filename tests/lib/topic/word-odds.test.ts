import { describe, expect, it } from 'vitest';
import { compilePhraseScanner } from '../../../lib/topic/phrase-scanner';
import { termHashes, WordOdds, type WordSink } from '../../../lib/topic/word-odds';

const SCANNER = compilePhraseScanner(['agents?']);

/** Scans text as classify does, the sink reading its words. */
function scan(text: string, sink: WordSink): void {
  SCANNER.scan(text, () => {}, sink);
}

function wordingOf(odds: WordOdds, text: string): number {
  odds.start();
  scan(text, odds);
  return odds.value();
}

describe('termHashes', () => {
  it('hashes each word as the phrase scan does, so the table built offline finds the words the scan reads', () => {
    const text = 'multi-turn rl agents (webarena, τ-bench) reach 92.5% with grpo_v2';
    const seen: [number, number][] = [];
    scan(text, { word: (first, second) => seen.push([first, second]) });
    const words = text.split(/[^a-z0-9]+/).filter((word) => word !== '');
    expect(seen).toEqual(words.map((word) => termHashes(word)));
  });

  it('gives a word pair hashes of its own, unlike either word or the pair the other way round', () => {
    const pair = termHashes('multi turn');
    expect([termHashes('multi'), termHashes('turn'), termHashes('turn multi')]).not.toContainEqual(pair);
  });
});

describe('WordOdds', () => {
  const table = ['2 multi turn', '1 reinforcement', '-1.5 survey', '0.5 agents'].join('\n');

  it('sums the known words and pairs once each, over the root of the word count', () => {
    const odds = new WordOdds(table);
    // Words: multi, turn, reinforcement, reinforcement, survey, of, agents → 7; known: "multi turn", reinforcement,
    // survey, agents (reinforcement counted once).
    expect(wordingOf(odds, 'multi-turn reinforcement reinforcement survey of agents')).toBeCloseTo((2 + 1 - 1.5 + 0.5) / Math.sqrt(7), 12);
  });

  it('forgets the last paper when the next starts', () => {
    const odds = new WordOdds(table);
    wordingOf(odds, 'multi-turn survey');
    expect(wordingOf(odds, 'reinforcement')).toBeCloseTo(1, 12);
    expect(odds.strongestTerms(-1, 3)).toEqual([]);
  });

  it('is 0 for a text without words, and for any text with an empty table', () => {
    expect(wordingOf(new WordOdds(table), ' | ')).toBe(0);
    expect(wordingOf(new WordOdds(''), 'multi-turn reinforcement')).toBe(0);
  });

  it('names the strongest terms on each side, strongest first', () => {
    const odds = new WordOdds(table);
    wordingOf(odds, 'agents survey with reinforcement over multi-turn tasks');
    expect(odds.strongestTerms(1, 2)).toEqual(['multi turn', 'reinforcement']);
    expect(odds.strongestTerms(1, 5)).toEqual(['multi turn', 'reinforcement', 'agents']);
    expect(odds.strongestTerms(-1, 3)).toEqual(['survey']);
  });

  it('counts a term with a function word but does not name it', () => {
    const odds = new WordOdds(['3 and webshop', '1 webshop'].join('\n'));
    expect(wordingOf(odds, 'webarena and webshop')).toBeCloseTo(4 / Math.sqrt(3), 12);
    expect(odds.strongestTerms(1, 3)).toEqual(['webshop']);
  });

  it('reads thousands of terms without confusing them', () => {
    const terms = Array.from({ length: 5000 }, (_, index) => `w${index}`);
    const odds = new WordOdds(terms.map((term, index) => `${index % 7} ${term}`).join('\n'));
    expect(wordingOf(odds, 'w6 w13 w4999 w5000')).toBeCloseTo((6 + 6 + (4999 % 7)) / 2, 12);
  });
});
