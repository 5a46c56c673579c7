/**
 * Feed ingest and classifier throughput, in Node: parse an Atom answer of 2,000 real papers, classify them and
 * store them (Dexie over fake-indexeddb), as the service worker does on a first sync.
 */
import 'fake-indexeddb/auto';
import { parseAtom } from '../lib/arxiv/atom';
import { ingestPage } from '../lib/feed/sync';
import { RadarDb } from '../lib/store/db';
import { classify } from '../lib/topic/classifier';
import { trainUserModel } from '../lib/topic/user-model';
import { monthMix, readMonths } from '../scripts/topic/dataset';
import { atomFeed } from '../tests/fixtures/atom/feed-builder';
import { benchPapers } from './papers';
import { median } from './trace';

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

  // A real month's mix: May 2026's labelled pool with its background standing for its unlabelled papers.
  const may = readMonths().at(-1);
  if (!may) throw new Error('data/topic has no labelled month');
  const inputs = monthMix(may);
  // A throughput: the first pass, which compiles the scanner's per-word expressions and warms the JIT, is left out.
  for (const input of inputs) classify(input);
  const rates: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (const input of inputs) classify(input);
    rates.push(inputs.length / ((performance.now() - start) / 1000));
  }
  // The per-user model trains again after every X and at each popup open: on the newest 1,000 lessons at most.
  const lessons = benchPapers(1000).map((paper, i) => ({ text: `${paper.title} ${paper.abstract}`, relevant: i % 3 === 0 }));
  const training: number[] = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    trainUserModel(lessons);
    training.push(performance.now() - start);
  }
  return {
    'feed.ingest2kMs': Math.round(median(ingest.slice(1)) * 10) / 10,
    'topic.classifyPerSec': Math.round(median(rates)),
    'topic.userModelTrain1kMs': Math.round(median(training)),
  };
}
