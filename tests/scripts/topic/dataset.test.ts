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

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('wholeMonth (npm run eval:topic -- --whole-months DIR)', () => {
  it('gives every paper of the month’s listing, its pool labelled and the rest as unlabelled negatives', () => {
    dir = mkdtempSync(join(tmpdir(), 'whole-month-'));
    const lines = ['2603.00001', '2603.00002'].map((id) => JSON.stringify({ id, title: `Paper ${id}`, abstract: 'An abstract.' }));
    writeFileSync(join(dir, 'stream-2026-03.jsonl'), `${lines.join('\n')}\n`);
    const march: LabelledMonth = {
      month: '2026-03',
      labelled: [paper('2603.00001', 1)],
      background: [],
      summary: { papers: 2, labelled: 1, positives: 1, settled: 0, background: 0 },
    };
    expect(wholeMonth(dir, march).map((row) => [row.input.id, row.label, row.kind, row.checked])).toEqual([
      ['2603.00001', 1, 'positive', true],
      ['2603.00002', 0, 'unlabelled', false],
    ]);
  });
});
