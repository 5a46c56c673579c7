/**
 * Watching the store: a query that runs again whenever the rows it read change, in any extension context (a save in
 * the background, an edit in the library). The store's own mechanism (Dexie's liveQuery) stays behind this one
 * function, so the UI knows only the store's queries, never Dexie.
 */
import { liveQuery } from 'dexie';

/** Something to subscribe to, as Preact's hooks and the popup's services take it. */
export interface Watched<T> {
  subscribe(observer: { next?: (value: T) => void; error?: (error: unknown) => void }): { unsubscribe(): void };
}

/** The query's result now and after every change to what it read. */
export function watchQuery<T>(query: () => Promise<T>): Watched<T> {
  return liveQuery(query);
}
