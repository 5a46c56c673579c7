import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { toCslJson } from '../../../lib/export/csl-json';
import { pinCitationKeys } from '../../../lib/library/citation-keys';
import { exportItems, updateSaved } from '../../../lib/library/queries';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb, restoreRemoved, savePaper, unsavePaper } from '../../../lib/store/db';

function paper(id: string, title: string): Paper {
  const result = normalizePaperDraft(
    { arxivId: id, title, authors: ['Hongxiang Lin'], published: '2026-05-27' },
    { site: 'test', url: 'https://arxiv.org/', at: 1 },
  );
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const keyOf = (bib: string) => /^@\w+\{([^,]+),/.exec(bib)?.[1];
const keysOf = (bib: string) => [...bib.matchAll(/^@\w+\{([^,]+),/gm)].map((match) => match[1]);

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`keys-${Math.random()}`);
  await db.open();
});
afterEach(() => db.delete());

describe('pinCitationKeys', () => {
  it('keeps the key a saved paper was first exported with after arXiv revises its title', async () => {
    await savePaper(db, paper('2605.28143', 'SKILLC: Skill Internalization'));
    const first = toBibtex(await pinCitationKeys(db, await exportItems(db, { kind: 'all' })));
    expect(keyOf(first)).toBe('lin2026skillc');

    // A new version with a new title (the watch stores it): the manuscript's \cite{lin2026skillc} must still resolve.
    await db.papers.update('2605.28143', { title: 'Contrastive Skill Internalization' });
    const later = toBibtex(await pinCitationKeys(db, await exportItems(db, { kind: 'all' })));
    expect(later).toContain('Contrastive Skill Internalization');
    expect(keyOf(later)).toBe('lin2026skillc');
    expect((await db.saved.get('2605.28143'))?.citeKey).toBe('lin2026skillc');
  });

  it('gives the same paper the same key in a selection as in the whole library, and in CSL-JSON', async () => {
    // Two papers whose keys clash: exported alone, the later one would have taken the bare key.
    await savePaper(db, paper('2605.28143', 'SKILLC one'));
    await savePaper(db, paper('2605.30001', 'SKILLC two'));
    const all = keysOf(toBibtex(await pinCitationKeys(db, await exportItems(db, { kind: 'all' }))));
    expect(all.sort()).toEqual(['lin2026skillc', 'lin2026skillca']);

    const alone = await pinCitationKeys(db, await exportItems(db, { kind: 'papers', ids: ['2605.30001'] }));
    expect(keyOf(toBibtex(alone))).toBe('lin2026skillca');
    expect(JSON.parse(toCslJson(alone))[0].id).toBe('lin2026skillca');
  });

  it('never gives a new paper a key another saved paper holds, even when that one is not exported', async () => {
    await savePaper(db, paper('2605.30001', 'SKILLC two'));
    await pinCitationKeys(db, await exportItems(db, { kind: 'all' }));
    // A paper with a lower id and the same base key is saved later and exported on its own.
    await savePaper(db, paper('2605.10001', 'SKILLC zero'));
    const alone = await pinCitationKeys(db, await exportItems(db, { kind: 'papers', ids: ['2605.10001'] }));
    expect(keyOf(toBibtex(alone))).toBe('lin2026skillca');
    // A paper that is not saved (copied from the feed) gets a key unlike theirs, and nothing is stored for it.
    const feedPaper = await pinCitationKeys(db, [{ paper: paper('2605.20001', 'SKILLC feed') }]);
    expect(keyOf(toBibtex(feedPaper))).toBe('lin2026skillcb');
    expect(await db.saved.get('2605.20001')).toBeUndefined();
  });

  it('keeps the key of a paper removed within the hour for its Undo: no two saved papers end up sharing it', async () => {
    await savePaper(db, paper('2605.28143', 'SKILLC one'));
    await pinCitationKeys(db, await exportItems(db, { kind: 'all' }));
    await unsavePaper(db, '2605.28143');
    // Another paper with the same base key is saved and exported while the first waits for its Undo.
    await savePaper(db, paper('2605.30001', 'SKILLC two'));
    const other = await pinCitationKeys(db, await exportItems(db, { kind: 'all' }));
    expect(keyOf(toBibtex(other))).toBe('lin2026skillca');
    expect(await restoreRemoved(db, '2605.28143')).toBe(true);
    const keys = (await db.saved.toArray()).map((record) => [record.paperId, record.citeKey]);
    expect(keys.sort()).toEqual([
      ['2605.28143', 'lin2026skillc'],
      ['2605.30001', 'lin2026skillca'],
    ]);
  });

  it('exports the record as stored, with what another window wrote since the page read it', async () => {
    await savePaper(db, paper('2605.28143', 'SKILLC'));
    const read = await exportItems(db, { kind: 'all' });
    await updateSaved(db, '2605.28143', { note: 'Written in the other window' });
    const [pinned] = await pinCitationKeys(db, read);
    expect(pinned?.record?.note).toBe('Written in the other window');
    expect(pinned?.record?.citeKey).toBe('lin2026skillc');
  });
});
