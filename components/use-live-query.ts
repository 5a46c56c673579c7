import { liveQuery } from 'dexie';
import { useEffect, useState } from 'preact/hooks';

export type LiveResult<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** Subscribes to a Dexie query and re-renders whenever the rows it read change, in any extension context. */
export function useLiveQuery<T>(query: () => Promise<T>, deps: unknown[]): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ status: 'loading' });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setResult({ status: 'ready', value }),
      error: (error: unknown) => setResult({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    });
    return () => subscription.unsubscribe();
  }, deps);
  return result;
}
