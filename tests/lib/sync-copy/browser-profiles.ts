/**
 * Browsers signed in to one account, for the storage.sync copy's tests: each its own database, all of them the shared
 * fake storage.sync, the copy turned on. `useBrowserProfiles()` in a test file resets and removes them around each test.
 */
import { afterEach, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { setSyncCopyEnabled } from '../../../lib/sync-copy/sync';

let opened: RadarDb[] = [];

/** A fresh browser profile: its own database. */
export function browserProfile(name: string): RadarDb {
  const db = new RadarDb(`sync-${name}-${Math.random()}`);
  opened.push(db);
  return db;
}

/** Saves arXiv paper `id` in `db` at `now`, in a collection if given. */
export async function save(db: RadarDb, id: string, now: number, collectionId?: string): Promise<void> {
  const made = normalizePaperDraft({ arxivId: id, title: `Paper ${id}` }, { site: 'test', url: 'https://arxiv.org/', at: now });
  if (!made.ok) throw new Error(made.error);
  await savePaper(db, made.paper, { now, collectionId });
}

export function useBrowserProfiles(): void {
  beforeEach(async () => {
    fakeBrowser.reset();
    await setSyncCopyEnabled(true);
  });
  afterEach(async () => {
    for (const db of opened) await db.delete();
    opened = [];
  });
}
