import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classify } from '../../../lib/topic/classifier';
import { DEV_PATH, type LabelledPaper, readLabelled, readMonths } from '../../../scripts/topic/dataset';
import { score } from '../../../scripts/topic/metrics';
import { trainTopicModel } from '../../../scripts/topic/train';

/** The shipped model's verdicts on every paper of a labelled file, scored as `npm run eval:topic` scores them. */
function shippedModelOn(papers: readonly LabelledPaper[], titlesOnly = false) {
  return score(
    papers,
    papers.map((paper) => classify(titlesOnly ? { ...paper.input, abstract: '' } : paper.input).inTopic),
  );
}

// The hand-labelled dev set lives in the project (data/topic/dev.jsonl; provenance in data/topic/README.md).
describe('the shipped model on the dev set', () => {
  const papers = readLabelled(DEV_PATH);
  const scores = shippedModelOn(papers);

  it('reaches F1 ≥ 0.97', () => {
    expect(papers.length).toBe(456);
    expect(scores.f1).toBeGreaterThanOrEqual(0.97);
  });

  it('still reaches F1 ≥ 0.9 from titles alone (papers listed without an abstract)', () => {
    expect(shippedModelOn(papers, true).f1).toBeGreaterThanOrEqual(0.9);
  });

  it.each(['hard-reasoning', 'hard-agent-no-rl', 'hard-rl-no-llm', 'hard-alignment', 'easy'])(
    'accepts at most 5%% of %s papers',
    (kind) => {
      const rate = scores.kinds[kind];
      expect(rate?.total).toBeGreaterThan(0);
      expect(rate?.rate).toBeLessThanOrEqual(0.05);
    },
  );
});

describe('the labelled months in the project', () => {
  const months = readMonths();

  it('hold every labelled paper of January–May 2026 with its text, label and kind', () => {
    expect(months.map((month) => [month.month, month.labelled.length])).toEqual([
      ['2026-01', 159],
      ['2026-02', 214],
      ['2026-03', 258],
      ['2026-04', 284],
      ['2026-05', 606],
    ]);
    const labelled = months.flatMap((month) => month.labelled);
    expect(labelled.filter((paper) => paper.label === 1)).toHaveLength(529);
    for (const paper of labelled) {
      expect(paper.checked).toBe(true);
      expect(paper.input.title.length).toBeGreaterThan(5);
      expect(paper.input.abstract.length).toBeGreaterThan(100);
      expect(['positive', 'agent-no-rl', 'reasoning', 'rl-no-llm', 'alignment', 'other']).toContain(paper.kind);
    }
  });

  it('hold the labels added to the pools since (labels-added.tsv), each in its month with the label it was given', () => {
    const [header, ...rows] = readFileSync(new URL('../../../data/topic/labels-added.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(header).toBe('id\tmonth\tlabel\tkind\thow');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [id, month, label, kind] = row.split('\t');
      const paper = months.find((candidate) => candidate.month === month)?.labelled.find((candidate) => candidate.input.id === id);
      expect(paper, id).toMatchObject({ label: Number(label), kind });
    }
  });

  it('keep each month’s background sample apart from its labelled pool', () => {
    for (const month of months) {
      const pool = new Set(month.labelled.map((paper) => paper.input.id));
      expect(month.background).toHaveLength(month.summary.background);
      expect(month.background.every((paper) => !paper.checked && !pool.has(paper.input.id))).toBe(true);
    }
  });
});

describe('npm run train:topic', () => {
  it('rebuilds the shipped model and its word ratios exactly from the project alone (training is deterministic)', () => {
    const read = (file: string) => readFileSync(new URL(`../../../lib/topic/${file}`, import.meta.url), 'utf8');
    const { model, wording } = trainTopicModel();
    expect(model).toBe(read('model.ts'));
    expect(wording).toBe(read('wording-table.ts'));
  }, 60_000);
});
