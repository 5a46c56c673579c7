/**
 * The popup's first rows: a small snapshot in the `kv` store (the top of the feed and of the saved list), kept by
 * `keepFirstRows` in first-rows-writer.ts and read here straight from IndexedDB. This is the one read outside Dexie, because it
 * must not wait for it: loading and opening Dexie costs more than the popup's whole first-paint budget, and one
 * `get` of this record is a single round trip.
 */

import type { FeedRow } from '../feed/view';
import type { SavedPaper } from '../store/db';
import { DB_NAME } from '../store/db-name';

export const FIRST_ROWS_KEY = 'popup.firstRows';
/** Bumped whenever FeedRow or SavedPaper change shape: a snapshot of another version is ignored, not misread. */
export const FIRST_ROWS_VERSION = 1;
/** How long the first paint waits for the snapshot before painting without it (the lists then come from Dexie). */
const READ_TIMEOUT_MS = 400;
/** Rows the first paint needs: more than the list shows at 600 px. */
export const FIRST_ROWS = 40;

export interface FirstRows {
  version: typeof FIRST_ROWS_VERSION;
  feed: FeedRow[];
  saved: SavedPaper[];
}

type Loose = Record<string, unknown> | undefined;

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The optional fields the row and the detail pane read: a wrong type there (a string's methods called on a number,
 * `.some` on a non-list) threw during the first render and left the popup blank, its lists never loaded. */
const OPTIONAL_STRINGS = ['published', 'publishedPrecision', 'primaryCategory', 'doi', 'journalRef', 'absUrl', 'pdfUrl'] as const;
const OPTIONAL_NUMBERS = ['authorCount', 'version'] as const;

const isAuthorAffiliations = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every((author) => typeof (author as Loose)?.name === 'string' && isStringList((author as Loose)?.affiliations)));

/** What the first paint reads of a paper (the row, the detail pane, search) has the types it expects. */
function isPaperShape(value: unknown): boolean {
  const paper = value as Loose;
  return (
    typeof paper?.id === 'string' &&
    typeof paper.title === 'string' &&
    typeof paper.abstract === 'string' &&
    isStringList(paper.authors) &&
    isStringList(paper.affiliations) &&
    OPTIONAL_STRINGS.every((field) => paper[field] === undefined || typeof paper[field] === 'string') &&
    OPTIONAL_NUMBERS.every((field) => paper[field] === undefined || typeof paper[field] === 'number') &&
    isAuthorAffiliations(paper.authorAffiliations)
  );
}

function isFeedRowShape(value: unknown): boolean {
  const row = value as Loose;
  const item = row?.item as Loose;
  return isPaperShape(row?.paper) && isStringList(item?.tags) && isStringList(item?.why) && typeof item?.published === 'string';
}

function isSavedRowShape(value: unknown): boolean {
  const row = value as Loose;
  return isPaperShape(row?.paper) && isStringList((row?.record as Loose)?.tags);
}

/**
 * The snapshot if it is one this version wrote; anything else (missing, older, damaged) is ignored. Not zod: this
 * runs before the first paint, which zod's chunk would delay; the checks cover every field the first paint reads.
 */
function asFirstRows(value: unknown): FirstRows | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const rows = value as Partial<FirstRows>;
  if (rows.version !== FIRST_ROWS_VERSION || !Array.isArray(rows.feed) || !Array.isArray(rows.saved)) return undefined;
  return rows.feed.every(isFeedRowShape) && rows.saved.every(isSavedRowShape) ? (rows as FirstRows) : undefined;
}

/**
 * Reads the snapshot without Dexie. Resolves `undefined` when there is none (a first run, a store written by an
 * older version): the popup then waits for its full lists instead. Never creates the database: that is Dexie's job,
 * with its schema.
 */
export function readFirstRows(factory: IDBFactory = indexedDB, timeoutMs = READ_TIMEOUT_MS): Promise<FirstRows | undefined> {
  return new Promise((settle) => {
    // An open can wait on another context's upgrade for as long as that takes: the popup must not stay blank meanwhile.
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    const resolve = (rows: FirstRows | undefined) => {
      clearTimeout(timer);
      settle(rows);
    };
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DB_NAME);
    } catch {
      resolve(undefined);
      return;
    }
    // Only a database that does not exist yet gets an upgrade on an unversioned open: abort it, so none is created.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(undefined);
    request.onsuccess = () => {
      const db = request.result;
      // Never block Dexie's upgrades in another context.
      db.onversionchange = () => db.close();
      try {
        const get = db.transaction('kv', 'readonly').objectStore('kv').get(FIRST_ROWS_KEY);
        get.onsuccess = () => {
          db.close();
          resolve(asFirstRows((get.result as { value?: unknown } | undefined)?.value));
        };
        get.onerror = () => {
          db.close();
          resolve(undefined);
        };
      } catch {
        // A database without the kv store (not ours, or mid-upgrade).
        db.close();
        resolve(undefined);
      }
    };
  });
}

/**
 * Whether the snapshot already holds these lists' first rows, so that a popup which painted from it need not write the
 * same record back. A serialisation compare is a millisecond; the write is a clone and a put of the whole record.
 */
export function holdsFirstRows(snapshot: FirstRows | undefined, feed: readonly FeedRow[], saved: readonly SavedPaper[]): boolean {
  return (
    snapshot !== undefined &&
    JSON.stringify(snapshot.feed) === JSON.stringify(feed.slice(0, FIRST_ROWS)) &&
    JSON.stringify(snapshot.saved) === JSON.stringify(saved.slice(0, FIRST_ROWS))
  );
}
