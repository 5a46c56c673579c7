/**
 * Searching a 10,000-paper library as the user types, in Node, each number the view's work for a key as
 * `useLibraryView` does it (the rows of the other filters kept, the search run over them; not the rendering, which
 * shows one screen of rows whatever the count):
 * - `library.searchFirstKeystroke10kMs`: the first letter typed the moment the library opened (every paper's text
 *   folded then, and kept);
 * - `library.searchFirstKeystrokeReady10kMs`: the same once the idle time after opening readied the rows
 *   (use-search-ahead.ts);
 * - `library.searchKeystroke10kP95Ms` / `library.searchKeystroke10kMaxMs`: every key after the first, typing the query
 *   and then deleting it letter by letter;
 * - `library.searchAfterChange10kMs`: the search shown again after a change to the store (a note saved, a paper marked
 *   read), which hands out fresh copies of every paper.
 */
import { type LibraryFilters, type LibraryRow, searchedRows, viewRows } from '../components/library/use-library-view';
import { prepareSearch } from '../lib/feed/filter';
import { forgetSearchTexts } from '../lib/feed/search-text';
import type { SavedPaper } from '../lib/store/db';
import { benchLibrary } from './library';
import { median } from './trace';

/** Typed one letter at a time: a method and a sub-topic, as a researcher looks for a paper. */
const QUERY = 'grpo credit assignment';

const EVERY_PAPER: LibraryFilters = { collection: 'all', query: '', tag: '', read: 'all', updated: false, twins: false, sort: 'saved' };

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function searchBenchmarks(): Record<string, number> {
  const library = benchLibrary(10_000);
  const first: number[] = [];
  const ready: number[] = [];
  const later: number[] = [];
  const afterChange: number[] = [];
  let shown = 0;
  const timed = (rows: readonly LibraryRow[], query: string, times: number[]) => {
    const start = performance.now();
    shown += searchedRows(rows, { query, tag: '' }).length;
    times.push(performance.now() - start);
  };
  // The library as read from the store: fresh objects.
  const read = (): SavedPaper[] => library.map(({ paper, record }) => ({ paper: { ...paper }, record }));
  for (let run = 0; run < 5; run++) {
    // A library page opened afresh has nothing folded yet.
    forgetSearchTexts();
    timed(viewRows(read(), EVERY_PAPER), QUERY.slice(0, 1), first);
    forgetSearchTexts();
    const readied = viewRows(read(), EVERY_PAPER);
    prepareSearch(readied, 0, () => true);
    timed(readied, QUERY.slice(0, 1), ready);
    for (let typed = 2; typed <= QUERY.length; typed++) timed(readied, QUERY.slice(0, typed), later);
    for (let typed = QUERY.length - 1; typed >= 1; typed--) timed(readied, QUERY.slice(0, typed), later);
    timed(viewRows(read(), EVERY_PAPER), QUERY, afterChange);
  }
  if (shown === 0) throw new Error('the search found nothing');
  return {
    'library.searchFirstKeystroke10kMs': round(median(first.slice(1))),
    'library.searchFirstKeystrokeReady10kMs': round(median(ready.slice(1))),
    'library.searchKeystroke10kP95Ms': round(p95(later)),
    'library.searchKeystroke10kMaxMs': round(Math.max(...later)),
    'library.searchAfterChange10kMs': round(median(afterChange.slice(1))),
  };
}
