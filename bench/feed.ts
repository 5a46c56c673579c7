/**
 * Feed ingest and classifier throughput, in Node: parse an Atom answer of 2,000 real papers, classify them and
 * store them (Dexie over fake-indexeddb), as the service worker does on a first sync.
 */
import 'fake-indexeddb/auto';
import { parseAtom } from '../lib/arxiv/atom';
import { ingestPage } from '../lib/feed/sync';
import { RadarDb } from '../lib/store/db';
import { classify } from '../lib/topic/classifier';
import type { TopicInput } from '../lib/topic/types';
import { readMonths } from '../scripts/topic/dataset';
import { atomFeed } from '../tests/fixtures/atom/feed-builder';
import { benchPapers } from './papers';
import { median } from './trace';

/**
 * A real month's mix of papers, from the project's data: May 2026's labelled pool (606 papers that mention RL or agents,
 * the ones that cost the scanner most) and its background sample cycled to stand for its 6,749 unlabelled papers.
 * The labelled pools alone run 10–20 % slower than a month, which is what the feed classifies.
 */
function monthMix(): TopicInput[] {
  const may = readMonths().at(-1);
  if (!may) throw new Error('data/topic has no labelled month');
  const unlabelled = may.summary.papers - may.summary.labelled;
  const background = Array.from({ length: unlabelled }, (_, i) => may.background[i % may.background.length]?.input as TopicInput);
  return [...background, ...may.labelled.map((paper) => paper.input)];
}

export async function feedBenchmarks(): Promise<Record<string, number>> {
  const now = Date.UTC(2026, 4, 31);
  const papers = benchPapers(2000).map((paper, i) => ({
    ...paper,
    published: `${new Date(now - i * 600_000).toISOString().slice(0, 19)}Z`,
  }));
  const body = atomFeed(papers);

  const ingest: number[] = [];
  for (let run = 0; run < 7; run++) {
    const db = new RadarDb(`bench-feed-${run}`);
    await db.open();
    const start = performance.now();
    const parsed = parseAtom(body, now);
    if (!parsed.ok) throw new Error(parsed.error.message);
    await ingestPage({ db, client: undefined as never, classify, now: () => now }, parsed.feed);
    ingest.push(performance.now() - start);
    await db.delete();
  }

  const inputs = monthMix();
  // A throughput: the first pass, which compiles the scanner's per-word expressions and warms the JIT, is left out.
  for (const input of inputs) classify(input);
  const rates: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (const input of inputs) classify(input);
    rates.push(inputs.length / ((performance.now() - start) / 1000));
  }
  return {
    'feed.ingest2kMs': Math.round(median(ingest.slice(1)) * 10) / 10,
    'topic.classifyPerSec': Math.round(median(rates)),
  };
}
