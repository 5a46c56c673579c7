import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayOf, describeChange, historyEntries, markUpdatesSeen, paperUpdates, unseenUpdatedIds } from '../../../lib/library/updates';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, savePaper, unsavePaper } from '../../../lib/store/db';

function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft({ arxivId: id, title, authors: ['A B'] }, { site: 'test', url: 'https://arxiv.org/', at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

/** Noon, local time: the check's day is the same in every time zone the tests run in. */
const noon = (day: string) => new Date(`${day}T12:00:00`).getTime();

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`library-updates-${Math.random()}`);
  await db.open();
  await savePaper(db, paper('2605.28143', 'SKILLC'), { now: 1 });
  await savePaper(db, paper('2604.27955', 'GUI Agents'), { now: 2 });
  await savePaper(db, paper('2603.00001', 'Removed later'), { now: 3 });
});
afterEach(() => db.delete());

describe('the saved papers with unseen changes', () => {
  it('are the saved papers with at least one unseen update row; seen rows and removed papers do not count', async () => {
    expect(await unseenUpdatedIds(db)).toEqual(new Set());
    await db.updates.bulkAdd([
      { paperId: '2605.28143', at: noon('2026-11-14'), changes: [{ kind: 'abstract' }], seen: 1 },
      { paperId: '2605.28143', at: noon('2026-11-21'), version: 3, changes: [{ kind: 'version', from: 'v2', to: 'v3' }], seen: 0 },
      { paperId: '2605.28143', at: noon('2026-11-28'), changes: [{ kind: 'doi', to: '10.1/x' }], seen: 0 },
      { paperId: '2604.27955', at: noon('2026-11-21'), changes: [{ kind: 'authors' }], seen: 1 },
      { paperId: '2603.00001', at: noon('2026-11-21'), changes: [{ kind: 'withdrawn' }], seen: 0 },
    ]);
    expect(await unseenUpdatedIds(db)).toEqual(new Set(['2605.28143', '2603.00001']));
    await unsavePaper(db, '2603.00001');
    expect(await unseenUpdatedIds(db)).toEqual(new Set(['2605.28143']));
  });

  it('are marked seen paper by paper, and only the unseen rows are written', async () => {
    await db.updates.bulkAdd([
      { paperId: '2605.28143', at: 10, changes: [{ kind: 'abstract' }], seen: 1 },
      { paperId: '2605.28143', at: 20, changes: [{ kind: 'title', from: 'Old', to: 'SKILLC' }], seen: 0 },
      { paperId: '2604.27955', at: 20, changes: [{ kind: 'authors' }], seen: 0 },
    ]);
    expect(await markUpdatesSeen(db, '2605.28143')).toBe(1);
    expect(await markUpdatesSeen(db, '2605.28143')).toBe(0);
    expect(await unseenUpdatedIds(db)).toEqual(new Set(['2604.27955']));
    expect((await db.updates.toArray()).map((row) => row.seen)).toEqual([1, 1, 0]);
  });
});

describe('a paper’s history', () => {
  it('lists its update rows newest first', async () => {
    await db.updates.bulkAdd([
      { paperId: '2605.28143', at: 10, changes: [{ kind: 'abstract' }], seen: 1 },
      { paperId: '2605.28143', at: 30, changes: [{ kind: 'withdrawn' }], seen: 0 },
      { paperId: '2604.27955', at: 40, changes: [{ kind: 'authors' }], seen: 0 },
      { paperId: '2605.28143', at: 20, changes: [{ kind: 'authors' }], seen: 1 },
    ]);
    expect((await paperUpdates(db, '2605.28143')).map((row) => row.at)).toEqual([30, 20, 10]);
    expect(await paperUpdates(db, 'nothing')).toEqual([]);
  });

  it('says each change in words', () => {
    expect(describeChange({ kind: 'version', from: 'v2', to: 'v3' })).toBe('New version: v3');
    expect(describeChange({ kind: 'journal-ref', to: 'Published as a conference paper at ICLR 2026' })).toBe('Published: ICLR 2026');
    expect(describeChange({ kind: 'journal-ref', from: 'ICLR 2026' })).toBe('Journal reference removed');
    expect(describeChange({ kind: 'doi', to: '10.48550/arXiv.2605.28143' })).toBe('DOI 10.48550/arXiv.2605.28143');
    expect(describeChange({ kind: 'title', from: 'Skills, <b>compiled</b>', to: 'SKILLC' })).toBe(
      'Title changed from “Skills, <b>compiled</b>”',
    );
    expect(describeChange({ kind: 'authors', from: 'A', to: 'A, B' })).toBe('Authors changed');
    expect(describeChange({ kind: 'abstract' })).toBe('Abstract changed');
    expect(describeChange({ kind: 'withdrawn' })).toBe('Withdrawn');
  });

  it('dates each check, names a new version with its date, and keeps the other changes in order', () => {
    const entries = historyEntries([
      {
        id: 2,
        paperId: '2605.28143',
        at: noon('2026-11-21'),
        version: 3,
        versionDate: '2026-11-20',
        changes: [
          { kind: 'version', from: 'v2', to: 'v3' },
          { kind: 'journal-ref', to: 'ICLR 2026' },
          { kind: 'doi', to: '10.1/iclr' },
        ],
        seen: 0,
      },
      {
        id: 1,
        paperId: '2605.28143',
        at: noon('2026-11-14'),
        version: 2,
        versionDate: '2026-10-01',
        changes: [{ kind: 'abstract' }],
        seen: 1,
      },
    ]);
    expect(entries).toEqual([
      { key: '2', date: '2026-11-21', version: 'v3 (2026-11-20)', changes: ['Published: ICLR 2026', 'DOI 10.1/iclr'], seen: false },
      // No new version that week: the version the check saw is not news.
      { key: '1', date: '2026-11-14', version: undefined, changes: ['Abstract changed'], seen: true },
    ]);
    expect(dayOf(noon('2026-01-05'))).toBe('2026-01-05');
  });
});
