import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { paperHandlers } from '../../../entrypoints/background/save';
import { readReferences, saveReferences } from '../../../lib/import/references';
import { pinCitationKeys } from '../../../lib/library/citation-keys';
import { updateSaved } from '../../../lib/library/queries';
import { dispatch, type Handlers } from '../../../lib/messaging/protocol';
import { listSaved, RadarDb } from '../../../lib/store/db';
import { withoutVerdicts } from './save-handlers';

let db: RadarDb;
let handlers: Handlers;
let n = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`merge-twins-${++n}`);
  await db.open();
  handlers = withoutVerdicts(paperHandlers(db, { completePending: () => undefined }));
});
afterEach(() => db.delete());

const TITLE = 'Credit Assignment for Multi-Turn LLM Agents';

/** The arXiv preprint, and its OpenReview forum saved from its page, tagged and annotated on each side. */
async function saveBothCopies() {
  await dispatch(
    {
      type: 'paper/save',
      draft: { arxivId: '2604.11111', title: TITLE, authors: ['Ada Lovelace'] },
      site: 'arxiv-abs',
      pageUrl: 'https://arxiv.org/abs/2604.11111',
    },
    handlers,
  );
  await dispatch(
    {
      type: 'paper/save',
      draft: { siteKey: 'openreview:AbCdE12345', title: TITLE, authors: ['Ada Lovelace'], abstract: 'We assign credit per turn.' },
      site: 'openreview',
      pageUrl: 'https://openreview.net/forum?id=AbCdE12345',
    },
    handlers,
  );
  await updateSaved(db, '2604.11111', { tags: ['credit'], note: 'Read the appendix.' });
  await updateSaved(db, 'openreview:AbCdE12345', { tags: ['iclr'], note: 'Reviewers liked it.', read: true });
}

const merge = (keepId: string, dropId: string, origin = {}) => dispatch({ type: 'library/merge', keepId, dropId }, handlers, origin);

