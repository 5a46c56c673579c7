import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerPaperPagesWith, injectIfLoadHangs, injectLoadedPages, injectPageScript } from '../../../entrypoints/background/page-boot';
import { PAGE_HANDLE_KEY, type PageHandle } from '../../../lib/messaging/page-handle';
import type { PageStateEvent } from '../../../lib/messaging/shapes';

interface Injection {
  target: { tabId: number; frameIds?: number[]; documentIds?: string[] };
  files?: string[];
  func?: (...args: never[]) => unknown;
  args?: unknown[];
}

/**
 * The injections asked of the browser (the fake browser has no scripting of its own); `running` answers the check, and
 * `returned` is what an injected page script returns (its handshake), in the document named `documentId`.
 */
function recordInjections(running: ReadonlySet<number> = new Set(), returned?: unknown) {
  const calls: Injection[] = [];
  const scripting = {
    executeScript: vi.fn(async (details: Injection) => {
      calls.push(details);
      if (details.func) return [{ result: running.has(details.target.tabId) }];
      return [{ result: returned, documentId: 'doc-1', frameId: 0 }];
    }),
  };
  Object.assign(fakeBrowser, { scripting });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
  answerPaperPagesWith(undefined);
});

const STATE: PageStateEvent = { type: 'page/state', paperId: '2604.27955', saved: true, verdicts: [] };
const HANDSHAKE = { site: 'arxiv-abs', title: 'T', abstract: 'A' };

describe('injectPageScript hands a paper page its state', () => {
  it('answers what the script returned, into the same document, through the handle the script left there', async () => {
    const calls = recordInjections(new Set(), HANDSHAKE);
    const asked: unknown[] = [];
    answerPaperPagesWith(async (handshake, url) => {
      asked.push([handshake, url]);
      return STATE;
    });
    await injectPageScript(7, 'https://arxiv.org/abs/2604.27955');
    expect(asked).toEqual([[HANDSHAKE, 'https://arxiv.org/abs/2604.27955']]);
    const delivery = calls[1];
    if (!delivery?.func || !delivery.args) throw new Error('No state was handed over.');
    expect(delivery.target).toEqual({ tabId: 7, documentIds: ['doc-1'] });
    expect(delivery.args).toEqual([PAGE_HANDLE_KEY, 'deliver', STATE]);
    // The injected function, run as the browser would in the script's world, reaches the script's handle.
    const delivered: unknown[] = [];
    const key = Symbol.for(PAGE_HANDLE_KEY);
    const handle: PageHandle = { deliver: (state) => delivered.push(state), update: () => undefined, marks: () => undefined };
    Object.assign(globalThis, { [key]: handle });
    try {
      (delivery.func as (...args: unknown[]) => void)(...delivery.args);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
    expect(delivered).toEqual([STATE]);
  });

  it('hands nothing over when the script returned nothing (a listing, a second injection) or there is no answer', async () => {
    const calls = recordInjections(new Set(), undefined);
    const answer = vi.fn(async () => STATE);
    answerPaperPagesWith(answer);
    await injectPageScript(7, 'https://arxiv.org/list/cs.LG/new');
    expect(answer).not.toHaveBeenCalled();
    const refusing = recordInjections(new Set(), HANDSHAKE);
    answerPaperPagesWith(async () => undefined);
    await injectPageScript(8, 'https://arxiv.org/abs/2604.27955');
    expect([...calls, ...refusing].filter((call) => call.func)).toEqual([]);
  });
});

describe('injectPageScript on a tab that moved on', () => {
  it('hands nothing over when the tab shows another page by the time the script ran: that page asks for its own state', async () => {
    const calls = recordInjections(new Set(), HANDSHAKE);
    const answer = vi.fn(async () => STATE);
    answerPaperPagesWith(answer);
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({ id: 7, url: 'https://arxiv.org/abs/2605.00001' } as never);
    await injectPageScript(7, 'https://arxiv.org/abs/2604.27955');
    expect(answer).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.func)).toEqual([]);
  });
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

  it.each(['https://arxiv.org/abs/2413.00001', 'https://arxiv.org/abs/not-an-id', 'https://arxiv.org/html/'])(
    'gives an arXiv paper page whose URL names no paper no script (%s): the script reads no id itself',
    async (url) => {
      const calls = recordInjections();
      expect(await injectPageScript(7, url)).toBeUndefined();
      expect(calls).toEqual([]);
    },
  );
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
    // The check runs in each tab first: the handle runPageSaver leaves.
    expect(calls.filter((call) => call.func).map((call) => call.target.tabId)).toEqual([1, 2]);
    expect(calls.filter((call) => call.func).map((call) => call.args)).toEqual([[PAGE_HANDLE_KEY], [PAGE_HANDLE_KEY]]);
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
