import { readFileSync } from 'node:fs';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { paperHandlers } from '../../../entrypoints/background/save';
import { dismissPaper, resetLearning, restoreLearning } from '../../../lib/feed/view';
import { FIRST_ROWS_KEY, type FirstRows } from '../../../lib/first-rows/snapshot';
import { storeFirstRows } from '../../../lib/first-rows/writer';
import { dispatch, type Handlers } from '../../../lib/messaging/protocol';
import { DEFAULT_COLLECTION } from '../../../lib/paper/merge';
import type { Paper } from '../../../lib/paper/schema';
import { listSaved, RadarDb, readKv } from '../../../lib/store/db';
import { withoutVerdicts } from './save-handlers';

let db: RadarDb;
let handlers: Handlers;
let n = 0;

beforeEach(async () => {
  fakeBrowser.reset();
  db = new RadarDb(`save-handlers-${++n}`);
  await db.open();
  handlers = withoutVerdicts(paperHandlers(db, { completePending: () => undefined }));
});
afterEach(() => db.delete());

const save = (draft: unknown) =>
  dispatch({ type: 'paper/save', draft, site: 'arxiv-abs', pageUrl: 'https://arxiv.org/abs/2604.27955' }, handlers);

async function snapshot() {
  return {
    papers: await db.papers.toArray(),
    saved: await db.saved.toArray(),
    collections: await db.collections.toArray(),
    kv: await db.kv.toArray(),
  };
}

/**
 * Another window's X on `paper`, started right after the code under test first reads its lesson: it lands at once
 * unless that code holds the lesson in a transaction, where it waits its turn (awaiting it there would deadlock).
 * Returns the X's promise once started.
 */
function xFromAnotherWindowOnFirstLessonRead(paper: Paper): () => Promise<unknown> | undefined {
  const read = db.feedback.get.bind(db.feedback);
  let otherWindow: Promise<unknown> | undefined;
  vi.spyOn(db.feedback, 'get').mockImplementation(((key: string) => {
    const lesson = read(key);
    if (otherWindow) return lesson;
    otherWindow = Dexie.ignoreTransaction(() => dismissPaper(db, paper, 99));
    return Dexie.currentTransaction
      ? lesson
      : lesson.then(async (found) => {
          await otherWindow;
          return found;
        });
  }) as typeof db.feedback.get);
  return () => otherWindow;
}

