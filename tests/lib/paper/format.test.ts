import { describe, expect, it } from 'vitest';
import { formatAuthors, formatDate } from '../../../lib/paper/format';

describe('formatDate', () => {
  it('reads like the topic page', () => {
    expect(formatDate('2026-05-27')).toBe('May 27, 2026');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate(undefined)).toBe('');
    // Not dates: a 13th month, a 31st of April, a timestamp.
    expect(formatDate('2026-13-01')).toBe('');
    expect(formatDate('2026-04-31')).toBe('');
    expect(formatDate('2026-04-30T10:00:00Z')).toBe('');
    expect(formatDate('2026-09-01')).toBe('Sep 1, 2026');
    expect(formatDate('2026-13-01')).toBe('');
  });
});

describe('formatAuthors', () => {
  it('shows three names then +N, like the topic page', () => {
    expect(formatAuthors(['Hongxiang Lin', 'Zhirui Kuai', 'Erpeng Xue', 'Lei Wang'])).toBe('Hongxiang Lin, Zhirui Kuai, Erpeng Xue +1');
    expect(formatAuthors(['Abhijit Kumar', 'Zoey Wu', 'Mohit Suley'])).toBe('Abhijit Kumar, Zoey Wu, Mohit Suley');
    expect(formatAuthors(['A'])).toBe('A');
    expect(formatAuthors([])).toBe('');
  });

  it('counts authors that were cut at storage', () => {
    expect(formatAuthors(['A', 'B', 'C', 'D'], 10_000)).toBe('A, B, C +9997');
  });
});
