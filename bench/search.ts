/**
 * Searching the library as the user types, in Node: `library.searchFirstKeystroke10kMs` is the first letter typed in a
 * 10,000-paper library just opened (every paper's text folded then, and kept), `library.searchFirstKeystrokeReady10kMs`
 * the same once the library's idle time has readied the rows, `library.searchKeystroke10kP95Ms` the letters after the
 * first (p95). Each is the view's work for a key as `useLibraryView` does it (the rows of the other filters
 * kept, the search run over them), not the rendering, which shows one screen of rows whatever the count.
 */
import { type LibraryFilters, type LibraryRow, searchedRows, viewRows } from '../components/library/use-library-view';
import { prepareSearch } from '../lib/feed/filter';
import { benchLibrary } from './library';
import { median } from './trace';

/** Typed one letter at a time: a method and a sub-topic, as a researcher looks for a paper. */
const QUERY = 'grpo credit assignment';

const EVERY_PAPER: LibraryFilters = { collection: 'all', query: '', tag: '', read: 'all', updated: false, twins: false, sort: 'saved' };

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number;
}

export function searchBenchmarks(): Record<string, number> {
  const library = benchLibrary(10_000);
  const first: number[] = [];
  const ready: number[] = [];
  const later: number[] = [];
  let shown = 0;
  // A library opened afresh: the papers are new objects, read from the store again, with nothing folded yet.
  const open = () =>
    viewRows(
      library.map(({ paper, record }) => ({ paper: { ...paper }, record })),
      EVERY_PAPER,
    );
  const typeInto = (rows: readonly LibraryRow[], typed: number, times: number[]) => {
    const start = performance.now();
    shown += searchedRows(rows, { query: QUERY.slice(0, typed), tag: '' }).length;
    times.push(performance.now() - start);
  };
  for (let run = 0; run < 5; run++) {
    // Once the idle time after opening it readied every row (use-search-ahead.ts).
    const readied = open();
    prepareSearch(readied, 0, () => true);
    typeInto(readied, 1, ready);
    const opened = open();
    for (let typed = 1; typed <= QUERY.length; typed++) typeInto(opened, typed, typed === 1 ? first : later);
  }
  if (shown === 0) throw new Error('the search found nothing');
  return {
    'library.searchFirstKeystroke10kMs': Math.round(median(first.slice(1)) * 10) / 10,
    'library.searchFirstKeystrokeReady10kMs': Math.round(median(ready.slice(1)) * 10) / 10,
    'library.searchKeystroke10kP95Ms': Math.round(p95(later) * 10) / 10,
  };
}
