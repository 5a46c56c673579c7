import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { injectPageScript } from '../../../entrypoints/background/page-boot';

/** The injections asked of the browser (the fake browser has no scripting of its own). */
function recordInjections() {
  const calls: unknown[] = [];
  const scripting = { executeScript: vi.fn(async (details: unknown) => calls.push(details)) };
  Object.assign(fakeBrowser, { scripting });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('injectPageScript (the answer to content-boot.ts)', () => {
  it('injects the script for the sender’s URL into the sender’s own document when the browser names it', async () => {
    const calls = recordInjections();
    const origin = { tabId: 7, frameId: 0, documentId: 'doc-1', url: 'https://arxiv.org/abs/2604.27955', fromContentScript: true };
    expect(await injectPageScript(origin)).toEqual({ script: '/arxiv-page.js' });
    // By document: a frame that navigated since the boot message would not get it.
    expect(calls).toEqual([{ target: { tabId: 7, documentIds: ['doc-1'] }, files: ['/arxiv-page.js'] }]);
  });

  it('falls back to the frame where the browser names no document (Firefox)', async () => {
    const calls = recordInjections();
    await injectPageScript({ tabId: 7, frameId: 3, url: 'https://huggingface.co/papers/2604.27955' });
    expect(calls).toEqual([{ target: { tabId: 7, frameIds: [3] }, files: ['/reader-page.js'] }]);
  });

  it('injects nothing on a page no script decorates, and refuses a sender that is not a page in a tab', async () => {
    const calls = recordInjections();
    expect(await injectPageScript({ tabId: 7, url: 'https://example.org/' })).toEqual({ script: null });
    await expect(injectPageScript({ url: 'https://arxiv.org/abs/2604.27955' })).rejects.toThrow(/page in a tab/);
    expect(calls).toEqual([]);
  });
});