describe('library/merge', () => {
  it('leaves one paper with both copies’ tags, notes, read state, and the abstract only the forum had; Undo brings the other copy back', async () => {
    await saveBothCopies();
    expect(await merge('2604.11111', 'openreview:AbCdE12345')).toEqual({ ok: true, data: { keepId: '2604.11111', merged: true } });
    const [kept, ...others] = await listSaved(db);
    expect(others).toEqual([]);
    expect(kept?.paper).toMatchObject({
      id: '2604.11111',
      abstract: 'We assign credit per turn.',
      absUrl: 'https://arxiv.org/abs/2604.11111',
    });
    expect(kept?.record).toMatchObject({ tags: ['credit', 'iclr'], note: 'Read the appendix.\n\nReviewers liked it.', read: true });

    expect(await dispatch({ type: 'paper/undo-unsave', paperId: 'openreview:AbCdE12345' }, handlers)).toEqual({
      ok: true,
      data: { paperId: 'openreview:AbCdE12345', restored: true },
    });
    const back = await listSaved(db);
    expect(back.map((saved) => saved.paper.id).sort()).toEqual(['2604.11111', 'openreview:AbCdE12345']);
    expect(back.find((saved) => saved.paper.id === 'openreview:AbCdE12345')?.record).toMatchObject({
      tags: ['iclr'],
      note: 'Reviewers liked it.',
    });
  });

  it('the kept paper goes on being cited by the key its twin was cited by, through an export within the undo hour', async () => {
    await saveBothCopies();
    await db.saved.update('openreview:AbCdE12345', { citeKey: 'lovelace2026credit' });
    await merge('2604.11111', 'openreview:AbCdE12345');
    const [kept] = await listSaved(db);
    if (!kept) throw new Error('nothing saved');
    const [exported] = await pinCitationKeys(db, [kept]);
    expect(exported?.citeKey).toBe('lovelace2026credit');
    expect((await db.saved.get('2604.11111'))?.citeKey).toBe('lovelace2026credit');
  });

  it('changes nothing when either paper is not saved, or both are one', async () => {
    await saveBothCopies();
    await dispatch({ type: 'paper/unsave', paperId: 'openreview:AbCdE12345' }, handlers);
    const before = await listSaved(db);
    expect(await merge('2604.11111', 'openreview:AbCdE12345')).toEqual({ ok: true, data: { keepId: '2604.11111', merged: false } });
    expect(await merge('2604.11111', '2604.11111')).toMatchObject({ ok: false, error: { code: 'rejected' } });
    expect(await listSaved(db)).toEqual(before);
  });

  it('is not answered for a web page: a page’s script must not rearrange the library', async () => {
    await saveBothCopies();
    expect(await merge('2604.11111', 'openreview:AbCdE12345', { fromContentScript: true })).toMatchObject({
      ok: false,
      error: { code: 'rejected' },
    });
    expect(await listSaved(db)).toHaveLength(2);
  });

  it('leaves the merged copy’s address saved, as the kept paper: its page shows Saved, saves there add to it, and Saved there removes it', async () => {
    await saveBothCopies();
    await merge('2604.11111', 'openreview:AbCdE12345');
    const status = () => dispatch({ type: 'paper/status', paperIds: ['openreview:AbCdE12345', '2604.11111', '2604.99999'] }, handlers);
    expect(await status()).toEqual({ ok: true, data: { saved: ['2604.11111', 'openreview:AbCdE12345'] } });

    // Saved again from the forum: the kept paper, not a new copy.
    const again = await dispatch(
      {
        type: 'paper/save',
        draft: { siteKey: 'openreview:AbCdE12345', title: `${TITLE} (camera-ready)` },
        site: 'openreview',
        pageUrl: 'https://openreview.net/forum?id=AbCdE12345',
      },
      handlers,
    );
    expect(again).toEqual({ ok: true, data: { paperId: 'openreview:AbCdE12345', created: false } });
    expect((await listSaved(db)).map((saved) => saved.paper.id)).toEqual(['2604.11111']);
    // Only what the kept paper lacks: arXiv's title stays.
    expect((await db.papers.get('2604.11111'))?.title).toBe(TITLE);
    // A .bib naming the forum again adds to it too.
    const bib = readReferences(
      `@inproceedings{x, title = {${TITLE}}, author = {Ada Lovelace}, url = {https://openreview.net/forum?id=AbCdE12345}}`,
    );
    expect(bib.ok && (await saveReferences(db, bib.papers))).toBe(0);
    expect((await listSaved(db)).map((saved) => saved.paper.id)).toEqual(['2604.11111']);

    // Removed from the forum's page, and brought back there.
    expect(await dispatch({ type: 'paper/unsave', paperId: 'openreview:AbCdE12345' }, handlers)).toMatchObject({
      ok: true,
      data: { removed: true },
    });
    expect(await listSaved(db)).toEqual([]);
    expect(await status()).toEqual({ ok: true, data: { saved: [] } });
    // The reply names the paper put back: the kept one, which the library then names rightly.
    expect(await dispatch({ type: 'paper/undo-unsave', paperId: 'openreview:AbCdE12345' }, handlers)).toEqual({
      ok: true,
      data: { paperId: '2604.11111', restored: true },
    });
    expect((await listSaved(db)).map((saved) => saved.record.tags)).toEqual([['credit', 'iclr']]);
  });

  it('saved again from the merged copy’s page after the kept paper was removed brings the kept paper back, not the copy', async () => {
    await saveBothCopies();
    await merge('2604.11111', 'openreview:AbCdE12345');
    await dispatch({ type: 'paper/unsave', paperId: '2604.11111' }, handlers);
    await dispatch(
      {
        type: 'paper/save',
        draft: { siteKey: 'openreview:AbCdE12345', title: TITLE },
        site: 'openreview',
        pageUrl: 'https://openreview.net/forum?id=AbCdE12345',
      },
      handlers,
    );
    expect((await listSaved(db)).map((saved) => [saved.paper.id, saved.record.tags])).toEqual([['2604.11111', ['credit', 'iclr']]]);
  });

  it('a merge undone leaves each copy saved on its own again', async () => {
    await saveBothCopies();
    await merge('2604.11111', 'openreview:AbCdE12345');
    await dispatch({ type: 'paper/undo-unsave', paperId: 'openreview:AbCdE12345' }, handlers);
    expect((await db.papers.get('2604.11111'))?.alsoKnownAs).toBeUndefined();
    await dispatch({ type: 'paper/unsave', paperId: 'openreview:AbCdE12345' }, handlers);
    expect((await listSaved(db)).map((saved) => saved.paper.id)).toEqual(['2604.11111']);
    expect(await dispatch({ type: 'paper/status', paperIds: ['openreview:AbCdE12345'] }, handlers)).toEqual({
      ok: true,
      data: { saved: [] },
    });
  });
});

