/**
 * Keeps the popup's first-rows snapshot (first-rows.ts) current: written from the feed's head and the newest saved
 * papers whenever a table they are made of changes, in every context that writes (background, popup, library).
 */
import type { DBCoreTable } from 'dexie';
import { loadFeedHead } from '../feed/view';
import { listSaved, type RadarDb, writeKv } from '../store/db';
import { firstRowsTables, settledRows } from './settle';
import { FIRST_ROWS, FIRST_ROWS_KEY, FIRST_ROWS_VERSION, type FirstRows } from './snapshot';

/** Writes the popup's first-rows snapshot: given rows (the popup's own full lists), or read afresh. */
export async function storeFirstRows(db: RadarDb, rows?: Omit<FirstRows, 'version'>): Promise<void> {
  const { feed, saved } = rows ?? { feed: await loadFeedHead(db, FIRST_ROWS), saved: await listSaved(db, FIRST_ROWS) };
  // Rows read before an X or a removal that committed since must not bring that paper back: settled as they are written.
  await db.transaction('rw', firstRowsTables(db), async () => {
    const settled = await settledRows(db, { feed: feed.slice(0, FIRST_ROWS), saved: saved.slice(0, FIRST_ROWS) });
    const value: FirstRows = { version: FIRST_ROWS_VERSION, ...settled };
    await writeKv(db, FIRST_ROWS_KEY, value);
  });
}

/** The tables the first rows are made of. */
const FIRST_ROWS_SOURCES = new Set(['papers', 'saved', 'feed', 'feedback']);

/**
 * Keeps the popup's first-rows snapshot current in this context: every write to a table it is made of (a save, an
 * ingest, a dismissal, an import) rewrites it once things are quiet. Call once, before the database opens (its first
 * query): Dexie builds its middleware stack then.
 */
export function keepFirstRows(db: RadarDb, quietMs = 250): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rewrite = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      storeFirstRows(db).catch((error: unknown) => console.warn('Agent RL Radar: the popup snapshot was not written', error));
    }, quietMs);
  };
  db.use({
    stack: 'dbcore',
    name: 'first-rows',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (!FIRST_ROWS_SOURCES.has(name)) return table;
        const watched: DBCoreTable = {
          ...table,
          mutate: (request) =>
            table.mutate(request).then((response) => {
              rewrite();
              return response;
            }),
        };
        return watched;
      },
    }),
  });
}