describe('background save handlers', () => {
  it('validate, store and report a save; a repeat reports it was already saved', async () => {
    expect(await save({ arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning' })).toEqual({
      ok: true,
      data: { paperId: '2604.27955', created: true },
    });
    expect(await save({ arxivId: '2604.27955v1', title: 'GUI Agents with Reinforcement Learning' })).toEqual({
      ok: true,
      data: { paperId: '2604.27955', created: false },
    });
    const saved = await listSaved(db);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.paper.source).toMatchObject({ site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955' });
  });

  it('a feed paper saved teaches "relevant"; removed, it stops teaching it; its removal undone, it teaches it again; an X stays', async () => {
    const draft = {
      arxivId: '2604.27955',
      title: 'GUI Agents with Reinforcement Learning',
      authors: ['A'],
      abstract: 'RL for GUI agents.',
    };
    await save(draft);
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await save(draft);
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('relevant');
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect(await db.feedback.get('2604.27955')).toBeUndefined();
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('relevant');
    await db.feedback.put({ paperId: '2604.27955', verdict: 'not-relevant', at: 2, text: 'x' });
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('not-relevant');
    // Its removal undone: the paper is saved again, and the X still stands.
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    expect(await db.saved.get('2604.27955')).toBeDefined();
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('not-relevant');
  });

  it('a dismissed feed paper saved and then removed is dismissed again: the removal takes back the save, not the X before it', async () => {
    const draft = { arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' };
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    // X in the popup, then the paper saved on its arXiv page (teaching "relevant") and removed there, or the save undone.
    const x = { paperId: '2604.27955', verdict: 'not-relevant' as const, at: 5, text: 'GUI Agents. RL for GUI agents.' };
    await db.feedback.put(x);
    await save(draft);
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('relevant');
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect(await db.feedback.get('2604.27955')).toEqual(x);
    // The removal undone: saved again, and "relevant" again; removed once more, the X is back once more.
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    expect((await db.feedback.get('2604.27955'))?.verdict).toBe('relevant');
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect(await db.feedback.get('2604.27955')).toEqual(x);
  });

  it('a removed paper leaves the popup’s first rows with the removal, not after a delayed rewrite the popup may not live to see', async () => {
    const feedItem = (paperId: string) => ({
      paperId,
      published: '2026-04-30',
      addedAt: 1,
      score: 0.9,
      inTopic: 1 as const,
      tags: [],
      why: [],
    });
    await db.feed.bulkPut([feedItem('2604.27955'), feedItem('2604.27956')]);
    // One paper dismissed with X before it was saved (the removal gives the X back), one never dismissed.
    await db.feedback.put({ paperId: '2604.27955', verdict: 'not-relevant', at: 5, text: 'x' });
    await save({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' });
    await save({ arxivId: '2604.27956', title: 'Web Agents', authors: ['A'], abstract: 'RL for web agents.' });
    await storeFirstRows(db);
    const rows = async () => (await readKv(db, FIRST_ROWS_KEY)) as FirstRows;
    expect((await rows()).saved).toHaveLength(2);
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    await dispatch({ type: 'paper/unsave', paperId: '2604.27956' }, handlers);
    const after = await rows();
    expect(after.saved).toEqual([]);
    // The X stands again (out of the feed); the other stays in the feed, no longer marked saved.
    expect(after.feed.map((row) => [row.paper.id, row.saved])).toEqual([['2604.27956', false]]);
  });

  it('an undone removal gives back the "relevant" it took, as it was, for a paper in no feed here (imported with its lesson)', async () => {
    await save({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' });
    // A backup brought the lesson another browser's feed taught; this browser's feed never showed the paper.
    const lesson = { paperId: '2604.27955', verdict: 'relevant' as const, at: 5, text: 'GUI Agents. RL for GUI agents.' };
    await db.feedback.put(lesson);
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect(await db.feedback.get('2604.27955')).toBeUndefined();
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    expect(await db.feedback.get('2604.27955')).toEqual(lesson);
  });

  it('a removal undone after "Reset what it learned" brings the paper back without the "relevant" the reset forgot', async () => {
    const draft = { arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' };
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    // A second paper, X'd first and then saved: its removal gives the X back, which the reset forgets too.
    await db.feed.put({ paperId: '2604.00001', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await db.feedback.put({ paperId: '2604.00001', verdict: 'not-relevant', at: 5, text: 'Other.' });
    await save(draft);
    await save({ arxivId: '2604.00001', title: 'Other', authors: ['A'] });
    for (const paperId of ['2604.27955', '2604.00001']) await dispatch({ type: 'paper/unsave', paperId }, handlers);
    await resetLearning(db);
    for (const paperId of ['2604.27955', '2604.00001']) {
      expect(await dispatch({ type: 'paper/undo-unsave', paperId }, handlers)).toEqual({ ok: true, data: { paperId, restored: true } });
      expect(await db.feedback.get(paperId)).toBeUndefined();
    }
  });

  it('U after a reset gives a paper brought back meanwhile its "relevant", and a paper removed meanwhile none', async () => {
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await db.feed.put({ paperId: '2604.00001', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await save({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' });
    await save({ arxivId: '2604.00001', title: 'Other', authors: ['A'], abstract: 'Other.' });
    // One removed before the reset and brought back after it; the other removed after it.
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    const forgotten = await resetLearning(db);
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    await dispatch({ type: 'paper/unsave', paperId: '2604.00001' }, handlers);
    await restoreLearning(db, forgotten);
    expect(await db.feedback.get('2604.27955')).toMatchObject({ verdict: 'relevant' });
    expect(await db.feedback.get('2604.00001')).toBeUndefined();
  });

  it('saving a paper already saved (a stale page’s toggle, "save link", the shortcut) keeps the X given it since', async () => {
    const draft = { arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' };
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await save(draft);
    await dismissPaper(db, (await db.papers.get('2604.27955')) as Paper, 5);
    expect(await save(draft)).toEqual({ ok: true, data: { paperId: '2604.27955', created: false } });
    expect(await db.feedback.get('2604.27955')).toMatchObject({ verdict: 'not-relevant', at: 5 });
  });

  it('an X pressed in another window while the paper is being removed is not lost', async () => {
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await save({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' });
    const stored = (await db.papers.get('2604.27955')) as Paper;
    const otherWindow = xFromAnotherWindowOnFirstLessonRead(stored);
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    expect(otherWindow()).toBeDefined();
    await otherWindow();
    expect(await db.feedback.get('2604.27955')).toMatchObject({ verdict: 'not-relevant', at: 99 });
  });

  it('an X pressed in another window while a removal is being undone is not overwritten by the "relevant" it gives back', async () => {
    await db.feed.put({ paperId: '2604.27955', published: '2026-04-30', addedAt: 1, score: 0.9, inTopic: 1, tags: [], why: [] });
    await save({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['A'], abstract: 'RL for GUI agents.' });
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    const stored = (await db.papers.get('2604.27955')) as Paper;
    const otherWindow = xFromAnotherWindowOnFirstLessonRead(stored);
    await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers);
    expect(otherWindow()).toBeDefined();
    await otherWindow();
    expect(await db.saved.get('2604.27955')).toBeDefined();
    expect(await db.feedback.get('2604.27955')).toMatchObject({ verdict: 'not-relevant', at: 99 });
  });

  it('tell open tabs when a paper is saved or un-saved', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://arxiv.org/abs/2604.27955' });
    // The page script is called through scripting (saved-events.test.ts tests how); here only what it is handed.
    const handed: unknown[] = [];
    const executeScript = vi.fn(async (details: { target: { tabId: number }; args: unknown[] }) => {
      if (details.target.tabId === tab.id) handed.push(details.args[2]);
      return [{ result: undefined }];
    });
    Object.assign(fakeBrowser, { scripting: { executeScript } });
    await save({ arxivId: '2604.27955', title: 'T' });
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    await vi.waitFor(() => {
      expect(handed).toContainEqual({ type: 'saved/changed', paperIds: ['2604.27955'], saved: true });
      expect(handed).toContainEqual({ type: 'saved/changed', paperIds: ['2604.27955'], saved: false });
    });
  });

  it('an undo still works after the worker was stopped: the removed record is in the database, not in memory', async () => {
    await save({ arxivId: '2604.27955', title: 'T' });
    await db.saved.update('2604.27955', { note: 'Compare with ArCHer', tags: ['credit assignment'] });
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    // A new worker: new handlers over the same database, nothing carried over in memory.
    const restarted = withoutVerdicts(paperHandlers(db, { completePending: () => undefined }));
    expect(await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, restarted)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', restored: true },
    });
    expect(await db.saved.get('2604.27955')).toMatchObject({ note: 'Compare with ArCHer', tags: ['credit assignment'] });
  });

  it('saving a removed paper again brings back its note and tags', async () => {
    await save({ arxivId: '2604.27955', title: 'T' });
    await db.saved.update('2604.27955', { note: 'Compare with ArCHer', tags: ['credit assignment'] });
    await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers);
    await save({ arxivId: '2604.27955', title: 'T' });
    expect(await db.saved.get('2604.27955')).toMatchObject({ note: 'Compare with ArCHer', tags: ['credit assignment'] });
  });

  it('un-save, undo and status agree with each other', async () => {
    await save({ arxivId: '2604.27955', title: 'T' });
    expect(await dispatch({ type: 'paper/status', paperIds: ['2604.27955', '2604.00001'] }, handlers)).toEqual({
      ok: true,
      data: { saved: ['2604.27955'] },
    });
    expect(await dispatch({ type: 'paper/unsave', paperId: '2604.27955' }, handlers)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', removed: true },
    });
    expect(await dispatch({ type: 'paper/status', paperIds: ['2604.27955'] }, handlers)).toEqual({ ok: true, data: { saved: [] } });
    expect(await dispatch({ type: 'paper/undo-unsave', paperId: '2604.27955' }, handlers)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', restored: true },
    });
    expect(await dispatch({ type: 'paper/status', paperIds: ['2604.27955'] }, handlers)).toEqual({
      ok: true,
      data: { saved: ['2604.27955'] },
    });
  });

  it.each([
    ['no title and no arXiv id', { doi: '10.1145/3589334.3645' }],
    ['no id', { title: 'A title' }],
    ['wrong types', { arxivId: ['2604.27955'], title: 'T' }],
    ['a 3 MB string', { arxivId: '2604.27955', title: 'x'.repeat(3_000_000) }],
  ])('refuse a draft with %s and change nothing', async (_, draft) => {
    const before = await snapshot();
    const reply = await save(draft);
    expect(reply.ok).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('leave the store unchanged for unknown and malformed messages', async () => {
    await save({ arxivId: '2604.27955', title: 'T' });
    const before = await snapshot();
    for (const message of [{ type: 'db/clear' }, { type: 'paper/unsave' }, { type: 'paper/save', draft: null }, 'garbage']) {
      expect((await dispatch(message, handlers)).ok).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('record a content script’s save under its own page, so a page off arXiv cannot claim arXiv’s word on a paper', async () => {
    await save({ arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning' });
    const claim = {
      type: 'paper/save',
      draft: { arxivId: '2604.27955', title: 'Rewritten by another site' },
      site: 'arxiv-abs',
      pageUrl: 'https://arxiv.org/abs/2604.27955',
    };
    const elsewhere = { fromContentScript: true, tabId: 4, url: 'https://huggingface.co/papers/2604.27955' };
    expect((await dispatch(claim, handlers, elsewhere)).ok).toBe(true);
    const paper = await db.papers.get('2604.27955');
    expect(paper?.title).toBe('GUI Agents with Reinforcement Learning');
    // The same message from an arXiv page is arXiv's word.
    const onArxiv = { fromContentScript: true, tabId: 4, url: 'https://arxiv.org/abs/2604.27955v2' };
    expect((await dispatch(claim, handlers, onArxiv)).ok).toBe(true);
    expect((await db.papers.get('2604.27955'))?.title).toBe('Rewritten by another site');
  });

  it('refuse a content script’s save into a collection: a page’s save goes to the default one, never to a list the user made', async () => {
    await db.collections.put({ id: 'reading-group', name: 'Reading group', createdAt: 1 });
    const page = { fromContentScript: true, tabId: 4, frameId: 0, url: 'https://arxiv.org/list/cs.LG/new' };
    const draft = { arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning' };
    const into = (collectionId: string) => ({ type: 'paper/save', draft, site: 'arxiv-listing', pageUrl: page.url, collectionId });
    const before = await snapshot();
    for (const collectionId of ['reading-group', 'no-such-collection']) {
      expect(await dispatch(into(collectionId), handlers, page)).toMatchObject({ ok: false, error: { code: 'rejected' } });
    }
    expect(await snapshot()).toEqual(before);
    // Saved already, it is not filed into the user's list either.
    expect((await dispatch({ type: 'paper/save', draft, site: 'arxiv-listing', pageUrl: page.url }, handlers, page)).ok).toBe(true);
    expect(await dispatch(into('reading-group'), handlers, page)).toMatchObject({ ok: false });
    expect((await db.saved.get('2604.27955'))?.collectionIds).toEqual([DEFAULT_COLLECTION.id]);
    // The extension's own pages may still file a save.
    expect((await dispatch(into('reading-group'), handlers, { url: 'chrome-extension://id/library.html' })).ok).toBe(true);
    expect((await db.saved.get('2604.27955'))?.collectionIds).toEqual([DEFAULT_COLLECTION.id, 'reading-group']);
  });

  it('store the realistic abs fixture’s hostile twin as inert text', async () => {
    const html = readFileSync('tests/fixtures/pages/arxiv-abs-hostile.html', 'utf8');
    expect(html).toContain('onerror');
    const reply = await save({ arxivId: '2604.27859', title: '<img src=x onerror="window.__pwned=1">Hi', pdfUrl: 'javascript:alert(1)' });
    expect(reply.ok).toBe(true);
    const paper = await db.papers.get('2604.27859');
    expect(paper?.title).toBe('<img src=x onerror="window.__pwned=1">Hi');
    expect(paper?.pdfUrl).toBe('https://arxiv.org/pdf/2604.27859');
  });

  it('save the page that asks (page/act save): read in the sender’s own document, stored like a draft the page sent', async () => {
    const read = vi.fn(async () => ({
      ok: true as const,
      site: 'arxiv-abs',
      draft: { arxivId: '2604.27955v2', title: 'GUI Agents with Reinforcement Learning' },
      pageUrl: 'https://arxiv.org/abs/2604.27955',
    }));
    const asking = withoutVerdicts(paperHandlers(db, { completePending: () => undefined, readPage: read }));
    const origin = { tabId: 3, frameId: 0, documentId: 'D1', url: 'https://arxiv.org/abs/2604.27955', fromContentScript: true };
    expect(await dispatch({ type: 'page/act', act: 'save' }, asking, origin)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', saved: true, said: 'Saved to RL for LLM Agents.', undo: false },
    });
    expect(read).toHaveBeenCalledWith(origin);
    const saved = await listSaved(db);
    expect(saved.map((entry) => entry.paper.title)).toEqual(['GUI Agents with Reinforcement Learning']);
    expect(saved[0]?.paper.source).toMatchObject({ site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955' });
  });

  it('refuse page/act save in words when the page names no paper, and store nothing', async () => {
    const read = async () => ({ ok: false as const, error: 'This page names no paper.' });
    const asking = withoutVerdicts(paperHandlers(db, { completePending: () => undefined, readPage: read }));
    const before = await snapshot();
    expect(await dispatch({ type: 'page/act', act: 'save' }, asking, { tabId: 3, fromContentScript: true })).toEqual({
      ok: false,
      error: { code: 'rejected', message: 'This page names no paper.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('read the page for page/act save by injecting page-metadata.js into the sender’s document', async () => {
    const executeScript = vi.fn(async () => [
      {
        result: { ok: true, site: 'arxiv-abs', draft: { arxivId: '2604.27955', title: 'T' }, pageUrl: 'https://arxiv.org/abs/2604.27955' },
      },
    ]);
    fakeBrowser.scripting.executeScript = executeScript as unknown as typeof fakeBrowser.scripting.executeScript;
    await dispatch({ type: 'page/act', act: 'save' }, handlers, { tabId: 5, documentId: 'DOC', frameId: 0, fromContentScript: true });
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 5, documentIds: ['DOC'] }, files: ['/page-metadata.js'] });
    expect((await listSaved(db)).map((entry) => entry.paper.id)).toEqual(['2604.27955']);
  });

  it('remove and bring back through page/act, answered with the control’s next state in words', async () => {
    await save({ arxivId: '2604.27955', title: 'GUI Agents' });
    const page = { tabId: 3, fromContentScript: true };
    expect(await dispatch({ type: 'page/act', act: 'remove', paperId: '2604.27955' }, handlers, page)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', saved: false, said: 'Removed from RL for LLM Agents.', undo: true },
    });
    expect(await listSaved(db)).toEqual([]);
    expect(await dispatch({ type: 'page/act', act: 'undo', paperId: '2604.27955' }, handlers, page)).toEqual({
      ok: true,
      data: { paperId: '2604.27955', saved: true, said: 'Saved again, with your notes and tags.', undo: false },
    });
    expect(await dispatch({ type: 'page/act', act: 'undo', paperId: '2604.00001' }, handlers, page)).toMatchObject({
      ok: true,
      data: { saved: false, said: 'Could not undo: the paper is gone.' },
    });
    expect(await dispatch({ type: 'page/act', act: 'remove' }, handlers, page)).toEqual({
      ok: false,
      error: { code: 'rejected', message: 'The page named no paper to change.' },
    });
  });
});
