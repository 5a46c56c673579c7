/**
 * `watch.check1kMs`: the weekly check's own work for 1,000 saved papers, in Node — parse the five Atom answers (200
 * papers each; a third of them with a new version, a journal reference and a DOI), diff each paper against the stored
 * one and store what changed (Dexie over fake-indexeddb). The requests themselves are arXiv's time, not ours.
 */
import 'fake-indexeddb/auto';
import { parseAtom } from '../lib/arxiv/atom';
import { normalizePaperDraft } from '../lib/paper/normalize';
import type { Paper } from '../lib/paper/schema';
import { RadarDb } from '../lib/store/db';
import { applyAnswers, WATCH_BATCH } from '../lib/watch/check';
import { atomFeed } from '../tests/fixtures/atom/feed-builder';
import { benchPapers } from './papers';
import { median } from './trace';

const SAVED = 1000;

export async function watchBenchmarks(): Promise<Record<string, number>> {
  const now = Date.UTC(2026, 11, 1);
  const papers = benchPapers(SAVED).map((paper) => ({ ...paper, published: '2026-05-20T12:00:00Z' }));
  const answers = Array.from({ length: SAVED / WATCH_BATCH }, (_, batch) =>
    atomFeed(
      papers
        .slice(batch * WATCH_BATCH, (batch + 1) * WATCH_BATCH)
        .map((paper, i) =>
          i % 3 === 0
            ? { ...paper, version: 2, updated: '2026-11-20T10:00:00Z', journalRef: 'ICLR 2026', doi: `10.1234/bench.${i}` }
            : paper,
        ),
    ),
  );
  const stored: Paper[] = papers.map((paper) => {
    const normalized = normalizePaperDraft(
      { ...paper, arxivId: `${paper.id}v1`, published: '2026-05-20' },
      // Saved from its arXiv page: a known version, so what the check finds is news (lib/watch/diff.ts).
      { site: 'arxiv-abs', url: `https://arxiv.org/abs/${paper.id}`, at: 1 },
    );
    if (!normalized.ok) throw new Error(normalized.error);
    return normalized.paper;
  });

  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const db = new RadarDb(`bench-watch-${run}`);
    await db.open();
    await db.papers.bulkPut(stored);
    await db.saved.bulkPut(
      stored.map((paper) => ({ paperId: paper.id, collectionIds: ['rl-for-llm-agents'], savedAt: 1, tags: [], note: '', read: false })),
    );
    const start = performance.now();
    for (const body of answers) {
      const parsed = parseAtom(body, now);
      if (!parsed.ok) throw new Error(parsed.error.message);
      await applyAnswers(db, parsed.feed.entries, now);
    }
    times.push(performance.now() - start);
    if ((await db.updates.count()) !== Math.ceil(WATCH_BATCH / 3) * (SAVED / WATCH_BATCH))
      throw new Error('the bench check stored the wrong updates');
    await db.delete();
  }
  return { 'watch.check1kMs': Math.round(median(times.slice(1)) * 10) / 10 };
}
