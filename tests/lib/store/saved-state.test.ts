import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';
import { RadarDb, savePaper, unsavePaper } from '../../../lib/store/db';
import { asSavedAs, holderOf, removedHolderOf, savedIds } from '../../../lib/store/saved-state';

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  db = new RadarDb(`saved-state-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

function paper(draft: PaperDraft, site: string, url: string): Paper {
  const result = normalizePaperDraft(draft, { site, url, at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

// An ACL paper (keyed by its DOI) into which its OpenReview copy was merged.
const acl = {
  ...paper(
    { doi: '10.18653/v1/2026.acl-long.7', title: 'Credit Assignment for Agents', authors: ['B. Carter'] },
    'acl-anthology',
    'https://aclanthology.org/2026.acl-long.7/',
  ),
  alsoKnownAs: ['openreview:AbCdE12345'],
};
const forum = paper(
  { siteKey: 'openreview:AbCdE12345', title: 'Credit Assignment for Agents (camera-ready)', abstract: 'The forum’s abstract.' },
  'openreview',
  'https://openreview.net/forum?id=AbCdE12345',
);

describe('a copy merged into a saved paper', () => {
  it('is saved as that paper, and only while it is', async () => {
    await savePaper(db, acl);
    expect(await savedIds(db, ['openreview:AbCdE12345', acl.id, 'openreview:Other12345'])).toEqual(
      new Set(['openreview:AbCdE12345', acl.id]),
    );
    await unsavePaper(db, acl.id);
    expect(await savedIds(db, ['openreview:AbCdE12345'])).toEqual(new Set());
  });

  it('is saved and removed as that paper; its undo acts on that paper while it waits in the undo window', async () => {
    await savePaper(db, acl);
    expect(await holderOf(db, 'openreview:AbCdE12345')).toBe(acl.id);
    expect(await holderOf(db, 'openreview:Other12345')).toBe('openreview:Other12345');
    expect(await removedHolderOf(db, 'openreview:AbCdE12345')).toBe('openreview:AbCdE12345');
    await unsavePaper(db, acl.id);
    expect(await removedHolderOf(db, 'openreview:AbCdE12345')).toBe(acl.id);
  });

  it('is saved and removed as the saved paper that holds it, not as an unsaved row that names it too', async () => {
    // A paper only the papers table holds (kept there after its removal, or brought by a backup) naming the copy first.
    await db.papers.put({ ...acl, id: 'doi:10.18653/v1/2026.acl-long.1' });
    const later = { ...acl, id: 'doi:10.18653/v1/2026.acl-long.9' };
    await savePaper(db, later);
    expect(await savedIds(db, ['openreview:AbCdE12345'])).toEqual(new Set(['openreview:AbCdE12345']));
    expect(await holderOf(db, 'openreview:AbCdE12345')).toBe(later.id);
    await unsavePaper(db, later.id);
    expect(await removedHolderOf(db, 'openreview:AbCdE12345')).toBe(later.id);
  });

  it('seen again, only fills what the kept paper lacks, even from a site as trusted as the kept paper’s', async () => {
    await savePaper(db, acl);
    await savePaper(db, await asSavedAs(db, forum));
    const kept = await db.papers.get(acl.id);
    expect(kept).toMatchObject({
      title: 'Credit Assignment for Agents',
      abstract: 'The forum’s abstract.',
      alsoKnownAs: ['openreview:AbCdE12345'],
    });
    expect(await db.saved.count()).toBe(1);
    expect(
      await asSavedAs(db, paper({ siteKey: 'openreview:Other12345', title: 'Another paper entirely' }, 'openreview', '')),
    ).toMatchObject({
      id: 'openreview:Other12345',
    });
  });
});
