/**
 * `measureClassifyPerSec(papers)`: how many papers per second `classify` handles on one thread, for the benchmark
 * harness (target ≥ 20,000). Run directly (`tsx scripts/topic/throughput.ts`) it measures on the latest labelled
 * month's mix (`monthMix`), as the benchmark does.
 */
import { pathToFileURL } from 'node:url';
import { classify } from '../../lib/topic/classifier';
import type { TopicInput } from '../../lib/topic/types';
import { monthMix, readMonths } from './dataset';

/** Measuring stops after this long (after one warm-up pass), so small inputs are timed over many passes. */
const MIN_MILLISECONDS = 1_000;

/** Papers per second, from whole passes over `papers` after one untimed warm-up pass (the JIT settles in it). */
export function measureClassifyPerSec(papers: readonly TopicInput[]): number {
  if (papers.length === 0) return 0;
  let sink = 0;
  for (const paper of papers) sink += classify(paper).score;
  let classified = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_MILLISECONDS) {
    for (const paper of papers) sink += classify(paper).score;
    classified += papers.length;
    elapsed = performance.now() - start;
  }
  // Keeps the work observable so no engine can drop it.
  if (Number.isNaN(sink)) throw new Error('classify returned NaN');
  return Math.round((classified / elapsed) * 1000);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const month = readMonths().at(-1);
  if (!month) throw new Error('data/topic has no labelled month');
  const papers = monthMix(month);
  console.log(`${measureClassifyPerSec(papers)} papers/s (${month.month}'s mix of ${papers.length} papers)`);
}
