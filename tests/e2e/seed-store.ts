/**
 * Writes feed and saved records straight into the extension's IndexedDB from one of its pages (the popup), so
 * popup tests and benchmarks start from a known library without a feed sync. Raw IndexedDB: the page's Dexie
 * database is already open at its current version, and these are plain records of its stores.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { FEED_SCORED_BY_KEY } from '../../lib/feed/state';
import { FIRST_ROWS_KEY, type FirstRows } from '../../lib/first-rows/snapshot';
import type { Paper, SavedRecord } from '../../lib/paper/schema';
import { DB_NAME, type FeedItem } from '../../lib/store/db';
import { shippedModelKey } from '../../lib/topic/model-key';
import { generatedPapers } from '../fixtures/papers/generated';

export interface SeedRecords {
  papers: Paper[];
  feed?: FeedItem[];
  saved?: SavedRecord[];
  /** Rows of the `kv` store (feed totals, feed state). */
  kv?: { key: string; value: unknown }[];
}

/**
 * Writes the records once the worker's first feed run has recorded the shipped classifier as the one that scored the
 * (empty) store: seeded before, the rows would be scored again under the test's feet (lib/feed/rescore.ts). A `kv`
 * row for that key says another model scored them.
 */
export async function seedStore(page: Page, records: SeedRecords): Promise<void> {
  await expect.poll(() => storedKv(page, FEED_SCORED_BY_KEY), { timeout: 10_000 }).toBe(shippedModelKey());
  await page.evaluate(
    ({ name, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['papers', 'feed', 'saved', 'kv'], 'readwrite');
          for (const paper of records.papers) tx.objectStore('papers').put(paper);
          for (const item of records.feed ?? []) tx.objectStore('feed').put(item);
          for (const record of records.saved ?? []) tx.objectStore('saved').put(record);
          for (const entry of records.kv ?? []) tx.objectStore('kv').put(entry);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: DB_NAME, records },
  );
}

/** A `kv` row's value, read straight from the extension's IndexedDB. */
function storedKv(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    ({ name, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('kv', 'readonly').objectStore('kv').get(key);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { value?: unknown } | undefined)?.value);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { name: DB_NAME, key },
  );
}

/** Saved records for these papers, newest first, in the default collection, with the tags given. */
export function savedRecords(papers: readonly Paper[], tags: string[] = [], now = Date.now()): SavedRecord[] {
  return papers.map((paper, i) => ({
    paperId: paper.id,
    collectionIds: ['rl-for-llm-agents'],
    savedAt: now - i,
    tags,
    note: '',
    read: false,
  }));
}

/** `count` realistic papers (real titles and abstracts of the May stream), dated over the last weeks, with feed rows. */
export function seedPapers(rows: { id: string; title: string; abstract: string; authors?: string[] }[], now = Date.now()): SeedRecords {
  const papers: Paper[] = [];
  const feed: FeedItem[] = [];
  rows.forEach((row, i) => {
    const published = new Date(now - Math.floor(i / 40) * 86_400_000).toISOString().slice(0, 10);
    papers.push({
      id: row.id,
      title: row.title,
      authors: row.authors ?? ['A. Author'],
      affiliations: i % 3 === 0 ? ['Tsinghua University', 'Shanghai AI Laboratory'] : [],
      abstract: row.abstract,
      categories: ['cs.LG'],
      published,
      absUrl: `https://arxiv.org/abs/${row.id}`,
      pdfUrl: `https://arxiv.org/pdf/${row.id}`,
      source: { site: 'feed', url: 'https://export.arxiv.org/api/query', at: now },
    });
    feed.push({
      paperId: row.id,
      published,
      addedAt: now - i,
      score: 0.9,
      inTopic: 1,
      tags: i % 2 === 0 ? ['Credit Assignment', 'Agentic RL'] : ['Search Agents'],
      why: ['RL algorithm: grpo', 'LLM agent: multi-turn agent'],
    });
  });
  return { papers, feed };
}

/** The popup's first-rows snapshot as stored (lib/first-rows/snapshot.ts), read from an extension page; undefined if none. */
export function storedFirstRows(page: Page): Promise<FirstRows | undefined> {
  return storedKv(page, FIRST_ROWS_KEY) as Promise<FirstRows | undefined>;
}

/** Replaces the popup's first-rows snapshot, as a context that wrote it long ago might have left it. */
export function storeFirstRowsSnapshot(page: Page, rows: FirstRows): Promise<void> {
  return page.evaluate(
    ({ name, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put({ key, value });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: DB_NAME, key: FIRST_ROWS_KEY, value: rows },
  );
}

/**
 * A library page of `count` generated papers, saved with `tags`, in a window of `width` × `height`: the start of the
 * library's layout tests.
 */
export async function openSeededLibrary(
  context: BrowserContext,
  extensionId: string,
  { width, height, count, tags }: { width: number; height: number; count: number; tags: string[] },
): Promise<Page> {
  const library = await context.newPage();
  await library.setViewportSize({ width, height });
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const seed = seedPapers(generatedPapers(count));
  await seedStore(library, { papers: seed.papers, saved: savedRecords(seed.papers, tags) });
  await library.reload();
  return library;
}
