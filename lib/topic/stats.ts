/**
 * The field's trend, computed like the topic page: "616 papers · 134 papers in the last four weeks, up 139% on the
 * four weeks before · 0.8% of all new papers", and weekly counts for the chart.
 */

const DAY = 86_400_000;

/** The two four-week windows the trend compares: the feed's first sync fetches this far back (lib/feed/sync.ts). */
export const TREND_DAYS = 56;

/**
 * From when the store holds every paper of the topic, for a feed state: its backfill's reach once the first sync
 * finished it, nothing before (a first sync still running, or cut off, has only its newest pages).
 */
export function coveredFrom(backfilledAt: number | undefined): number {
  return backfilledAt === undefined ? Number.POSITIVE_INFINITY : backfilledAt - TREND_DAYS * DAY;
}

export interface TopicStats {
  /** Papers in the topic, all stored. */
  total: number;
  /** Submitted in the last 28 days. */
  lastFourWeeks: number;
  /** Submitted in the 28 days before those. */
  previousFourWeeks: number;
  /** Percent of all new arXiv papers in the last four weeks, when that count is known. */
  sharePercent?: number;
  /**
   * Papers per week, oldest first, the last entry being the current week: 12 entries, or only the weeks the store
   * covers whole (none before the first backfill ends), so a week not fetched never shows as a week without papers.
   */
  weekly: number[];
  /** Both four-week windows are covered whole, so the change between them is the field's, not the fetching's. */
  trendKnown: boolean;
}

/**
 * Counts papers by their `YYYY-MM-DD` submission date, in whole UTC days before `now`'s (today is day 0; a date a day
 * ahead, as arXiv's dates can be for a reader west of UTC, counts as today): the last four weeks are days 0–27 at any
 * hour, and each week of the chart seven days. Dates that do not read as dates count nowhere, the total included.
 * `since` is when the stored papers start being complete (`coveredFrom`): the days before it are not compared or charted.
 */
export function computeStats(
  published: readonly string[],
  now: number,
  allNewLastFourWeeks?: number,
  since = Number.NEGATIVE_INFINITY,
): TopicStats {
  const today = Math.floor(now / DAY);
  // Whole days covered, today included: the day `since` falls in is only partly fetched.
  const coveredDays = today - Math.floor(since / DAY);
  const weekly = new Array<number>(Math.max(0, Math.min(12, Math.floor(coveredDays / 7)))).fill(0);
  let total = 0;
  let lastFourWeeks = 0;
  let previousFourWeeks = 0;
  for (const date of published) {
    const time = Date.parse(`${date}T00:00:00Z`);
    if (!Number.isFinite(time)) continue;
    const ageDays = today - Math.floor(time / DAY);
    if (ageDays < -1) continue;
    total++;
    const age = Math.max(0, ageDays);
    if (age < 28) lastFourWeeks++;
    else if (age < 56) previousFourWeeks++;
    const week = Math.floor(age / 7);
    if (week < weekly.length) weekly[weekly.length - 1 - week] = (weekly[weekly.length - 1 - week] ?? 0) + 1;
  }
  const stats: TopicStats = { total, lastFourWeeks, previousFourWeeks, weekly, trendKnown: coveredDays >= TREND_DAYS };
  if (allNewLastFourWeeks !== undefined && allNewLastFourWeeks > 0) stats.sharePercent = (100 * lastFourWeeks) / allNewLastFourWeeks;
  return stats;
}

const papers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'paper' : 'papers'}`;

/** "up 139%", "down 12%", "no change"; against nothing before: "none in the four weeks before". */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'none in the four weeks before';
  // Rounded by size, then signed: Math.round takes -2.5 to -2 but 2.5 to 3, so a fall read a point smaller than the
  // same rise.
  const change = (100 * (current - previous)) / previous;
  const percent = Math.sign(change) * Math.round(Math.abs(change));
  if (percent === 0) return 'no change';
  return `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}%`;
}

/** One decimal, as the topic page writes it; tiny shares read "<0.1%". */
export function shareText(percent: number): string {
  if (percent > 0 && percent < 0.05) return '<0.1%';
  return `${percent.toFixed(1)}%`;
}

/**
 * The stats line, in the topic page's words. Before the store covers both windows (the first sync fetching, or cut
 * off), only what is stored: the change against a half-fetched window would be made up.
 */
export function statsLine(stats: TopicStats): string {
  if (!stats.trendKnown) return `${papers(stats.total)} so far · the trend shows once eight weeks are fetched`;
  const change = changeText(stats.lastFourWeeks, stats.previousFourWeeks);
  const trend = change.startsWith('up') || change.startsWith('down') ? `${change} on the four weeks before` : change;
  const parts = [papers(stats.total), `${papers(stats.lastFourWeeks)} in the last four weeks, ${trend}`];
  if (stats.sharePercent !== undefined) parts.push(`${shareText(stats.sharePercent)} of all new papers`);
  return parts.join(' · ');
}
