import { describe, expect, it } from 'vitest';
import { foldRecords } from '../../../lib/library/twins';
import type { SavedRecord } from '../../../lib/paper/schema';

const record = (change: Partial<SavedRecord>): SavedRecord => ({
  paperId: '2604.11111',
  collectionIds: ['rl-for-llm-agents'],
  savedAt: 200,
  tags: [],
  note: '',
  read: false,
  ...change,
});

describe('foldRecords', () => {
  it('keeps everything the user wrote on either copy: collections, tags, notes, read, the first save', () => {
    const keep = record({ tags: ['credit'], note: 'Appendix B.', collectionIds: ['rl-for-llm-agents', 'reading-group'] });
    const drop = record({
      paperId: 'openreview:x',
      tags: ['iclr', 'credit'],
      note: 'Reviewers liked it.',
      read: true,
      savedAt: 100,
      collectionIds: ['thesis'],
    });
    expect(foldRecords(keep, drop)).toEqual({
      paperId: '2604.11111',
      collectionIds: ['rl-for-llm-agents', 'reading-group', 'thesis'],
      savedAt: 100,
      tags: ['credit', 'iclr'],
      note: 'Appendix B.\n\nReviewers liked it.',
      read: true,
    });
  });

  it('keeps the citation key the kept copy has, else takes its twin’s, so a document citing either still resolves', () => {
    expect(foldRecords(record({ citeKey: 'hu2026gui' }), record({ citeKey: 'hu2026guib' })).citeKey).toBe('hu2026gui');
    expect(foldRecords(record({}), record({ citeKey: 'hu2026guib' })).citeKey).toBe('hu2026guib');
  });
});
