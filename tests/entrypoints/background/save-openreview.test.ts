/**
 * Saving an OpenReview paper from its PDF tab or a link to it: no script runs in a PDF, and an id names no title, so
 * the paper is read from its forum (lib/sites/openreview-forum.ts, stubbed here); without an answer it is still saved,
 * by its id.
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

function handlers(readForum: (url: string) => Promise<PaperDraft | undefined>): Handlers {
  return withoutVerdicts(paperHandlers(db, { completePending: () => undefined, readForum }));
}

async function savedPaper() {
  const [entry] = await listSaved(db);
  return entry?.paper;
}

describe('an OpenReview paper saved from its PDF or a link', () => {
  it('a link: saved with its forum’s title, authors, abstract and page', async () => {
    const readForum = vi.fn(async () => FORUM);
    const reply = await dispatch({ type: 'paper/save-url', url: PDF, site: 'link' }, handlers(readForum));
    expect(reply).toEqual({ ok: true, data: { paperId: 'openreview:VTF8yNQM66', created: true } });
    expect(readForum).toHaveBeenCalledWith(PDF);
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

  it('reads no forum for an arXiv link', async () => {
    const readForum = vi.fn(async () => FORUM);
    await dispatch({ type: 'paper/save-url', url: 'https://arxiv.org/pdf/2604.27955v1', site: 'link' }, handlers(readForum));
    expect(readForum).not.toHaveBeenCalled();
    expect((await savedPaper())?.id).toBe('2604.27955');
  });
});
