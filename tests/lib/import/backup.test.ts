import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBackup, toBackupJson } from '../../../lib/export/backup';
import { applyImportPlan, MAX_BACKUP_BYTES, parseBackup, planBackupImport } from '../../../lib/import/backup';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, restoreRemoved, savePaper, unsavePaper } from '../../../lib/store/db';
import { savedIds } from '../../../lib/store/saved-state';

function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft(
    { arxivId: id, title, authors: ['Hongxiang Lin'], abstract: 'About agents.', published: '2026-05-27' },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

/** Everything in the store, for "nothing changed" checks. */
async function dump(db: RadarDb) {
  return {
    papers: await db.papers.toArray(),
    saved: await db.saved.toArray(),
    collections: await db.collections.toArray(),
    feedback: await db.feedback.toArray(),
  };
}

let source: RadarDb;
let target: RadarDb;

/** Reads a backup's text and plans its import into the target profile; a refused file fails the test. */
async function planFrom(text: string) {
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return planBackupImport(target, parsed.backup);
}

beforeEach(async () => {
  source = new RadarDb(`backup-source-${Math.random()}`);
  target = new RadarDb(`backup-target-${Math.random()}`);
  await source.open();
  await target.open();
  await source.collections.add({ id: 'reading-group', name: 'Reading group', createdAt: 5 });
  await savePaper(source, paper('2605.28143', 'SKILLC: <script>alert(1)</script> skills'), { now: 10 });
  await savePaper(source, paper('2604.27955', 'GUI Agents with Reinforcement Learning'), { now: 20, collectionId: 'reading-group' });
  await source.saved.update('2605.28143', { tags: ['credit assignment'], note: 'Read §3.', read: true });
  await source.feedback.put({ paperId: '2604.27955', verdict: 'relevant', at: 30, text: 'GUI agents' });
});

afterEach(async () => {
  await source.delete();
  await target.delete();
});

describe('the JSON backup', () => {
  it('round-trips into a fresh profile: papers, saved records, tags, notes, collections and feedback', async () => {
    const file = toBackupJson(await readBackup(source, 0));
    const parsed = parseBackup(file);
    if (!parsed.ok) throw new Error(parsed.error);
    const plan = await planBackupImport(target, parsed.backup);
    expect(plan.summary).toEqual({ newPapers: 2, updatedPapers: 0, newSaved: 2, mergedSaved: 0, newCollections: 1, feedback: 1 });
    await applyImportPlan(target, plan);
    const [from, to] = [await dump(source), await dump(target)];
    expect(to.papers).toEqual(from.papers);
    expect(to.saved).toEqual(from.saved);
    expect(to.feedback).toEqual(from.feedback);
    expect(to.collections.map((collection) => collection.name).sort()).toEqual(['RL for LLM Agents', 'Reading group']);
  });

  it('merges by id and never drops a note, a tag or a collection', async () => {
    await savePaper(target, paper('2605.28143', 'SKILLC'), { now: 99, collectionId: undefined });
    await target.collections.add({ id: 'mine', name: 'Reading group', createdAt: 1 });
    await target.saved.update('2605.28143', { tags: ['skills'], note: 'My own note.', collectionIds: ['rl-for-llm-agents', 'mine'] });
    const plan = await planFrom(toBackupJson(await readBackup(source)));
    expect(plan.summary.mergedSaved).toBe(1);
    await applyImportPlan(target, plan);
    const merged = await target.saved.get('2605.28143');
    expect(merged?.tags.sort()).toEqual(['credit assignment', 'skills']);
    expect(merged?.note).toBe('My own note.\n\nRead §3.');
    expect(merged?.collectionIds.sort()).toEqual(['mine', 'rl-for-llm-agents']);
    expect(merged?.read).toBe(true);
    expect(merged?.savedAt).toBe(10);
    // A different collection with the same name is kept beside the local one.
    expect((await target.collections.toArray()).map((collection) => collection.name).sort()).toEqual([
      'RL for LLM Agents',
      'Reading group',
      'Reading group (imported)',
    ]);
  });

  it('gives an imported collection a name of its own however many clash, never failing the import', async () => {
    const long = 'L'.repeat(200);
    await target.collections.bulkAdd([
      { id: 'mine', name: 'Reading group', createdAt: 1 },
      { id: 'mine-2', name: 'Reading group (imported)', createdAt: 1 },
      { id: 'long', name: long, createdAt: 1 },
    ]);
    const backup = await readBackup(source);
    const clashing = {
      ...backup,
      collections: [
        ...backup.collections,
        { id: 'theirs-long', name: long, createdAt: 2 },
        // Two of the file's own collections share a name, and clash with none here.
        { id: 'a', name: 'Twice', createdAt: 3 },
        { id: 'b', name: 'Twice', createdAt: 4 },
      ],
    };
    const plan = await planFrom(JSON.stringify(clashing));
    expect(plan.summary.newCollections).toBe(4);
    await applyImportPlan(target, plan);
    const names = new Map((await target.collections.toArray()).map((collection) => [collection.id, collection.name]));
    expect(names.get('reading-group')).toBe('Reading group (imported 2)');
    expect(names.get('theirs-long')).toBe(`${'L'.repeat(189)} (imported)`);
    expect([names.get('a'), names.get('b')]).toEqual(['Twice', 'Twice (imported)']);
    expect((await target.saved.get('2604.27955'))?.collectionIds).toContain('reading-group');
  });

  it('gives a collection deleted before a new id of its own, its papers with it; one that was never deleted keeps its id', async () => {
    const backup = await readBackup(source);
    const parsed = parseBackup(
      JSON.stringify({ ...backup, collections: [...backup.collections, { id: 'kept', name: 'Kept', createdAt: 6 }] }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const plan = await planBackupImport(target, parsed.backup, new Set(['reading-group']));
    expect(plan.summary.newCollections).toBe(2);
    await applyImportPlan(target, plan);
    const named = new Map((await target.collections.toArray()).map((collection) => [collection.name, collection.id]));
    const readingGroup = named.get('Reading group') ?? '';
    expect(readingGroup).toMatch(/^reading-group-[0-9a-f]{8}$/);
    expect(named.get('Kept')).toBe('kept');
    expect((await target.saved.get('2604.27955'))?.collectionIds).toEqual([readingGroup]);
    expect(await target.collections.get('reading-group')).toBeUndefined();
  });

  it('merges a file’s repeated records of one paper instead of keeping only the last', async () => {
    const backup = await readBackup(source);
    const record = backup.saved.find((saved) => saved.paperId === '2605.28143');
    if (!record) throw new Error('no record');
    const repeated = { ...backup, saved: [...backup.saved, { ...record, tags: ['memory'], note: 'Second copy.', read: false }] };
    const plan = await planFrom(JSON.stringify(repeated));
    expect(plan.summary.newSaved).toBe(2);
    await applyImportPlan(target, plan);
    const merged = await target.saved.get('2605.28143');
    expect(merged?.tags.sort()).toEqual(['credit assignment', 'memory']);
    expect(merged?.note).toBe('Read §3.\n\nSecond copy.');
  });

  it('puts a hand-edited file’s text on single spaces, as a save stores it, so a phrase across a line break is found', async () => {
    const backup = await readBackup(source);
    const edited = {
      ...backup,
      papers: backup.papers.map((paper) =>
        paper.id === '2604.27955'
          ? {
              ...paper,
              title: 'GUI Agents\n  with Reinforcement Learning',
              abstract: 'We train GUI agents with multi-turn\n\treinforcement\r\nlearning.',
              authors: ['Hongxiang\nLin'],
              comment: ' \n ',
            }
          : paper,
      ),
    };
    await applyImportPlan(target, await planFrom(JSON.stringify(edited)));
    expect(await target.papers.get('2604.27955')).toMatchObject({
      title: 'GUI Agents with Reinforcement Learning',
      abstract: 'We train GUI agents with multi-turn reinforcement learning.',
      authors: ['Hongxiang Lin'],
    });
    expect((await target.papers.get('2604.27955'))?.comment).toBeUndefined();
    // A paper whose text needed nothing comes in as it was.
    expect(await target.papers.get('2605.28143')).toEqual(backup.papers.find((paper) => paper.id === '2605.28143'));
  });

  it('takes a paper named with a version or in capitals (2605.28143v2, doi:10.1145/ABC) for the paper it names', async () => {
    // Here SKILLC is saved under its id as every save stores it; the file names it with a version and brings a DOI
    // paper in capitals, as a hand-merged file may.
    await savePaper(target, paper('2605.28143', 'SKILLC'), { now: 2 });
    await target.saved.update('2605.28143', { note: 'Mine.' });
    const doiPaper = normalizePaperDraft(
      { doi: '10.1145/abc', title: 'A journal paper' },
      { site: 'test', url: 'https://doi.org/', at: 1 },
    );
    if (!doiPaper.ok) throw new Error(doiPaper.error);
    await savePaper(target, doiPaper.paper, { now: 3 });
    const backup = await readBackup(source);
    const renamed = (id: string) => (id === '2605.28143' ? '2605.28143v2' : id);
    const file = {
      ...backup,
      papers: [...backup.papers.map((p) => ({ ...p, id: renamed(p.id) })), { ...doiPaper.paper, id: 'doi:10.1145/ABC' }],
      saved: [
        ...backup.saved.map((record) => ({ ...record, paperId: renamed(record.paperId) })),
        { paperId: 'doi:10.1145/ABC', collectionIds: [], savedAt: 4, tags: ['journal'], note: '', read: false },
      ],
    };
    await applyImportPlan(target, await planFrom(JSON.stringify(file)));
    expect((await target.saved.toCollection().primaryKeys()).sort()).toEqual(['2604.27955', '2605.28143', 'doi:10.1145/abc']);
    expect((await target.papers.toCollection().primaryKeys()).sort()).toEqual(['2604.27955', '2605.28143', 'doi:10.1145/abc']);
    expect((await target.saved.get('2605.28143'))?.note).toBe('Mine.\n\nRead §3.');
    expect((await target.saved.get('doi:10.1145/abc'))?.tags).toEqual(['journal']);
    // The version the id named is kept as the paper's latest known.
    expect((await target.papers.get('2605.28143'))?.version).toBe(2);
  });

  it.each([
    ['an empty file', '', /empty/],
    ['a truncated file', '{"format":"agent-rl-radar-backup","version":1,"papers":[{"id":', /not valid JSON/],
    ['another program’s JSON', '{"items":[]}', /not an Agent RL Radar backup/],
    ['a BibTeX file', '@misc{lin2026skillc, title={SKILLC}}', /not valid JSON/],
    ['a newer version', '{"format":"agent-rl-radar-backup","version":2}', /version 2; this version .* reads version 1/],
    [
      'a prototype-polluting file',
      '{"format":"agent-rl-radar-backup","version":1,"papers":[{"__proto__":{"polluted":true}}]}',
      /forbidden key \("__proto__"\)/,
    ],
    ['a constructor key', '{"constructor":{"prototype":{"polluted":true}}}', /forbidden key/],
    ['a version that is an object', '{"format":"agent-rl-radar-backup","version":{"toString":1}}', /version unknown; this version/],
  ])('refuses %s with a clear message and changes nothing', async (_name, text, message) => {
    const before = await dump(target);
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
    expect(await dump(target)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('brings citation keys back with their papers, never taking a key a paper here is cited by', async () => {
    await source.saved.update('2605.28143', { citeKey: 'lin2026skillc' });
    await source.saved.update('2604.27955', { citeKey: 'lin2026gui' });
    // Here another paper is already cited as lin2026gui, and SKILLC has a key of its own.
    await savePaper(target, paper('2601.00001', 'Another GUI paper'), { now: 1 });
    await target.saved.update('2601.00001', { citeKey: 'lin2026gui' });
    await savePaper(target, paper('2605.28143', 'SKILLC'), { now: 2 });
    await target.saved.update('2605.28143', { citeKey: 'skillc-here' });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source))));
    expect((await target.saved.get('2605.28143'))?.citeKey).toBe('skillc-here');
    expect((await target.saved.get('2601.00001'))?.citeKey).toBe('lin2026gui');
    expect((await target.saved.get('2604.27955'))?.citeKey).toBeUndefined();

    // Into a fresh profile, every key comes back as it was.
    const fresh = new RadarDb(`backup-fresh-${Math.random()}`);
    await fresh.open();
    const parsed = parseBackup(toBackupJson(await readBackup(source)));
    if (!parsed.ok) throw new Error(parsed.error);
    await applyImportPlan(fresh, await planBackupImport(fresh, parsed.backup));
    expect((await fresh.saved.toArray()).map((record) => record.citeKey).sort()).toEqual(['lin2026gui', 'lin2026skillc']);
    await fresh.delete();

    // A paper removed here within the hour keeps its key for Undo: the file's paper does not take it.
    const waiting = new RadarDb(`backup-waiting-${Math.random()}`);
    await waiting.open();
    await savePaper(waiting, paper('2601.00002', 'Removed GUI paper'), { now: 1 });
    await waiting.saved.update('2601.00002', { citeKey: 'lin2026gui' });
    await unsavePaper(waiting, '2601.00002');
    await applyImportPlan(waiting, await planBackupImport(waiting, parsed.backup));
    expect((await waiting.saved.get('2604.27955'))?.citeKey).toBeUndefined();
    expect(await restoreRemoved(waiting, '2601.00002')).toBe(true);
    expect((await waiting.saved.get('2601.00002'))?.citeKey).toBe('lin2026gui');
    await waiting.delete();

    // A file whose two records claim one key (two libraries merged by hand): the lower arXiv id keeps it.
    const twins = new RadarDb(`backup-twins-${Math.random()}`);
    await twins.open();
    const backup = await readBackup(source);
    const clashing = { ...backup, saved: backup.saved.map((record) => ({ ...record, citeKey: 'Shared2026' })) };
    const twinParse = parseBackup(JSON.stringify(clashing));
    if (!twinParse.ok) throw new Error(twinParse.error);
    await applyImportPlan(twins, await planBackupImport(twins, twinParse.backup));
    expect((await twins.saved.get('2604.27955'))?.citeKey).toBe('Shared2026');
    expect((await twins.saved.get('2605.28143'))?.citeKey).toBeUndefined();
    await twins.delete();
  });

  it('dates no imported lesson later than the import, so a backup from the future cannot outrank the lessons given after it', async () => {
    // A file dated far in the future (a wrong clock, a hand-edited file): its "relevant" on a paper and the X it replaced.
    const future = 8e15;
    const lesson = { paperId: '2604.27955', verdict: 'relevant' as const, at: future, text: 'GUI agents' };
    await source.feedback.put({ ...lesson, before: { verdict: 'not-relevant', at: future, text: 'GUI agents' } });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))), 1_000);
    expect(await target.feedback.get('2604.27955')).toMatchObject({ at: 1_000, before: { at: 1_000 } });
    // The user's own backup from another browser, where they pressed X at 2,000, imported later: that word wins.
    await source.feedback.put({ ...lesson, verdict: 'not-relevant', at: 2_000 });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))), 3_000);
    expect(await target.feedback.get('2604.27955')).toEqual({ ...lesson, verdict: 'not-relevant', at: 2_000 });
    // A lesson older than the one here is still not taken; one dated at the import's moment is kept as it is.
    await source.feedback.put({ ...lesson, at: 1_500 });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))), 3_000);
    expect((await target.feedback.get('2604.27955'))?.at).toBe(2_000);
  });

  it('dates no imported save or collection later than the import, so a backup from the future cannot keep them first', async () => {
    // A file dated far in the future (a wrong clock, a hand-edited file): a save and a collection of it.
    const future = 8e15;
    await source.saved.update('2605.28143', { savedAt: future });
    await source.collections.update('reading-group', { createdAt: future });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))), 1_000);
    // Dated at the import, not in the future: what the user saves or creates after it sorts after it, as it should.
    expect((await target.saved.get('2605.28143'))?.savedAt).toBe(1_000);
    expect((await target.collections.get('reading-group'))?.createdAt).toBe(1_000);
    // Dates before the import are kept as they are, and a merge still keeps the earlier save's date.
    expect((await target.saved.get('2604.27955'))?.savedAt).toBe(20);
    await source.saved.update('2605.28143', { savedAt: 500 });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))), 3_000);
    expect((await target.saved.get('2605.28143'))?.savedAt).toBe(500);
  });

  it('refuses a file over 50 MB before reading it', () => {
    const parsed = parseBackup('{}', MAX_BACKUP_BYTES + 1);
    expect(parsed).toEqual({ ok: false, error: 'The file is 50 MB; backups over 50 MB are refused.' });
  });

  it('refuses records that fail the store’s schemas: a javascript: link, a date beyond any calendar, a blank author, a citation key that breaks out of its entry, a saved paper missing from the file', async () => {
    const backup = await readBackup(source);
    const hostile = { ...backup, papers: backup.papers.map((p) => ({ ...p, absUrl: 'javascript:alert(1)' })) };
    const first = parseBackup(JSON.stringify(hostile));
    expect(first.ok).toBe(false);
    // A date no calendar holds: stored, it broke the CSV export of the whole library.
    const timeless = { ...backup, saved: backup.saved.map((record) => ({ ...record, savedAt: 1e300 })) };
    expect(parseBackup(JSON.stringify(timeless)).ok).toBe(false);
    // A blank author name, which normalising never stores.
    const nameless = { ...backup, papers: backup.papers.map((p) => ({ ...p, authors: [...p.authors, ' '] })) };
    expect(parseBackup(JSON.stringify(nameless)).ok).toBe(false);
    // A citation key that would end the BibTeX entry it names.
    const breakout = { ...backup, saved: backup.saved.map((record) => ({ ...record, citeKey: 'x,\n  title = {pwned}' })) };
    expect(parseBackup(JSON.stringify(breakout)).ok).toBe(false);
    // Nor one Pandoc's @key would read only in part.
    const trailing = { ...backup, saved: backup.saved.map((record) => ({ ...record, citeKey: 'lin2026skillc.' })) };
    expect(parseBackup(JSON.stringify(trailing)).ok).toBe(false);
    const orphaned = { ...backup, papers: backup.papers.slice(1) };
    const second = parseBackup(JSON.stringify(orphaned));
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error).toMatch(/missing from it/);
  });

  it('refuses a paper dated on a day no calendar has, which exports wrote as month 13', async () => {
    const backup = await readBackup(source);
    for (const date of ['2026-13-45', '2026-02-30', '2026-00-10']) {
      const undated = { ...backup, papers: backup.papers.map((p) => ({ ...p, published: date })) };
      const parsed = parseBackup(JSON.stringify(undated));
      expect(parsed.ok, date).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/damaged/);
      expect(parseBackup(JSON.stringify({ ...backup, papers: backup.papers.map((p) => ({ ...p, updated: date })) })).ok, date).toBe(false);
    }
    // A real day still comes in, whatever its year.
    expect(parseBackup(JSON.stringify({ ...backup, papers: backup.papers.map((p) => ({ ...p, published: '1985-02-28' })) })).ok).toBe(true);
  });

  it('writes all of a plan or none of it', async () => {
    const plan = await planFrom(toBackupJson(await readBackup(source)));
    const before = await dump(target);
    // A record IndexedDB can't store (a function can't be cloned) makes the last write fail: the earlier ones must
    // not stay.
    const feedback = plan.backup.feedback[0] as NonNullable<(typeof plan.backup.feedback)[0]>;
    const unstorable = { ...feedback, text: (() => 'no') as unknown as string };
    const broken = { ...plan, backup: { ...plan.backup, feedback: [unstorable] } };
    await expect(applyImportPlan(target, broken)).rejects.toThrow();
    expect(await dump(target)).toEqual(before);
  });
});

describe('a backup and papers merged here', () => {
  it('a backup from before a merge brings the copy back saved on its own: removed from its page, it shows as not saved', async () => {
    // Here 2604.27955 was merged into 2605.28143 (and its undo window has passed); the backup still saves it apart.
    await savePaper(target, { ...paper('2605.28143', 'SKILLC skills'), alsoKnownAs: ['2604.27955'] }, { now: 5 });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))));
    await unsavePaper(target, '2604.27955');
    expect(await savedIds(target, ['2604.27955', '2605.28143'])).toEqual(new Set(['2605.28143']));
  });

  it('a crafted backup whose paper claims to be a paper saved here does not keep that paper shown as saved once removed', async () => {
    await savePaper(target, paper('2601.00001', 'A paper saved here'), { now: 5 });
    await savePaper(source, { ...paper('2601.00002', 'A crafted paper'), alsoKnownAs: ['2601.00001', '2601.00002'] }, { now: 30 });
    await applyImportPlan(target, await planFrom(toBackupJson(await readBackup(source, 0))));
    await unsavePaper(target, '2601.00001');
    expect(await savedIds(target, ['2601.00001'])).toEqual(new Set());
  });
});
