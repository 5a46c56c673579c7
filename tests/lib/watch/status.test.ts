import { describe, expect, it } from 'vitest';
import { paperStatusMark } from '../../../lib/watch/status';

describe('the mark on a saved paper’s row', () => {
  it('names the latest version and the venue, or the withdrawal', () => {
    expect(paperStatusMark({ version: 3, journalRef: 'Published as a conference paper at ICLR 2026' })).toBe('v3 · Published: ICLR 2026');
    expect(paperStatusMark({ version: 1, doi: '10.1234/x' })).toBe('Published');
    expect(paperStatusMark({ version: 2, withdrawn: true, journalRef: 'ICLR 2026' })).toBe('v2 · Withdrawn');
    expect(paperStatusMark({ version: 4 })).toBe('v4');
  });

  it('says nothing of a first version still a preprint', () => {
    expect(paperStatusMark({ version: 1 })).toBeUndefined();
    expect(paperStatusMark({})).toBeUndefined();
  });
});
