import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCollection,
  backupReminder,
  createCollection,
  deleteCollection,
  exportItems,
  markRead,
  recordExport,
  renameCollection,
  renameTag,
  toggleRead,
  updateSaved,
} from '../../../lib/library/queries';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper } from '../../../lib/store/db';

function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft({ arxivId: id, title, authors: ['A B'] }, { site: 'test', url: 'https://arxiv.org/', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`library-${Math.random()}`);
  await db.open();
  await savePaper(db, paper('2605.28143', 'SKILLC'), { now: 1 });
  await savePaper(db, paper('2604.27955', 'GUI Agents'), { now: 2 });
});
afterEach(() => db.delete());

describe('collections', () => {
  it('are created with unique names, renamed, and deleted without deleting any paper', async () => {
    const group = await createCollection(db, '  Reading   group ');
    expect(group).toMatchObject({ id: expect.stringMatching(/^reading-group-[0-9a-f]{8}$/), name: 'Reading group' });
    await expect(createCollection(db, 'reading GROUP')).rejects.toThrow('already a collection named');
    await expect(createCollection(db, '   ')).rejects.toThrow('needs a name');
    await updateSaved(db, '2605.28143', { collectionIds: ['rl-for-llm-agents', group.id] });
    await updateSaved(db, '2604.27955', { collectionIds: [group.id] });
    await renameCollection(db, group.id, 'Group meeting');
    expect((await db.collections.get(group.id))?.name).toBe('Group meeting');
    await expect(renameCollection(db, group.id, 'RL for LLM Agents')).rejects.toThrow('already a collection');

    expect(await deleteCollection(db, group.id)).toBe(2);
    expect(await db.collections.get(group.id)).toBeUndefined();
    expect((await db.saved.toArray()).map((record) => [record.paperId, record.collectionIds]).sort()).toEqual([
      ['2604.27955', []],
      ['2605.28143', ['rl-for-llm-agents']],
    ]);
    await expect(deleteCollection(db, 'rl-for-llm-agents')).rejects.toThrow('default collection');
  });

  it('renamed, refuse a name another collection has in other letter case, as creating one does', async () => {
    const group = await createCollection(db, 'Reading group');
    await expect(renameCollection(db, group.id, 'rl for llm agents')).rejects.toThrow('already a collection named');
    expect((await db.collections.get(group.id))?.name).toBe('Reading group');
    // Its own name in other letter case is no clash.
    await renameCollection(db, group.id, 'Reading Group');
    expect((await db.collections.get(group.id))?.name).toBe('Reading Group');
  });

  it('take many chosen papers at once, keeping the collections each is in, and say how many were added', async () => {
    const group = await createCollection(db, 'Reading group');
    await updateSaved(db, '2605.28143', { collectionIds: ['rl-for-llm-agents', group.id] });
    expect(await addToCollection(db, ['2605.28143', '2604.27955', '9999.99999'], group)).toBe(
      'Added 1 paper to “Reading group”. 1 paper was in it already.',
    );
    expect((await db.saved.get('2604.27955'))?.collectionIds).toEqual(['rl-for-llm-agents', group.id]);
    expect((await db.saved.get('2605.28143'))?.collectionIds).toEqual(['rl-for-llm-agents', group.id]);
    expect(await addToCollection(db, ['2605.28143', '2604.27955'], group)).toBe(
      'Added 0 papers to “Reading group”. 2 papers were in it already.',
    );
  });

  it('made again after a deletion is another collection (the old id may stand for that deletion in the sync copy)', async () => {
    const first = await createCollection(db, 'Old project');
    await deleteCollection(db, first.id);
    const again = await createCollection(db, 'Old project');
    expect(again.name).toBe('Old project');
    expect(again.id).not.toBe(first.id);
  });
});

