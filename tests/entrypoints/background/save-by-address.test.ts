/**
 * Saving a paper of a site we decorate from its PDF tab or a link to it (OpenReview, the ACL Anthology): no script
 * runs in a PDF, and an id names no title, so the paper is read from its page (lib/sites/paper-page-fetch.ts, stubbed
 * here); without an answer it is still saved, by its id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { paperHandlers } from '../../../entrypoints/background/save';
import { dispatch, type Handlers } from '../../../lib/messaging/protocol';
import type { PaperDraft } from '../../../lib/paper/schema';
import { listSaved, RadarDb } from '../../../lib/store/db';
import { withoutVerdicts } from './save-handlers';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM: PaperDraft = {
  siteKey: 'openreview:VTF8yNQM66',
  absUrl: 'https://openreview.net/forum?id=VTF8yNQM66',
  title: 'SWE-bench: Can Language Models Resolve Real-world Github Issues?',
  authors: ['Carlos E Jimenez', 'John Yang'],
  abstract: 'Language models have outpaced our ability to evaluate them.',
};

let db: RadarDb;
let n = 0;
beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`save-openreview-${++n}`);
  await db.open();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

function handlers(readPaperPage: (url: string) => Promise<PaperDraft | undefined>): Handlers {
  return withoutVerdicts(paperHandlers(db, { completePending: () => undefined, readPaperPage }));
}

async function savedPaper() {
  const [entry] = await listSaved(db);
  return entry?.paper;
}

describe('a paper saved from its PDF or a link on a site we decorate', () => {
  it('a link: saved with its forum’s title, authors, abstract and page', async () => {
    const readPaperPage = vi.fn(async () => FORUM);
    const reply = await dispatch({ type: 'paper/save-url', url: PDF, site: 'link' }, handlers(readPaperPage));
    expect(reply).toEqual({ ok: true, data: { paperId: 'openreview:VTF8yNQM66', created: true } });
    expect(readPaperPage).toHaveBeenCalledWith(PDF);
    expect(await savedPaper()).toMatchObject({
      title: FORUM.title,
      authors: FORUM.authors,
      abstract: FORUM.abstract,
      absUrl: 'https://openreview.net/forum?id=VTF8yNQM66',
    });
  });

  it('a PDF tab: the same, through "Save this paper"', async () => {
    vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(async (id: number) => ({ id, url: PDF }) as never);
    const reply = await dispatch(
      { type: 'tab/save', tabId: 3 },
      handlers(async () => FORUM),
    );
    expect(reply).toMatchObject({ ok: true, data: { paperId: 'openreview:VTF8yNQM66', title: FORUM.title } });
    expect((await savedPaper())?.authors).toEqual(FORUM.authors);
  });

  it('still saved, by its id, when the forum does not answer', async () => {
    const reply = await dispatch(
      { type: 'paper/save-url', url: PDF, site: 'link' },
      handlers(async () => undefined),
    );
    expect(reply).toMatchObject({ ok: true, data: { paperId: 'openreview:VTF8yNQM66' } });
    expect(await savedPaper()).toMatchObject({ title: 'openreview:VTF8yNQM66', absUrl: 'https://openreview.net/forum?id=VTF8yNQM66' });
  });

  it('an ACL Anthology PDF tab: saved by the DOI its page names, as saving the page saves it', async () => {
    const pdf = 'https://aclanthology.org/2023.acl-long.754.pdf';
    vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(async (id: number) => ({ id, url: pdf }) as never);
    const readPaperPage = vi.fn(async () => ({
      siteKey: 'acl:2023.acl-long.754',
      absUrl: 'https://aclanthology.org/2023.acl-long.754/',
      doi: '10.18653/v1/2023.acl-long.754',
      title: 'An ACL paper',
    }));
    const reply = await dispatch({ type: 'tab/save', tabId: 3 }, handlers(readPaperPage));
    expect(readPaperPage).toHaveBeenCalledWith(pdf);
    expect(reply).toMatchObject({ ok: true, data: { paperId: 'doi:10.18653/v1/2023.acl-long.754', title: 'An ACL paper' } });
    expect((await savedPaper())?.absUrl).toBe('https://aclanthology.org/2023.acl-long.754/');
  });

  it('an ACL paper saved by its key while its page was down, then by its DOI: each removal is undone as itself', async () => {
    const pdf = 'https://aclanthology.org/2023.acl-long.754.pdf';
    const page = { siteKey: 'acl:2023.acl-long.754', doi: '10.18653/v1/2023.acl-long.754', title: 'An ACL paper' };
    await dispatch(
      { type: 'paper/save-url', url: pdf, site: 'link' },
      handlers(async () => undefined),
    );
    const saving = handlers(async () => page);
    await dispatch({ type: 'paper/save-url', url: pdf, site: 'link' }, saving);
    expect((await listSaved(db)).map((saved) => saved.paper.id).sort()).toEqual([
      'acl:2023.acl-long.754',
      'doi:10.18653/v1/2023.acl-long.754',
    ]);
    await dispatch({ type: 'paper/unsave', paperId: 'doi:10.18653/v1/2023.acl-long.754' }, saving);
    await dispatch({ type: 'paper/unsave', paperId: 'acl:2023.acl-long.754' }, saving);
    expect(await dispatch({ type: 'paper/undo-unsave', paperId: 'acl:2023.acl-long.754' }, saving)).toEqual({
      ok: true,
      data: { paperId: 'acl:2023.acl-long.754', restored: true },
    });
    expect((await listSaved(db)).map((saved) => saved.paper.id)).toEqual(['acl:2023.acl-long.754']);
  });

  it('reads no page for an arXiv link', async () => {
    const readPaperPage = vi.fn(async () => FORUM);
    await dispatch({ type: 'paper/save-url', url: 'https://arxiv.org/pdf/2604.27955v1', site: 'link' }, handlers(readPaperPage));
    expect(readPaperPage).not.toHaveBeenCalled();
    expect((await savedPaper())?.id).toBe('2604.27955');
  });
});
