import { useEffect, useState } from 'preact/hooks';

export type LiveResult<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** What Dexie's `liveQuery` returns, described here so that this hook does not load Dexie. */
export interface Subscribable<T> {
  subscribe(observer: { next(value: T): void; error(error: unknown): void }): { unsubscribe(): void };
}

/** Follows a live source, re-rendering on each value; stays `loading` while there is no source yet. */
export function useObservable<T>(open: (() => Subscribable<T>) | undefined, deps: unknown[]): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ status: 'loading' });
  useEffect(() => {
    if (!open) return undefined;
    const subscription = open().subscribe({
      next: (value) => setResult({ status: 'ready', value }),
      error: (error: unknown) => setResult({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    });
    return () => subscription.unsubscribe();
  }, deps);
  return result;
}
