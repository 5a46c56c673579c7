import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LabelledMonth, type LabelledPaper, wholeMonth } from '../../../scripts/topic/dataset';

const paper = (id: string, label: 0 | 1): LabelledPaper => ({
  input: { id, title: `Paper ${id}`, abstract: 'An abstract.' },
  label,
  kind: label === 1 ? 'positive' : 'other',
  checked: true,
});
const month = (name: string, labelled: LabelledPaper[]): LabelledMonth => ({
  month: name,
  labelled,
  background: [],
  summary: { papers: 0, labelled: labelled.length, positives: 0, settled: 0, background: 0 },
});

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('wholeMonth (npm run eval:topic -- --whole-months DIR)', () => {
  it('labels the pool, counts the rest as unlabelled, and leaves out a paper of an earlier month’s pool shown again', () => {
    dir = mkdtempSync(join(tmpdir(), 'whole-month-'));
    const lines = ['2603.00001', '2602.00009', '2603.00002'].map((id) =>
      JSON.stringify({ id, title: `Paper ${id}`, abstract: 'An abstract.' }),
    );
    writeFileSync(join(dir, 'stream-2026-03.jsonl'), `${lines.join('\n')}\n`);
    const february = month('2026-02', [paper('2602.00009', 1)]);
    const march = month('2026-03', [paper('2603.00001', 1)]);
    const papers = wholeMonth(dir, march, [february, march]);
    expect(papers.map((row) => [row.input.id, row.label, row.kind, row.checked])).toEqual([
      ['2603.00001', 1, 'positive', true],
      ['2603.00002', 0, 'unlabelled', false],
    ]);
  });
});
