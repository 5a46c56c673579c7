import { describe, expect, it } from 'vitest';
import { changeText, computeStats, coveredFrom, shareText, statsLine } from '../../../lib/topic/stats';

const NOW = Date.UTC(2026, 4, 28, 12);
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString().slice(0, 10);

describe('trend stats', () => {
  it('reproduces the topic page’s line', () => {
    const dates = [...Array(134).fill(daysAgo(3)), ...Array(56).fill(daysAgo(40)), ...Array(426).fill(daysAgo(200))];
    const stats = computeStats(dates, NOW, 16_750);
    expect(statsLine(stats)).toBe(
      '616 papers · 134 papers in the last four weeks, up 139% on the four weeks before · 0.8% of all new papers',
    );
  });

  it.each([
    [134, 56, 'up 139%'],
    [44, 50, 'down 12%'],
    [50, 50, 'no change'],
    [1000, 999, 'no change'],
    [5, 0, 'none in the four weeks before'],
    [0, 0, 'no change'],
    [0, 7, 'down 100%'],
    // Halves round away from zero both ways: a 2.5% fall reads like a 2.5% rise, not a point smaller.
    [41, 40, 'up 3%'],
    [39, 40, 'down 3%'],
    [101, 200, 'down 50%'],
  ])('%i against %i reads "%s"', (current, previous, text) => expect(changeText(current, previous)).toBe(text));

  it('rounds shares to one decimal and never shows a real share as 0.0%', () => {
    expect(shareText(0.8)).toBe('0.8%');
    expect(shareText(0.04)).toBe('<0.1%');
    expect(shareText(0)).toBe('0.0%');
    expect(shareText(12.345)).toBe('12.3%');
  });

  it('leaves the share out when all-new-papers counts are unknown, and handles no data', () => {
    expect(statsLine(computeStats([], NOW))).toBe('0 papers · 0 papers in the last four weeks, no change');
    expect(statsLine(computeStats([daysAgo(1)], NOW))).toBe('1 paper · 1 paper in the last four weeks, none in the four weeks before');
  });

  it('counts twelve weeks for the chart, oldest first, ignoring bad and future dates', () => {
    const stats = computeStats([daysAgo(0), daysAgo(6), daysAgo(8), daysAgo(83), daysAgo(84), daysAgo(-5), 'garbage'], NOW);
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly[11]).toBe(2);
    expect(stats.weekly[10]).toBe(1);
    expect(stats.weekly[0]).toBe(1);
    expect(stats.weekly.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('counts whole UTC days: the same at any hour, today’s papers in the chart too, and bad dates in no count', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    const dates = ['2026-03-10', '2026-03-10', '2026-03-11', '2026-03-09', '2026-02-11', '2026-02-10', 'garbage', ''];
    const morning = computeStats(dates, day('2026-03-10') + 6 * 3_600_000);
    const evening = computeStats(dates, day('2026-03-10') + 18 * 3_600_000);
    expect(morning).toEqual(evening);
    // 2026-02-11 is day 27 (in the last four weeks), 2026-02-10 day 28 (the four before); tomorrow's counts as today.
    expect(morning).toMatchObject({ total: 6, lastFourWeeks: 5, previousFourWeeks: 1 });
    expect(morning.weekly[11]).toBe(4);
    expect(morning.weekly.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('claims no trend and charts no week before the feed has fetched both windows', () => {
    // A first sync still running (or cut off) has the newest pages only: 30 papers of the last days, none older.
    const fetching = computeStats(Array(30).fill(daysAgo(2)), NOW, 16_750, coveredFrom(undefined));
    expect(statsLine(fetching)).toBe('30 papers so far · the trend shows once eight weeks are fetched');
    expect(fetching.weekly).toEqual([]);
  });

  it('charts only the weeks the backfill covers whole: eight, not twelve with four empty, in the first month', () => {
    const dates = [...Array(134).fill(daysAgo(3)), ...Array(56).fill(daysAgo(40))];
    const stats = computeStats(dates, NOW, 16_750, coveredFrom(NOW - 2 * 86_400_000));
    expect(stats.weekly).toHaveLength(8);
    expect(stats.weekly.reduce((a, b) => a + b, 0)).toBe(190);
    expect(statsLine(stats)).toBe(
      '190 papers · 134 papers in the last four weeks, up 139% on the four weeks before · 0.8% of all new papers',
    );
    // Backfilled at 00:01 UTC: the first of the 56 days is only partly fetched, and the trend still stands.
    const early = Date.UTC(2026, 4, 28, 0, 1);
    expect(computeStats(dates, early, undefined, coveredFrom(early)).trendKnown).toBe(true);
    expect(computeStats(dates, NOW, undefined, coveredFrom(NOW - 40 * 86_400_000)).weekly).toHaveLength(12);
  });
});
