import { watchQuery } from '../../../lib/store/live-query';
import { type LiveResult, useObservable } from './use-observable';

export type { LiveResult };

/** Subscribes to a store query and re-renders whenever the rows it read change, in any extension context. */
export function useLiveQuery<T>(query: () => Promise<T>, deps: unknown[]): LiveResult<T> {
  return useObservable(() => watchQuery(query), deps);
}
