/**
 * Papers for benchmarks at any count: the real May 2026 stream (7,355 papers), then its papers again under further
 * ids of the same month, so a 10,000-paper library has realistic titles, authors and abstracts.
 */
import { type StreamPaper, streamPapers } from '../tests/fixtures/pages/arxiv-listing';

export function benchPapers(count: number): StreamPaper[] {
  const stream = streamPapers(count);
  return Array.from({ length: count }, (_, i) => {
    const row = stream[i % stream.length] as StreamPaper;
    return i < stream.length ? row : { ...row, id: `2605.${String(20_000 + i).padStart(5, '0')}` };
  });
}
