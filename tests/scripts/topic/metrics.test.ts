import { describe, expect, it } from 'vitest';
import type { LabelledPaper } from '../../../scripts/topic/dataset';
import { averagePrecision } from '../../../scripts/topic/metrics';

const paper = (label: 0 | 1): LabelledPaper => ({
  input: { id: 'x', title: '', abstract: '' },
  label,
  kind: label ? 'positive' : 'other',
  checked: true,
});

describe('averagePrecision', () => {
  it('is 1 when every positive outranks every negative, whatever the scores', () => {
    expect(averagePrecision([paper(0), paper(1), paper(1)], [0.9, 0.95, 0.99])).toBe(1);
  });

  it('averages the precision at each positive: ranks 1 and 3 give (1 + 2/3) / 2', () => {
    expect(averagePrecision([paper(1), paper(0), paper(1)], [0.9, 0.8, 0.7])).toBeCloseTo(5 / 6);
  });

  it('is 0 without positives', () => {
    expect(averagePrecision([paper(0)], [0.5])).toBe(0);
  });
});
