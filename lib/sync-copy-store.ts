/** Writing and restoring the storage.sync copy (lib/sync-copy.ts), for the background and the library page. */
import { browser } from 'wxt/browser';
import { type RadarDb, savePaper } from './db';
import { normalizePaperDraft } from './paper';
import { packSyncCopy, SYNC_PREFIX, unpackSyncCopy } from './sync-copy';

/** The user's choice, in storage.local: off unless turned on in the library. */
export const SYNC_COPY_SETTING = 'syncCopy';

export async function syncCopyEnabled(): Promise<boolean> {
  const stored = await browser.storage.local.get(SYNC_COPY_SETTING);
  return stored[SYNC_COPY_SETTING] === true;
}

export async function setSyncCopyEnabled(enabled: boolean): Promise<void> {
  await browser.storage.local.set({ [SYNC_COPY_SETTING]: enabled });
}

/** Replaces the copy in storage.sync with the current saved list (when the user turned it on). */
export async function writeSyncCopy(db: RadarDb): Promise<void> {
  if (!(await syncCopyEnabled())) return;
  const items = packSyncCopy(await db.saved.toArray(), await db.collections.toArray());
  const stale = Object.keys(await browser.storage.sync.get(null)).filter((key) => key.startsWith(`${SYNC_PREFIX}:`) && !(key in items));
  await browser.storage.sync.set(items);
  if (stale.length > 0) await browser.storage.sync.remove(stale);
}

/**
 * Saves every paper of the copy that this browser lacks, with its collections (created when missing), in one
 * transaction. arXiv papers are saved by id and completed from the API afterwards. Returns how many were new.
 */
export async function restoreSyncCopy(db: RadarDb, now = Date.now()): Promise<{ restored: number; inCopy: number } | undefined> {
  const copy = unpackSyncCopy(await browser.storage.sync.get(null));
  if (!copy) return undefined;
  return db.transaction('rw', db.papers, db.saved, db.collections, async () => {
    for (const [id, name] of copy.collections) if (!(await db.collections.get(id))) await db.collections.add({ id, name, createdAt: now });
    let restored = 0;
    for (const [paperId, indexes] of copy.saved) {
      const draft = paperId.includes(':')
        ? paperId.startsWith('doi:')
          ? { doi: paperId.slice(4), title: paperId }
          : { siteKey: paperId, title: paperId }
        : { arxivId: paperId };
      const normalized = normalizePaperDraft(draft, { site: 'sync', url: 'storage.sync', at: now });
      if (!normalized.ok) continue;
      for (const index of indexes.length > 0 ? indexes : [-1]) {
        const collectionId = copy.collections[index]?.[0];
        if ((await savePaper(db, normalized.paper, { collectionId, now })).created) restored += 1;
      }
    }
    return { restored, inCopy: copy.saved.length };
  });
}
