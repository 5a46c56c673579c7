import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendAnswered, sendRequest } from '../../../lib/messaging/client';
import { ACTED, PAGE_STATE } from '../../../lib/messaging/shapes';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fakeBrowser.reset();
});

const request = { type: 'paper/status' as const, paperIds: ['2604.27955'] };
/** The runtime's reply, whatever its declared type. */
const answered = (value: unknown) => value as never;

describe('sendRequest', () => {
  it('sends the request to the background and hands back its reply', async () => {
    const sendMessage = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockResolvedValue(answered({ ok: true, data: { saved: ['2604.27955'] } }));
    expect(await sendRequest(request)).toEqual({ ok: true, data: { saved: ['2604.27955'] } });
    expect(sendMessage).toHaveBeenCalledWith(request);
  });

  it('passes the background’s refusal on as it is', async () => {
    const refusal = { ok: false, error: { code: 'rejected', message: 'No paper here.' } };
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(answered(refusal));
    expect(await sendRequest(request)).toEqual(refusal);
  });

  it('turns no answer, or an answer of the wrong shape, into an error asking for a reload', async () => {
    for (const answer of [undefined, { ok: true, data: { saved: '2604.27955' } }, { ok: true, data: { paperId: 'x', created: true } }]) {
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(answered(answer));
      const reply = await sendRequest(request);
      expect(reply.ok).toBe(false);
      expect(reply.ok ? '' : reply.error.message).toMatch(/gave no answer\. Reload the page/);
    }
  });

  it('says the extension could not be reached when sending fails or there is no extension', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(new Error('Extension context invalidated.'));
    expect(await sendRequest(request)).toEqual({
      ok: false,
      error: { code: 'failed', message: 'The extension could not be reached (Extension context invalidated.).' },
    });
    vi.stubGlobal('browser', undefined);
    vi.stubGlobal('chrome', undefined);
    const reply = await sendRequest(request);
    expect(reply.ok ? '' : reply.error.message).toMatch(/^The extension could not be reached/);
  });
});

describe('sendAnswered (a page script checks the answers of its own requests only)', () => {
  it('hands back an answer of the shape it was given, and turns any other into an error asking for a reload', async () => {
    const undo = { type: 'page/act' as const, act: 'undo' as const, paperId: '2604.27955' };
    const acted = { paperId: '2604.27955', saved: true, said: 'Saved again.', undo: false };
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(answered({ ok: true, data: acted }));
    expect(await sendAnswered(undo, ACTED)).toEqual({ ok: true, data: acted });
    const state = { type: 'page/state' as const, title: 'T', abstract: '' };
    for (const answer of [
      { ok: true, data: { paperId: '2604.27955', saved: true } },
      { ok: true, data: { paperId: 1, saved: true, verdicts: [] } },
    ]) {
      vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(answered(answer));
      const reply = await sendAnswered(state, PAGE_STATE);
      expect(reply.ok ? '' : reply.error.message).toMatch(/gave no answer\. Reload the page/);
    }
  });
});
