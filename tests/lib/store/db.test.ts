import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTION } from '../../../lib/paper/merge';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { listSaved, RadarDb, readKv, restoreRemoved, savePaper, UNDO_WINDOW_MS, unsavePaper, writeKv } from '../../../lib/store/db';
import { savedIds } from '../../../lib/store/saved-state';

let db: RadarDb;
let name = 0;

function paper(id: string, title = `Paper ${id}`): Paper {
  const result = normalizePaperDraft(
    { arxivId: id, title, authors: ['Ada Lovelace'] },
    { site: 'arxiv-abs', url: `https://arxiv.org/abs/${id}`, at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

beforeEach(async () => {
  db = new RadarDb(`test-db-${++name}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('the store', () => {
  it('starts with the "RL for LLM Agents" collection', async () => {
    expect(await db.collections.toArray()).toEqual([{ ...DEFAULT_COLLECTION, createdAt: expect.any(Number) }]);
  });

  it('saves a paper into the default collection and lists it', async () => {
    const outcome = await savePaper(db, paper('2604.27955'), { now: 1000 });
    expect(outcome).toEqual({
      created: true,
      record: { paperId: '2604.27955', collectionIds: [DEFAULT_COLLECTION.id], savedAt: 1000, tags: [], note: '', read: false },
    });
    const saved = await listSaved(db);
    expect(saved.map((row) => row.paper.title)).toEqual(['Paper 2604.27955']);
  });

  it('keeps one record when the same paper is saved twice at once, from two tabs, or again later', async () => {
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => savePaper(db, paper('2604.27955'))));
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    const secondTab = new RadarDb(db.name);
    await Promise.all([savePaper(secondTab, paper('2604.27955v2')), savePaper(db, paper('2604.27955v1'))]);
    secondTab.close();
    expect(await db.saved.count()).toBe(1);
    expect(await db.papers.count()).toBe(1);
    expect((await db.papers.get('2604.27955'))?.version).toBe(2);
  });

  it('adds a collection to an existing record instead of duplicating it', async () => {
    await savePaper(db, paper('2604.27955'));
    const again = await savePaper(db, paper('2604.27955'), { collectionId: 'reading-group' });
    expect(again.created).toBe(false);
    expect(again.record.collectionIds).toEqual([DEFAULT_COLLECTION.id, 'reading-group']);
    expect(await db.saved.count()).toBe(1);
  });

  it('lists most recently saved first and reports which ids are saved', async () => {
    await savePaper(db, paper('2604.00001'), { now: 1 });
    await savePaper(db, paper('2604.00002'), { now: 3 });
    await savePaper(db, paper('2604.00003'), { now: 2 });
    expect((await listSaved(db)).map((row) => row.paper.id)).toEqual(['2604.00002', '2604.00003', '2604.00001']);
    expect(await savedIds(db, ['2604.00001', '2604.99999'])).toEqual(new Set(['2604.00001']));
  });

  it('un-saves keeping the metadata, and an undo brings back notes and tags', async () => {
    await savePaper(db, paper('2604.27955'));
    await db.saved.update('2604.27955', { note: 'Read section 4', tags: ['credit assignment'] });
    const removed = await unsavePaper(db, '2604.27955');
    expect(removed?.note).toBe('Read section 4');
    expect(await db.saved.count()).toBe(0);
    expect(await db.papers.count()).toBe(1);
    expect(await restoreRemoved(db, '2604.27955')).toBe(true);
    expect(await db.saved.get('2604.27955')).toMatchObject({ note: 'Read section 4', tags: ['credit assignment'] });
    // The undo is used up; a paper never saved has nothing to undo.
    expect(await restoreRemoved(db, '2604.27955')).toBe(false);
    expect(await unsavePaper(db, '2604.99999')).toBeUndefined();
  });

  it('keeps a removed paper for the undo window only, and drops expired ones at the next removal', async () => {
    await savePaper(db, paper('2604.00001'));
    await savePaper(db, paper('2604.00002'));
    await unsavePaper(db, '2604.00001', 1_000);
    expect(await restoreRemoved(db, '2604.00001', 1_000 + UNDO_WINDOW_MS + 1)).toBe(false);
    expect(await db.saved.get('2604.00001')).toBeUndefined();
    await savePaper(db, paper('2604.00003'));
    await unsavePaper(db, '2604.00003', 1_000);
    await unsavePaper(db, '2604.00002', 1_000 + UNDO_WINDOW_MS + 1);
    expect((await db.removed.toArray()).map((entry) => entry.paperId)).toEqual(['2604.00002']);
  });

  it('merges an undone record with one saved again since, losing neither note', async () => {
    await savePaper(db, paper('2604.27955'), { collectionId: 'reading' });
    await db.saved.update('2604.27955', { note: 'First reading', tags: ['memory'] });
    await unsavePaper(db, '2604.27955', 10);
    await savePaper(db, paper('2604.27955'), { now: 20 });
    await db.saved.update('2604.27955', { note: 'Second look', tags: ['skills'] });
    expect(await restoreRemoved(db, '2604.27955', 30)).toBe(true);
    const record = await db.saved.get('2604.27955');
    expect(record?.note).toBe('First reading\n\nSecond look');
    expect(record?.tags.sort()).toEqual(['memory', 'skills']);
    expect(record?.collectionIds).toContain('reading');
  });

  it('an undone removal does not write a note twice when the paper came back with the same note meanwhile', async () => {
    // Removed, then brought back with the same words by a backup's import (which leaves the removal waiting), then U.
    await savePaper(db, paper('2604.27955'));
    await db.saved.update('2604.27955', { note: 'Read §3.\nThen §5.', tags: ['memory'] });
    await unsavePaper(db, '2604.27955', 10);
    await savePaper(db, paper('2604.27955'), { now: 20 });
    await db.saved.update('2604.27955', { note: 'Read §3.\nThen §5.', tags: ['memory'] });
    expect(await restoreRemoved(db, '2604.27955', 30)).toBe(true);
    expect((await db.saved.get('2604.27955'))?.note).toBe('Read §3.\nThen §5.');
  });

  it('an undone removal keeps the citation key the paper was cited by, or the one it took since', async () => {
    await savePaper(db, paper('2604.27955'));
    await db.saved.update('2604.27955', { citeKey: 'first2026key' });
    await unsavePaper(db, '2604.27955', 10);
    await savePaper(db, paper('2604.27955'), { now: 20 });
    await db.saved.update('2604.27955', { citeKey: 'later2026key' });
    expect(await restoreRemoved(db, '2604.27955', 30)).toBe(true);
    expect((await db.saved.get('2604.27955'))?.citeKey).toBe('first2026key');

    await savePaper(db, paper('2604.00009'));
    await unsavePaper(db, '2604.00009', 40);
    await savePaper(db, paper('2604.00009'), { now: 50 });
    await db.saved.update('2604.00009', { citeKey: 'since2026key' });
    expect(await restoreRemoved(db, '2604.00009', 60)).toBe(true);
    expect((await db.saved.get('2604.00009'))?.citeKey).toBe('since2026key');

    // A key another saved paper took meanwhile (an import) stays with that paper; the one brought back gets a new one
    // at its next export.
    await unsavePaper(db, '2604.27955', 70);
    await savePaper(db, paper('2604.00010'), { now: 80 });
    await db.saved.update('2604.00010', { citeKey: 'First2026Key' });
    expect(await restoreRemoved(db, '2604.27955', 90)).toBe(true);
    expect((await db.saved.get('2604.27955'))?.citeKey).toBeUndefined();
    expect((await db.saved.get('2604.00010'))?.citeKey).toBe('First2026Key');

    // Its old key taken, the key it took since it was saved again stays.
    await db.saved.update('2604.00009', { citeKey: 'old2026key' });
    await unsavePaper(db, '2604.00009', 100);
    await db.saved.update('2604.00010', { citeKey: 'OLD2026KEY' });
    await savePaper(db, paper('2604.00009'), { now: 110 });
    await db.saved.update('2604.00009', { citeKey: 'new2026key' });
    expect(await restoreRemoved(db, '2604.00009', 120)).toBe(true);
    expect((await db.saved.get('2604.00009'))?.citeKey).toBe('new2026key');
  });

  it('a paper saved afresh after its removal does not come back as Updated with the changes of its first stay', async () => {
    await savePaper(db, paper('2604.27955'));
    await db.updates.add({ paperId: '2604.27955', at: 5, changes: [{ kind: 'abstract' }], seen: 0 });
    await unsavePaper(db, '2604.27955', 10);
    await savePaper(db, paper('2604.27955'), { now: 10 + UNDO_WINDOW_MS + 1 });
    expect((await db.updates.toArray()).map((update) => update.seen)).toEqual([1]);
    // Saved again into another collection (not afresh): what is news stays news.
    await db.updates.add({ paperId: '2604.27955', at: 20, changes: [{ kind: 'title', from: 'a', to: 'b' }], seen: 0 });
    await savePaper(db, paper('2604.27955'), { collectionId: 'reading' });
    expect((await db.updates.toArray()).map((update) => update.seen)).toEqual([1, 0]);
  });

  it('keeps settings and feed state by key', async () => {
    expect(await readKv(db, 'feed.lastSync')).toBeUndefined();
    await writeKv(db, 'feed.lastSync', { at: 5 });
    expect(await readKv(db, 'feed.lastSync')).toEqual({ at: 5 });
  });
});
