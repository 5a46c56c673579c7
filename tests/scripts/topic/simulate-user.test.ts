import { describe, expect, it } from 'vitest';
import { announcementDays, DEV_PATH, readLabelled, readMonths } from '../../../scripts/topic/dataset';
import { DEFAULT_SETTINGS } from '../../../scripts/topic/fit';
import { simulateUser } from '../../../scripts/topic/simulate-user';

describe('simulateUser (npm run eval:topic -- --simulate-user)', () => {
  const results = simulateUser(readLabelled(DEV_PATH), readMonths(), DEFAULT_SETTINGS, announcementDays());

  it('teaches the per-user model with two weeks of saves and dismissals in each month from the third on', () => {
    expect(results.map((result) => result.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    for (const result of results) {
      expect(result.saved).toBeGreaterThan(10);
      expect(result.dismissed).toBeGreaterThan(5);
      expect(result.nearMisses.count).toBeGreaterThan(10);
    }
  });

  it('never lowers the feed’s precision or recall on the rest of the month', () => {
    for (const result of results) {
      expect(result.with.precision, result.month).toBeGreaterThanOrEqual(result.without.precision);
      expect(result.with.recall, result.month).toBeGreaterThanOrEqual(result.without.recall);
    }
  });
});
