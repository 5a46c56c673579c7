import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { tellOpenPages } from '../../../entrypoints/background/mark-switches';
import { PAGE_HANDLE_KEY } from '../../../lib/messaging/page-handle';

interface Injection {
  target: { tabId: number; frameIds?: number[] };
  args?: unknown[];
}

/** The tabs open on each URL pattern asked for, and the injections made into them. */
function openTabs(byPattern: Record<string, number[]>) {
  const asked: string[][] = [];
  const injected: Injection[] = [];
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async ({ url }: { url: string[] }) => {
    asked.push(url);
    return url.flatMap((pattern) => (byPattern[pattern] ?? []).map((id) => ({ id })));
  }) as never);
  Object.assign(fakeBrowser, {
    scripting: {
      executeScript: vi.fn(async (details: Injection) => {
        injected.push(details);
        if (details.target.tabId === 13) throw new Error('No tab with id: 13');
        return [{ result: undefined }];
      }),
    },
  });
  return { asked, injected };
}

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

const ALL_ON = { 'arxiv-listing': true, 'arxiv-search': true, 'arxiv-abs': true };

describe('tellOpenPages', () => {
  it('tells the open pages of each kind whose switch moved, and no others', async () => {
    const { asked, injected } = openTabs({
      'https://arxiv.org/list/*': [11],
      'https://arxiv.org/catchup/*': [12],
      'https://arxiv.org/abs/*': [21],
    });
    await tellOpenPages(ALL_ON, { ...ALL_ON, 'arxiv-listing': false });
    expect(asked).toEqual([
      ['https://arxiv.org/list/*', 'https://arxiv.org/catchup/*', 'https://www.arxiv.org/list/*', 'https://www.arxiv.org/catchup/*'],
    ]);
    expect(injected.map(({ target, args }) => [target, args])).toEqual([
      [{ tabId: 11, frameIds: [0] }, [PAGE_HANDLE_KEY, 'marks', { type: 'marks/changed', site: 'arxiv-listing', on: false }]],
      [{ tabId: 12, frameIds: [0] }, [PAGE_HANDLE_KEY, 'marks', { type: 'marks/changed', site: 'arxiv-listing', on: false }]],
    ]);
  });

  it('goes on past a tab that closed meanwhile, and tells nothing when no switch moved', async () => {
    const { injected } = openTabs({ 'https://arxiv.org/abs/*': [13, 21] });
    await tellOpenPages({ ...ALL_ON, 'arxiv-abs': false }, ALL_ON);
    expect(injected.map(({ target }) => target.tabId)).toEqual([13, 21]);
    injected.length = 0;
    await tellOpenPages(ALL_ON, ALL_ON);
    expect(injected).toEqual([]);
  });
});
