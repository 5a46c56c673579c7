import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { injectIfLoadHangs, injectLoadedPages, injectPageScript } from '../../../entrypoints/background/page-boot';

interface Injection {
  target: { tabId: number; frameIds: number[] };
  files?: string[];
  func?: () => unknown;
}

/** The injections asked of the browser (the fake browser has no scripting of its own); `running` answers the check. */
function recordInjections(running: ReadonlySet<number> = new Set()) {
  const calls: Injection[] = [];
  const scripting = {
    executeScript: vi.fn(async (details: Injection) => {
      calls.push(details);
      return details.func ? [{ result: running.has(details.target.tabId) }] : [{ result: undefined }];
    }),
  };
  Object.assign(fakeBrowser, { scripting });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('injectPageScript (a decorated page has loaded)', () => {
  it('injects the script for the tab’s URL into its top frame', async () => {
    const calls = recordInjections();
    expect(await injectPageScript(7, 'https://arxiv.org/abs/2604.27955')).toBe('/arxiv-page.js');
    expect(await injectPageScript(8, 'https://huggingface.co/papers/2604.27955')).toBe('/reader-page.js');
    expect(calls).toEqual([
      { target: { tabId: 7, frameIds: [0] }, files: ['/arxiv-page.js'] },
      { target: { tabId: 8, frameIds: [0] }, files: ['/reader-page.js'] },
    ]);
  });

  it('injects nothing into a page no script decorates, or a tab whose URL the browser did not report', async () => {
    const calls = recordInjections();
    expect(await injectPageScript(7, 'https://example.org/')).toBeUndefined();
    expect(await injectPageScript(7, undefined)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('injectLoadedPages (the worker has just started)', () => {
  it('injects into each loaded decorated tab that has no page script yet, and only once', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([
      { id: 1, url: 'https://arxiv.org/abs/2604.27955', status: 'complete' },
      { id: 2, url: 'https://arxiv.org/list/cs.LG/new', status: 'complete' },
    ] as never);
    const calls = recordInjections(new Set([1]));
    await injectLoadedPages();
    expect(calls.filter((call) => call.files)).toEqual([{ target: { tabId: 2, frameIds: [0] }, files: ['/arxiv-listing-page.js'] }]);
    // The check runs in each tab first: the mark runPageSaver leaves.
    expect(calls.filter((call) => call.func).map((call) => call.target.tabId)).toEqual([1, 2]);
  });
});

describe('injectIfLoadHangs (a page whose load event never comes)', () => {
  it('injects after 3 s into a tab still loading the same page, and not into one that loaded or moved on', async () => {
    vi.useFakeTimers();
    try {
      const calls = recordInjections();
      const tabs = new Map([
        [1, { id: 1, status: 'loading', url: 'https://arxiv.org/abs/2604.27955' }],
        [2, { id: 2, status: 'complete', url: 'https://arxiv.org/abs/2604.27955' }],
        [3, { id: 3, status: 'loading', url: 'https://arxiv.org/abs/2604.00001' }],
      ]);
      vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(async (id: number) => tabs.get(id) as never);
      for (const id of [1, 2, 3]) injectIfLoadHangs(id, 'https://arxiv.org/abs/2604.27955');
      injectIfLoadHangs(4, 'https://example.org/');
      await vi.advanceTimersByTimeAsync(2900);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(calls).toEqual([{ target: { tabId: 1, frameIds: [0] }, files: ['/arxiv-page.js'] }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
