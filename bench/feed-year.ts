/**
 * The feed's store after a year of daily use: twelve monthly syncs of 2,000 candidates each (real papers, about one
 * in five in the topic), stored as the worker stores them. Measures the popup's full feed read on that store before
 * and after the old off-topic rows are pruned (lib/feed/prune.ts), the prune itself, and scoring the pruned store again
 * as the first start after an update with a new classifier does (lib/feed/rescore.ts).
 */
import 'fake-indexeddb/auto';
import { parseAtom } from '../lib/arxiv/atom';
import { pruneFeed } from '../lib/feed/prune';
import { rescoreFeed } from '../lib/feed/rescore';
import { ingestPage } from '../lib/feed/sync';
import { loadFeed } from '../lib/feed/view';
import { RadarDb } from '../lib/store/db';
import { classify } from '../lib/topic/classifier';
import { atomFeed } from '../tests/fixtures/atom/feed-builder';
import { benchPapers } from './papers';
import { median } from './trace';

const DAY = 86_400_000;
const MONTHS = 12;
const PER_MONTH = 2000;

async function timeLoads(db: RadarDb, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await loadFeed(db);
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 10) / 10;
}

export async function feedYearBenchmarks(): Promise<Record<string, number>> {
  const end = Date.UTC(2026, 11, 1);
  const papers = benchPapers(MONTHS * PER_MONTH);
  const db = new RadarDb('bench-feed-year');
  await db.open();
  for (let month = 0; month < MONTHS; month++) {
    const syncedAt = end - (MONTHS - 1 - month) * 30 * DAY;
    const batch = papers.slice(month * PER_MONTH, (month + 1) * PER_MONTH).map((paper, i) => ({
      ...paper,
      id: `26${String(month + 1).padStart(2, '0')}.${String(i + 1).padStart(5, '0')}`,
      published: `${new Date(syncedAt - i * 1_200_000).toISOString().slice(0, 19)}Z`,
    }));
    const parsed = parseAtom(atomFeed(batch), syncedAt);
    if (!parsed.ok) throw new Error(parsed.error.message);
    await ingestPage({ db, client: undefined as never, classify, now: () => syncedAt }, parsed.feed);
  }
  const rowsBefore = await db.feed.count();
  const loadBefore = await timeLoads(db);
  const start = performance.now();
  const pruned = await pruneFeed(db, end);
  const pruneMs = performance.now() - start;
  const loadAfter = await timeLoads(db);
  const rescoreStart = performance.now();
  await rescoreFeed(db, classify, 'a newer model');
  const rescoreMs = performance.now() - rescoreStart;
  await db.delete();
  return {
    'feed.yearRows': rowsBefore,
    'feed.yearRowsPruned': pruned,
    'feed.pruneYearMs': Math.round(pruneMs * 10) / 10,
    'feed.loadYearMs': loadBefore,
    'feed.loadYearPrunedMs': loadAfter,
    'feed.rescoreYearMs': Math.round(rescoreMs),
  };
}
