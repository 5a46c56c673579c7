import { describe, expect, it } from 'vitest';
import { newSince, parseFeedState, parseFeedTotals } from '../../../lib/feed/state';

describe('parseFeedState', () => {
  it('reads the stored sync state', () => {
    const state = { lastAttemptAt: 2, lastSuccessAt: 1, lastError: 'arXiv is busy', offline: false, newestPublished: '2026-04-30' };
    expect(parseFeedState(state)).toEqual(state);
  });

  it('treats a missing or damaged state as a feed never synced, so the next sync starts afresh', () => {
    expect(parseFeedState(undefined)).toEqual({});
    expect(parseFeedState(null)).toEqual({});
    expect(parseFeedState({ lastSuccessAt: 'yesterday' })).toEqual({});
    expect(parseFeedState('broken')).toEqual({});
  });
});

describe('parseFeedTotals', () => {
  it('reads the day’s count of all new papers, and nothing from a damaged one', () => {
    expect(parseFeedTotals({ day: '2026-04-30', lastFourWeeks: 41_000 })).toEqual({ day: '2026-04-30', lastFourWeeks: 41_000 });
    expect(parseFeedTotals({ day: '2026-04-30' })).toBeUndefined();
    expect(parseFeedTotals(undefined)).toBeUndefined();
  });
});

describe('newSince', () => {
  it('is the popup’s last opening, but never before the first backfill finished, nor while it runs', () => {
    expect(newSince(2_000, { backfilledAt: 1_000 })).toBe(2_000);
    expect(newSince(500, { backfilledAt: 1_000 })).toBe(1_000);
    expect(newSince(undefined, { backfilledAt: 1_000 })).toBe(1_000);
    expect(newSince('garbage', { backfilledAt: 1_000 })).toBe(1_000);
    expect(newSince(2_000, {})).toBe(Number.POSITIVE_INFINITY);
  });
});
