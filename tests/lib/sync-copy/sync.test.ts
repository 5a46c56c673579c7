import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { RadarDb, savePaper } from '../../../lib/store/db';
import { restoreSyncCopy, setSyncCopyEnabled, syncCopyEnabled, writeSyncCopy } from '../../../lib/sync-copy/sync';

// merge.test.ts, hostile.test.ts and format.test.ts cover what the copy holds; these are the switch and the empty cases.
let db: RadarDb;
let n = 0;
beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`sync-copy-sync-${++n}`);
  await db.open();
  const result = normalizePaperDraft({ arxivId: '2604.27955', title: 'GUI Agents' }, { site: 'feed', url: '', at: 0 });
  if (!result.ok) throw new Error(result.error);
  await savePaper(db, result.paper);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('the sync copy switch', () => {
  it('is off until the user turns it on, and remembers the choice', async () => {
    expect(await syncCopyEnabled()).toBe(false);
    await setSyncCopyEnabled(true);
    expect(await syncCopyEnabled()).toBe(true);
    expect(await fakeBrowser.storage.local.get('syncCopy')).toEqual({ syncCopy: true });
    await setSyncCopyEnabled(false);
    expect(await syncCopyEnabled()).toBe(false);
  });

  it('writes nothing to the browser account while off, and the saved list once on', async () => {
    const set = vi.spyOn(fakeBrowser.storage.sync, 'set');
    await writeSyncCopy(db);
    expect(set).not.toHaveBeenCalled();
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});

    await setSyncCopyEnabled(true);
    await writeSyncCopy(db);
    expect(set).toHaveBeenCalled();
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).toContain('2604.27955');
  });
});

describe('restoreSyncCopy', () => {
  it('says there is nothing to restore when the account holds no copy', async () => {
    expect(await restoreSyncCopy(db)).toBeUndefined();
  });
});
