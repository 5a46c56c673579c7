import { describe, expect, it } from 'vitest';
import {
  packSyncCopy,
  REMOVAL_BYTES,
  SYNC_ITEM_BYTES,
  SYNC_TOTAL_BYTES,
  type SyncState,
  toSeconds,
  unpackSyncCopy,
} from '../../../lib/sync-copy/format';

const NOW = Date.UTC(2026, 4, 1);
const collections = new Map([
  ['rl-for-llm-agents', 'RL for LLM Agents'],
  ['reading-group', 'Reading group'],
]);

/** `count` saved papers, one a minute up to now, the last newest; every other one also in the reading group. */
function state(count: number, removals = 0): SyncState {
  const saved = new Map(
    Array.from({ length: count }, (_, i) => [
      `2605.${String(10_000 + i).padStart(5, '0')}`,
      {
        collectionIds: i % 2 === 0 ? ['rl-for-llm-agents'] : ['rl-for-llm-agents', 'reading-group'],
        at: toSeconds(NOW) - (count - i) * 60,
      },
    ]),
  );
  const removed = new Map(Array.from({ length: removals }, (_, i) => [`2604.${String(10_000 + i).padStart(5, '0')}`, toSeconds(NOW) - i]));
  return { collections, saved, removed, collectionsGone: new Map() };
}

/**
 * The bytes Chromium's quota check counts, spelled out independently of the code under test: its JSON writer escapes
 * `<` and U+2028/2029, and writes integers past 32 bits (times in ms) as doubles, with ".0".
 */
const bytes = (key: string, value: unknown) => {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003C')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/(?<=[:,[])(\d{10,})(?=[,\]}])/g, (digits) => (Number(digits) > 2_147_483_647 ? `${digits}.0` : digits));
  return new TextEncoder().encode(key + json).length;
};

function withinQuotas(items: Record<string, unknown>) {
  const sizes = Object.entries(items).map(([key, value]) => bytes(key, value));
  expect(Math.max(...sizes)).toBeLessThanOrEqual(SYNC_ITEM_BYTES);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(SYNC_TOTAL_BYTES);
  expect(Object.keys(items).length).toBeLessThanOrEqual(512);
}

function read(items: Record<string, unknown>) {
  const result = unpackSyncCopy(items);
  if (!result.ok || !result.copy) throw new Error(result.ok ? 'no copy' : result.error);
  return result.copy;
}

describe('the storage.sync copy', () => {
  it('round-trips ids, collection membership, times and removals, newest saved first', () => {
    const copy = read(packSyncCopy({ ...state(3), removed: new Map([['2604.27955', toSeconds(NOW) - 5]]) }, NOW));
    expect([...copy.collections]).toEqual([...collections]);
    expect([...copy.saved]).toEqual([
      ['2605.10002', { collectionIds: ['rl-for-llm-agents'], at: toSeconds(NOW) - 60 }],
      ['2605.10001', { collectionIds: ['rl-for-llm-agents', 'reading-group'], at: toSeconds(NOW) - 120 }],
      ['2605.10000', { collectionIds: ['rl-for-llm-agents'], at: toSeconds(NOW) - 180 }],
    ]);
    expect([...copy.removed]).toEqual([['2604.27955', toSeconds(NOW) - 5]]);
    expect(copy).toMatchObject({ omitted: 0, at: NOW });
  });

  it('stays within sync’s quotas for a large library, keeping the newest papers and counting the rest', () => {
    const items = packSyncCopy(state(10_000), NOW);
    withinQuotas(items);
    const copy = read(items);
    expect([...copy.saved.keys()][0]).toBe('2605.19999');
    expect(copy.saved.size + copy.omitted).toBe(10_000);
    expect(copy.saved.size).toBeGreaterThan(3000);
  });

  it('caps removals at a quarter of the copy, newest kept, so they never crowd out the saved list', () => {
    const items = packSyncCopy(state(10_000, 5_000), NOW);
    withinQuotas(items);
    const copy = read(items);
    expect(copy.removed.has('2604.10000')).toBe(true);
    expect(copy.removed.has('2604.14999')).toBe(false);
    expect(bytes('', [...copy.removed])).toBeLessThanOrEqual(REMOVAL_BYTES);
    expect(copy.saved.size).toBeGreaterThan(2000);
  });

  it('drops removals older than 90 days', () => {
    const old = toSeconds(NOW) - 91 * 86_400;
    const copy = read(packSyncCopy({ ...state(1), removed: new Map([['2604.27955', old]]) }, NOW));
    expect(copy.removed.size).toBe(0);
  });

  it('keeps the header within one item with a thousand long-named collections', () => {
    const many = new Map(Array.from({ length: 1000 }, (_, i) => [`collection-${i}`, `${'A long collection name '.repeat(8)}${i}`]));
    const items = packSyncCopy({ ...state(100), collections: many }, NOW);
    withinQuotas(items);
    expect(read(items).saved.size).toBe(100);
  });

  it('has no copy in an empty area, and refuses a malformed one', () => {
    expect(unpackSyncCopy({})).toEqual({ ok: true, copy: undefined });
    expect(unpackSyncCopy({ 'savedCopy:meta': { collections: [], parts: 1 }, 'savedCopy:0': 'junk' })).toMatchObject({ ok: false });
  });
});

describe('writing and restoring the copy', () => {
  it('writes only when turned on, and a second profile restores the list with its collections', async () => {
    const { fakeBrowser } = await import('wxt/testing/fake-browser');
    const { RadarDb, savePaper } = await import('../../../lib/store/db');
    const { normalizePaperDraft } = await import('../../../lib/paper/normalize');
    const { restoreSyncCopy, setSyncCopyEnabled, writeSyncCopy } = await import('../../../lib/sync-copy/sync');
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

    expect(await restoreSyncCopy(second)).toMatchObject({ restored: 2, inCopy: 2, omitted: 0 });
    expect((await second.saved.get('2604.27955'))?.collectionIds).toEqual(['reading-group']);
    expect((await second.papers.get('2605.28143'))?.pending).toBe(true);
    expect((await second.collections.get('reading-group'))?.name).toBe('Reading group');
    await first.delete();
    await second.delete();
  });
});

describe('sizes as Chromium counts them', () => {
  it('a part full of DOIs spelled with "<" (SICI DOIs) stays under the item quota as Chromium measures it', () => {
    const sici = (i: number) => `doi:10.1002/(sici)1097-4571(199806)49:8<${'<'.repeat(60)}${i}::aid-asi4>3.0.co;2-y`;
    const saved = new Map(
      Array.from({ length: 400 }, (_, i) => [sici(i), { collectionIds: ['rl-for-llm-agents'], at: toSeconds(NOW) - i }]),
    );
    const items = packSyncCopy({ collections, saved, removed: new Map(), collectionsGone: new Map() }, NOW);
    withinQuotas(items);
    // JSON.stringify's count would have filled parts Chromium refuses.
    const naive = (key: string, value: unknown) => new TextEncoder().encode(key + JSON.stringify(value)).length;
    expect(Math.max(...Object.entries(items).map(([key, value]) => bytes(key, value) - naive(key, value)))).toBeGreaterThan(1000);
    expect(read(items).saved.size).toBe(saved.size - read(items).omitted);
  });
});
