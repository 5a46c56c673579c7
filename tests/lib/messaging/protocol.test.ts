import { describe, expect, it, vi } from 'vitest';
import { isReply, isReplyTo } from '../../../lib/messaging/client';
import { dispatch, type Handlers, REQUESTS, RejectedError } from '../../../lib/messaging/protocol';
import { isSavedChangedEvent, RESPONSES } from '../../../lib/messaging/shapes';

function spyHandlers(): Handlers {
  return {
    'paper/save': vi.fn(async () => ({ paperId: '2604.27955', created: true })),
    'paper/unsave': vi.fn(async ({ paperId }) => ({ paperId, removed: true })),
    'paper/undo-unsave': vi.fn(async ({ paperId }) => ({ paperId, restored: true })),
    'library/merge': vi.fn(async ({ keepId }) => ({ keepId, merged: true })),
    'paper/status': vi.fn(async () => ({ saved: [] })),
    'paper/resolve': vi.fn(async () => ({ paperId: '2604.27955', saved: false })),
    'paper/save-url': vi.fn(async () => ({ paperId: '2604.27955', created: true })),
    'page/act': vi.fn(async () => ({ paperId: '2604.27955', saved: true, said: 'Saved.', undo: false })),
    'tab/save': vi.fn(async () => ({ paperId: '2604.27955', created: true, title: 'T' })),
    'feed/refresh': vi.fn(async () => ({ started: true })),
    'feed/opened': vi.fn(async () => ({})),
    'paper/complete-pending': vi.fn(async () => ({})),
    'page/verdicts': vi.fn(async () => ({ saved: [], marks: true, verdicts: [], titleOnly: [] })),
    'page/state': vi.fn(async () => ({ paperId: '2604.27955', saved: false, verdicts: [] })),
    'page/abstracts': vi.fn(async () => ({ verdicts: [], unmarked: [], error: '', marks: true })),
    'library/check-updates': vi.fn(async () => ({ checked: 0, updated: 0, error: '' })),
    'judge/run': vi.fn(async () => ({})),
    'library/saved': vi.fn(async () => ({})),
  };
}

const validSave = {
  type: 'paper/save',
  draft: { arxivId: '2604.27955', title: 'T' },
  site: 'arxiv-abs',
  pageUrl: 'https://arxiv.org/abs/2604.27955',
};