describe('a copy saved from its site page (known by the page’s key too)', () => {
  const DOI = 'doi:10.18653/v1/2026.acl-long.7';
  const KEY = 'acl:2026.acl-long.7';

  it('merged and brought back by Undo takes its page’s key back: removed later, its page no longer shows the kept paper as saved', async () => {
    await saveBothCopies();
    const draft = {
      doi: DOI.slice(4),
      siteKey: KEY,
      title: TITLE,
      authors: ['Ada Lovelace'],
      absUrl: 'https://aclanthology.org/2026.acl-long.7/',
    };
    await dispatch({ type: 'paper/save', draft, site: 'acl-anthology', pageUrl: draft.absUrl }, handlers);
    await merge('2604.11111', DOI);
    await dispatch({ type: 'paper/undo-unsave', paperId: DOI }, handlers);
    const status = async () => dispatch({ type: 'paper/status', paperIds: [KEY] }, handlers);
    expect(await status()).toEqual({ ok: true, data: { saved: [KEY] } });
    await dispatch({ type: 'paper/unsave', paperId: DOI }, handlers);
    expect(await status()).toEqual({ ok: true, data: { saved: [] } });
    // Its page's Remove (by the key) removes nothing else.
    expect(await dispatch({ type: 'paper/unsave', paperId: KEY }, handlers)).toMatchObject({ ok: true, data: { removed: false } });
    expect((await listSaved(db)).map((saved) => saved.paper.id).sort()).toEqual(['2604.11111', 'openreview:AbCdE12345']);
  });
});

describe('a copy merged twice over (into a paper that was merged in turn)', () => {
  const FIRST = 'openreview:AbCdE12345';
  const MIDDLE = 'doi:10.18653/v1/2026.acl-long.7';
  const LAST = 'openreview:QqQqQ67890';

  /** The forum merged into the ACL paper, which was then merged into a second forum of the paper. */
  async function mergeThreeCopies() {
    for (const draft of [
      { siteKey: FIRST, title: TITLE, authors: ['Ada Lovelace'] },
      { doi: '10.18653/v1/2026.acl-long.7', title: TITLE, authors: ['Ada Lovelace'] },
      { siteKey: LAST, title: TITLE, authors: ['Ada Lovelace'] },
    ])
      await dispatch({ type: 'paper/save', draft, site: 'test', pageUrl: 'https://example.org/' }, handlers);
    await updateSaved(db, FIRST, { tags: ['first'] });
    await merge(MIDDLE, FIRST);
    await merge(LAST, MIDDLE);
  }

  it('saved again from its first page adds to the paper that holds it now, not bringing back the copy in between', async () => {
    await mergeThreeCopies();
    const again = await dispatch(
      {
        type: 'paper/save',
        draft: { siteKey: FIRST, title: TITLE },
        site: 'openreview',
        pageUrl: 'https://openreview.net/forum?id=AbCdE12345',
      },
      handlers,
    );
    expect(again).toMatchObject({ ok: true, data: { created: false } });
    expect((await listSaved(db)).map((saved) => saved.paper.id)).toEqual([LAST]);
  });

  it('removed from its first page removes the paper that holds it now, and Undo there brings that paper back', async () => {
    await mergeThreeCopies();
    expect(await dispatch({ type: 'paper/unsave', paperId: FIRST }, handlers)).toMatchObject({ ok: true, data: { removed: true } });
    expect(await listSaved(db)).toEqual([]);
    expect(await dispatch({ type: 'paper/undo-unsave', paperId: FIRST }, handlers)).toMatchObject({ ok: true, data: { restored: true } });
    expect((await listSaved(db)).map((saved) => [saved.paper.id, saved.record.tags])).toEqual([[LAST, ['first']]]);
  });
});
