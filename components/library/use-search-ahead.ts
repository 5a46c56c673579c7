import { useEffect } from 'preact/hooks';
import { type Filterable, prepareSearch } from '../../lib/feed/filter';

/**
 * Readies the rows for search in the browser's idle time (`prepareSearch`): folding 10,000 papers' texts takes ~60 ms,
 * which the first key typed would otherwise wait for. Stops when the rows change; a browser without
 * `requestIdleCallback` folds them at the first search, as before.
 */
export function useSearchAhead(rows: readonly Filterable[]): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    let next = 0;
    let handle = 0;
    const step = (deadline: IdleDeadline) => {
      next = prepareSearch(rows, next, () => deadline.timeRemaining() > 1);
      if (next < rows.length) handle = requestIdleCallback(step);
    };
    handle = requestIdleCallback(step);
    return () => cancelIdleCallback(handle);
  }, [rows]);
}