describe('a saved paper’s own fields', () => {
  it('keeps tags trimmed and unique, and the note and read state as given', async () => {
    await updateSaved(db, '2605.28143', { tags: [' credit  assignment ', 'credit assignment', '', 'skills'], note: 'See §3.', read: true });
    expect(await db.saved.get('2605.28143')).toMatchObject({ tags: ['credit assignment', 'skills'], note: 'See §3.', read: true });
    await expect(updateSaved(db, '9999.99999', { read: true })).rejects.toThrow('no longer saved');
  });

  it('renames a tag on every paper that has it, in any case or spacing, keeping one where the new name was there already', async () => {
    await updateSaved(db, '2605.28143', { tags: ['survey', 'GUI agents', 'to read'] });
    await updateSaved(db, '2604.27955', { tags: ['gui-agents', 'Web agents'] });
    expect(await renameTag(db, 'gui agents', '  Web   agents ')).toEqual({
      said: 'Renamed the tag “gui agents” to “Web agents” on 2 papers.',
      tag: 'Web agents',
    });
    expect((await db.saved.get('2605.28143'))?.tags).toEqual(['survey', 'Web agents', 'to read']);
    expect((await db.saved.get('2604.27955'))?.tags).toEqual(['Web agents']);
    await expect(renameTag(db, 'survey', '   ')).rejects.toThrow('needs a name');
    expect((await db.saved.get('2605.28143'))?.tags).toEqual(['survey', 'Web agents', 'to read']);
  });

  it('marks chosen papers read or unread at once, and says how many (a paper no longer saved is not counted)', async () => {
    expect(await markRead(db, ['2605.28143', '9999.99999'], true)).toBe('Marked 1 paper read.');
    expect((await db.saved.get('2605.28143'))?.read).toBe(true);
    expect(await markRead(db, ['2605.28143'], false)).toBe('Marked 1 paper unread.');
    expect((await db.saved.get('2605.28143'))?.read).toBe(false);
  });

  it('marks a paper read, or unread again, and says which (the library’s R)', async () => {
    expect(await toggleRead(db, '2605.28143')).toBe('Marked read.');
    expect((await db.saved.get('2605.28143'))?.read).toBe(true);
    expect(await toggleRead(db, '2605.28143')).toBe('Marked unread.');
    expect((await db.saved.get('2605.28143'))?.read).toBe(false);
    // Two presses before the page has shown the first: read, then unread again, as stored.
    expect(await Promise.all([toggleRead(db, '2605.28143'), toggleRead(db, '2605.28143')])).toEqual(['Marked read.', 'Marked unread.']);
    await expect(toggleRead(db, '9999.99999')).rejects.toThrow('no longer saved');
  });
});

describe('export scopes', () => {
  it('name everything, a collection, or chosen papers', async () => {
    const group = await createCollection(db, 'Group');
    await updateSaved(db, '2604.27955', { collectionIds: [group.id] });
    expect((await exportItems(db, { kind: 'all' })).map((item) => item.paper.id)).toEqual(['2604.27955', '2605.28143']);
    expect((await exportItems(db, { kind: 'collection', id: group.id })).map((item) => item.paper.id)).toEqual(['2604.27955']);
    expect((await exportItems(db, { kind: 'papers', ids: ['2605.28143'] })).map((item) => item.paper.id)).toEqual(['2605.28143']);
  });
});

describe('the backup reminder', () => {
  const now = Date.UTC(2026, 10, 30);
  it('asks for a first backup, then again after 30 days, and not in between', async () => {
    expect(await backupReminder(db, 30, now)).toMatch(/never exported a backup.*2 saved papers/);
    await recordExport(db, now - 5 * 86_400_000);
    expect(await backupReminder(db, 30, now)).toBeUndefined();
    await recordExport(db, now - 32 * 86_400_000);
    expect(await backupReminder(db, 30, now)).toMatch(/last backup was 32 days ago/);
  });

  it.each([
    [7, 6, false],
    [7, 8, true],
    [14, 13, false],
    [14, 15, true],
    [90, 60, false],
    [90, 91, true],
  ])('after %i days: a backup %i days old brings the reminder: %s', async (days, age, due) => {
    await recordExport(db, now - age * 86_400_000);
    const reminder = await backupReminder(db, days, now);
    if (due) expect(reminder).toMatch(new RegExp(`last backup was ${age} days ago`));
    else expect(reminder).toBeUndefined();
  });

  it('never reminds when the options say never (0 days), not even without any backup', async () => {
    expect(await backupReminder(db, 0, now)).toBeUndefined();
    await recordExport(db, now - 400 * 86_400_000);
    expect(await backupReminder(db, 0, now)).toBeUndefined();
  });

  it('says nothing while the library is empty', async () => {
    await db.saved.clear();
    expect(await backupReminder(db, 30, now)).toBeUndefined();
  });
});
