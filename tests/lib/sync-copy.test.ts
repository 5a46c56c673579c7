import { describe, expect, it } from 'vitest';
import type { SavedRecord } from '../../lib/paper';
import { packSyncCopy, SYNC_ITEM_BYTES, SYNC_TOTAL_BYTES, unpackSyncCopy } from '../../lib/sync-copy';

const collections = [
  { id: 'rl-for-llm-agents', name: 'RL for LLM Agents', createdAt: 0 },
  { id: 'reading-group', name: 'Reading group', createdAt: 1 },
];

function saved(count: number): SavedRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    paperId: `2605.${String(10_000 + i).padStart(5, '0')}`,
    collectionIds: i % 2 === 0 ? ['rl-for-llm-agents'] : ['rl-for-llm-agents', 'reading-group'],
    savedAt: i,
    tags: ['private'],
    note: 'not synced',
    read: false,
  }));
}

const bytes = (key: string, value: unknown) => new TextEncoder().encode(key + JSON.stringify(value)).length;

describe('the storage.sync copy', () => {
  it('round-trips ids and collection membership, newest saved first', () => {
    const copy = unpackSyncCopy(packSyncCopy(saved(3), collections, 5));
    expect(copy).toEqual({
      collections: [
        ['rl-for-llm-agents', 'RL for LLM Agents'],
        ['reading-group', 'Reading group'],
      ],
      saved: [
        ['2605.10002', [0]],
        ['2605.10001', [0, 1]],
        ['2605.10000', [0]],
      ],
      omitted: 0,
      at: 5,
    });
  });

  it('stays within sync’s quotas for a large library, keeping the newest papers and counting the rest', () => {
    const items = packSyncCopy(saved(10_000), collections);
    const sizes = Object.entries(items).map(([key, value]) => bytes(key, value));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SYNC_ITEM_BYTES);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(SYNC_TOTAL_BYTES);
    expect(Object.keys(items).length).toBeLessThanOrEqual(512);
    const copy = unpackSyncCopy(items);
    expect(copy?.saved[0]?.[0]).toBe('2605.19999');
    expect((copy?.saved.length ?? 0) + (copy?.omitted ?? 0)).toBe(10_000);
    expect(copy?.saved.length).toBeGreaterThan(3000);
  });

  it('ignores a malformed copy', () => {
    expect(unpackSyncCopy({})).toBeUndefined();
    expect(unpackSyncCopy({ 'savedCopy:meta': { collections: [], parts: 1 }, 'savedCopy:0': 'junk' })).toBeUndefined();
  });
});

describe('writing and restoring the copy', () => {
  it('writes only when turned on, and a second profile restores the list with its collections', async () => {
    const { fakeBrowser } = await import('wxt/testing/fake-browser');
    const { RadarDb, savePaper } = await import('../../lib/db');
    const { normalizePaperDraft } = await import('../../lib/paper');
    const { restoreSyncCopy, setSyncCopyEnabled, writeSyncCopy } = await import('../../lib/sync-copy-store');
    fakeBrowser.reset();
    const first = new RadarDb(`sync-first-${Math.random()}`);
    const second = new RadarDb(`sync-second-${Math.random()}`);
    await first.collections.add({ id: 'reading-group', name: 'Reading group', createdAt: 1 });
    for (const id of ['2605.28143', '2604.27955']) {
      const made = normalizePaperDraft({ arxivId: id, title: `Paper ${id}` }, { site: 'test', url: 'https://arxiv.org/', at: 0 });
      if (!made.ok) throw new Error(made.error);
      await savePaper(first, made.paper, { collectionId: id === '2604.27955' ? 'reading-group' : undefined });
    }

    await writeSyncCopy(first);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    await setSyncCopyEnabled(true);
    await writeSyncCopy(first);

    expect(await restoreSyncCopy(second)).toEqual({ restored: 2, inCopy: 2 });
    expect((await second.saved.get('2604.27955'))?.collectionIds).toEqual(['reading-group']);
    expect((await second.papers.get('2605.28143'))?.pending).toBe(true);
    expect((await second.collections.get('reading-group'))?.name).toBe('Reading group');
    await first.delete();
    await second.delete();
  });
});