describe('dispatch', () => {
  it('runs the handler of a well-formed request and wraps its answer', async () => {
    const handlers = spyHandlers();
    expect(await dispatch(validSave, handlers)).toEqual({ ok: true, data: { paperId: '2604.27955', created: true } });
    expect(handlers['paper/save']).toHaveBeenCalledWith(validSave, {});
  });

  it('hands the handler who sent the request, as the browser reported it', async () => {
    const handlers = spyHandlers();
    const origin = { tabId: 7, frameId: 0, url: 'https://arxiv.org/abs/2604.27955' };
    // Whatever the message claims about its sender is not the origin.
    await dispatch({ type: 'paper/status', paperIds: [], tabId: 99, url: 'https://evil.example/' }, handlers, origin);
    expect(handlers['paper/status']).toHaveBeenCalledWith({ type: 'paper/status', paperIds: [] }, origin);
  });

  it.each([
    [undefined],
    [null],
    ['paper/save'],
    [{}],
    [{ type: 'paper/delete-everything' }],
    [{ type: 'toString' }],
    [{ type: '__proto__' }],
  ])('answers an unknown message %j with an error and calls nothing', async (message) => {
    const handlers = spyHandlers();
    const reply = await dispatch(message, handlers);
    expect(reply).toMatchObject({ ok: false, error: { code: 'unknown-message' } });
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    [{ type: 'paper/save' }],
    [{ ...validSave, draft: { title: 42 } }],
    [{ ...validSave, draft: 'not an object' }],
    [{ type: 'paper/status', paperIds: 'all' }],
    [{ type: 'paper/status', paperIds: Array(5001).fill('2604.27955') }],
    [{ type: 'paper/unsave', paperId: '' }],
  ])('answers a malformed message %# with an error naming the problem and calls nothing', async (message) => {
    const handlers = spyHandlers();
    const reply = await dispatch(message, handlers);
    expect(reply.ok).toBe(false);
    if (!reply.ok) {
      expect(reply.error.code).toBe('invalid-message');
      expect(reply.error.message).toMatch(/^Malformed paper\//);
    }
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('answers a content script only about its page: tab, feed and completion requests come from extension pages alone', async () => {
    const handlers = spyHandlers();
    const page = { tabId: 4, url: 'https://huggingface.co/papers/2604.27955', fromContentScript: true };
    for (const request of [
      { type: 'tab/save', tabId: 1 },
      { type: 'feed/refresh', force: true },
      { type: 'feed/opened' },
      { type: 'paper/complete-pending' },
      { type: 'paper/save-url', url: 'https://arxiv.org/abs/2604.27955', site: 'link' },
      // A page must not make other tabs show papers saved that are not, nor set the judge running.
      { type: 'library/saved', paperIds: ['2604.27955'] },
      { type: 'judge/run' },
    ]) {
      const reply = await dispatch(request, handlers, page);
      expect(reply.ok, request.type).toBe(false);
      if (!reply.ok) expect(reply.error.code).toBe('rejected');
      expect(handlers[request.type as keyof typeof handlers]).not.toHaveBeenCalled();
    }
    expect(await dispatch(validSave, handlers, page)).toMatchObject({ ok: true });
    expect(await dispatch({ type: 'feed/refresh', force: true }, handlers, { url: 'chrome-extension://id/popup.html' })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a content script the library’s undo: only the library and the popup send paper/undo-unsave', async () => {
    const handlers = spyHandlers();
    const page = { tabId: 4, frameId: 0, url: 'https://arxiv.org/list/cs.LG/new', fromContentScript: true };
    const undo = { type: 'paper/undo-unsave', paperId: '2604.27955' };
    expect(await dispatch(undo, handlers, page)).toMatchObject({ ok: false, error: { code: 'rejected' } });
    expect(handlers['paper/undo-unsave']).not.toHaveBeenCalled();
    // The page's own control brings a paper back through page/act, which stays answered.
    expect(await dispatch({ type: 'page/act', act: 'undo', paperId: '2604.27955' }, handlers, page)).toMatchObject({ ok: true });
    expect(await dispatch(undo, handlers, { url: 'chrome-extension://id/library.html' })).toMatchObject({ ok: true });
  });

  it('refuses a page’s verdict request beyond the protocol’s sizes', async () => {
    const handlers = spyHandlers();
    const entry = { id: '2604.27955', title: 'T' };
    const origin = { tabId: 1, url: 'https://arxiv.org/list/cs.LG/new', fromContentScript: true };
    const tooMany = { type: 'page/verdicts', site: 'arxiv-listing', entries: Array.from({ length: 2501 }, () => entry) };
    const tooLong = { type: 'page/verdicts', site: 'arxiv-listing', entries: [{ ...entry, abstract: 'a'.repeat(20_001) }] };
    const unknownSite = { type: 'page/verdicts', site: 'evil', entries: [entry] };
    for (const request of [tooMany, tooLong, unknownSite]) {
      expect(await dispatch(request, handlers, origin)).toMatchObject({ ok: false, error: { code: 'invalid-message' } });
    }
    expect(handlers['page/verdicts']).not.toHaveBeenCalled();
    expect(await dispatch({ ...tooMany, entries: [entry] }, handlers, origin)).toMatchObject({ ok: true });
  });

  it('turns a handler’s refusal or failure into an error reply', async () => {
    const handlers = spyHandlers();
    handlers['paper/save'] = async () => {
      throw new RejectedError('The paper has no title.');
    };
    handlers['paper/status'] = async () => {
      throw new Error('disk full');
    };
    expect(await dispatch(validSave, handlers)).toEqual({ ok: false, error: { code: 'rejected', message: 'The paper has no title.' } });
    expect(await dispatch({ type: 'paper/status', paperIds: [] }, handlers)).toEqual({
      ok: false,
      error: { code: 'failed', message: 'disk full' },
    });
  });
});

describe('reply and event checks used where zod is not loaded', () => {
  it('accept well-formed envelopes and refuse the rest', () => {
    expect(isReply({ ok: true, data: { saved: [] } })).toBe(true);
    expect(isReply({ ok: false, error: { code: 'failed', message: 'x' } })).toBe(true);
    expect(isReply({ ok: true })).toBe(false);
    expect(isReply({ ok: false })).toBe(false);
    expect(isReply(undefined)).toBe(false);
    expect(isSavedChangedEvent({ type: 'saved/changed', paperIds: ['1'], saved: true })).toBe(true);
    expect(isSavedChangedEvent({ type: 'saved/changed', paperIds: '1', saved: true })).toBe(false);
  });
});

describe('the protocol', () => {
  it('declares a request and an answer for every message, and nothing else', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(RESPONSES).sort());
    for (const [type, schema] of Object.entries(REQUESTS)) expect(schema.shape.type.safeParse(type).success, type).toBe(true);
  });

  it('checks a reply against the answer its message declares', () => {
    expect(isReplyTo('paper/save', { ok: true, data: { paperId: '2604.27955', created: true } })).toBe(true);
    // A well-formed envelope with the wrong answer inside: a missing field, a field of the wrong kind.
    expect(isReplyTo('paper/save', { ok: true, data: { paperId: '2604.27955' } })).toBe(false);
    expect(isReplyTo('paper/status', { ok: true, data: { saved: '2604.27955' } })).toBe(false);
    const verdict = { id: '2604.27955', mark: 'in', tags: ['Memory'], reasons: ['memory'], titleOnly: false };
    const verdicts = (list: unknown[]) => ({ ok: true, data: { saved: [], marks: true, verdicts: list, titleOnly: [] } });
    expect(isReplyTo('page/verdicts', verdicts([verdict]))).toBe(true);
    expect(isReplyTo('page/verdicts', verdicts([{ ...verdict, mark: 'maybe' }]))).toBe(false);
    expect(isReplyTo('page/verdicts', verdicts([{ ...verdict, tags: [1] }]))).toBe(false);
    expect(isReplyTo('page/verdicts', { ok: true, data: { saved: [], marks: true, verdicts: [verdict] } })).toBe(false);
    // An error is an answer to any message.
    expect(isReplyTo('tab/save', { ok: false, error: { code: 'rejected', message: 'No paper here.' } })).toBe(true);
  });
});
