import { describe, expect, it } from 'vitest';
import { FeedbackRecordSchema } from '../../../lib/store/feedback-record';

describe('FeedbackRecordSchema (feedback a backup brings in)', () => {
  const record = { paperId: '2604.27955', verdict: 'not-relevant', at: 1, text: 'GUI Agents with RL' };

  it('accepts what the feed records', () => {
    expect(FeedbackRecordSchema.safeParse(record).success).toBe(true);
    expect(FeedbackRecordSchema.safeParse({ ...record, verdict: 'relevant' }).success).toBe(true);
  });

  it('refuses an unknown verdict, a missing paper, and text beyond what the model learns from', () => {
    expect(FeedbackRecordSchema.safeParse({ ...record, verdict: 'maybe' }).success).toBe(false);
    expect(FeedbackRecordSchema.safeParse({ ...record, paperId: '' }).success).toBe(false);
    expect(FeedbackRecordSchema.safeParse({ ...record, text: 'x'.repeat(20_001) }).success).toBe(false);
    expect(FeedbackRecordSchema.safeParse({ ...record, at: '2026-05-01' }).success).toBe(false);
  });
});
