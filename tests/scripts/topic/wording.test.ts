import { describe, expect, it } from 'vitest';
import { detectConcepts } from '../../../lib/topic/features';
import { WordOdds } from '../../../lib/topic/word-odds';
import { WORDING_TABLE } from '../../../lib/topic/wording-table';
import { DEV_PATH, type LabelledPaper, readLabelled } from '../../../scripts/topic/dataset';
import { fitWordOdds, foldOf, oddsTable, stackWording, type WordingRow, wordingOf, wordingValue } from '../../../scripts/topic/wording';

function row(id: string, label: 0 | 1, abstract: string, checked = true): WordingRow {
  const paper: LabelledPaper = { input: { id, title: '', abstract }, label, kind: label === 1 ? 'positive' : 'other', checked };
  return { paper, wording: wordingOf(paper.input), vector: new Float64Array(3) };
}

describe('wordingOf', () => {
  it('splits the normalised title and abstract into words and adjacent pairs, each once', () => {
    const wording = wordingOf({ title: 'Multi-Turn RL', abstract: 'Agents\\textbf{ learn} multi-turn.' });
    expect(wording.words).toBe(7);
    expect(wording.terms).toEqual(
      expect.arrayContaining(['multi', 'turn', 'rl', 'agents', 'learn', 'multi turn', 'turn rl', 'rl agents', 'agents learn']),
    );
    expect(wording.terms.filter((term) => term === 'multi turn')).toHaveLength(1);
  });
});

describe('fitWordOdds', () => {
  const rows = [
    row('1', 1, 'agentic rollouts with rewards'),
    row('2', 1, 'agentic rollouts in web tasks'),
    row('3', 1, 'agentic rollouts and tools'),
    row('4', 0, 'a survey of prompting'),
    row('5', 0, 'a survey of benchmarks'),
    row('6', 0, 'a survey of tools'),
  ];

  it('gives words of papers in the topic a positive ratio, words of papers out a negative one, and skips rare words', () => {
    const odds = fitWordOdds(rows);
    expect(odds.get('agentic')).toBeGreaterThan(0);
    expect(odds.get('agentic rollouts')).toBeGreaterThan(0);
    expect(odds.get('survey')).toBeLessThan(0);
    // In two papers only.
    expect(odds.has('tools')).toBe(false);
  });

  it('keeps the strongest terms when told how many', () => {
    const all = fitWordOdds(rows);
    const two = fitWordOdds(rows, 2);
    const strongest = [...all.values()].map(Math.abs).sort((a, b) => b - a);
    expect(two.size).toBe(2);
    expect([...two.values()].map(Math.abs)).toEqual(strongest.slice(0, 2));
  });

  it('round-trips through the extension’s table', () => {
    const odds = fitWordOdds(rows);
    const table = new WordOdds(oddsTable(odds));
    const input = { title: 'Agentic rollouts', abstract: 'A survey of agentic tools.' };
    table.start();
    detectConcepts(input, table);
    expect(table.value()).not.toBe(0);
    expect(table.value()).toBeCloseTo(wordingValue(odds, wordingOf(input)), 12);
  });
});

describe('stackWording', () => {
  const rows = Array.from({ length: 40 }, (_, index) =>
    row(`p${index}`, index % 2 === 0 ? 1 : 0, index % 2 === 0 ? 'agentic rollouts with rewards' : 'a survey of prompting'),
  );

  it('reads each labelled row with ratios fitted without its fold, so no row sees its own label', () => {
    const { rows: stacked, odds } = stackWording(rows, 100);
    expect(odds).toEqual(fitWordOdds(rows, 100));
    rows.forEach((example, index) => {
      const without = fitWordOdds(
        rows.filter((other) => foldOf(other.paper.input.id) !== foldOf(example.paper.input.id)),
        100,
      );
      expect(stacked[index]?.[2]).toBeCloseTo(wordingValue(without, example.wording), 12);
    });
  });

  it('reads unlabelled rows with the ratios of every labelled row, and leaves the input at 0 when told to keep no term', () => {
    const unlabelled = row('u1', 0, 'agentic rollouts', false);
    const { rows: stacked, odds } = stackWording([...rows, unlabelled], 100);
    expect(stacked.at(-1)?.[2]).toBeCloseTo(wordingValue(odds, unlabelled.wording), 12);
    expect(stackWording(rows, 0).rows.every((vector) => vector[2] === 0)).toBe(true);
  });
});

describe('the shipped wording table', () => {
  it('gives every dev paper the value the offline fit gives it, so the weights fitted offline fit what the extension reads', () => {
    const odds = new Map(
      WORDING_TABLE.split('\n')
        .filter((line) => line !== '')
        .map((line) => [line.slice(line.indexOf(' ') + 1), Number(line.slice(0, line.indexOf(' ')))] as const),
    );
    const table = new WordOdds(WORDING_TABLE);
    const papers = readLabelled(DEV_PATH);
    expect(odds.size).toBeGreaterThan(1000);
    for (const paper of papers) {
      table.start();
      detectConcepts(paper.input, table);
      expect(table.value(), paper.input.id).toBeCloseTo(wordingValue(odds, wordingOf(paper.input)), 9);
    }
  });
});
