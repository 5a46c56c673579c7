import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { allTabPaperNames, forgetTabPaper, rememberTabPaper, tabPaperNames } from '../../../lib/store/tab-papers';

const S2 = 'https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Algorithms/dce6f9d4017b1785979e7520fd0834ef8cf02f4b';

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the paper a tab’s page named', () => {
  it('is the tab’s while it shows that address, whichever section of it', async () => {
    await rememberTabPaper(7, S2, ['1707.06347', 's2:dce6f9d4017b1785979e7520fd0834ef8cf02f4b']);
    expect(await tabPaperNames(7, S2)).toEqual(['1707.06347', 's2:dce6f9d4017b1785979e7520fd0834ef8cf02f4b']);
    expect(await tabPaperNames(7, `${S2}#citing-papers`)).toEqual(['1707.06347', 's2:dce6f9d4017b1785979e7520fd0834ef8cf02f4b']);
  });

  it('is nothing once the tab shows another address, in another tab, or after the tab closed', async () => {
    await rememberTabPaper(7, S2, ['1707.06347']);
    expect(await tabPaperNames(7, 'https://www.semanticscholar.org/paper/Other/0123456789abcdef0123456789abcdef01234567')).toEqual([]);
    expect(await tabPaperNames(8, S2)).toEqual([]);
    expect(await tabPaperNames(7, undefined)).toEqual([]);
    await forgetTabPaper(7);
    expect(await tabPaperNames(7, S2)).toEqual([]);
  });

  it('keeps each tab’s own paper when two tabs resolve, read one by one or all at once', async () => {
    await Promise.all([rememberTabPaper(1, S2, ['1707.06347']), rememberTabPaper(2, S2, ['2604.27955'])]);
    expect(await tabPaperNames(1, S2)).toEqual(['1707.06347']);
    expect(await tabPaperNames(2, S2)).toEqual(['2604.27955']);
    const all = await allTabPaperNames();
    expect([all(1, S2), all(2, S2), all(2, 'https://example.org/'), all(3, S2)]).toEqual([['1707.06347'], ['2604.27955'], [], []]);
  });

  it('keeps at most 20 names, and reads a damaged stored value as none', async () => {
    const many = Array.from({ length: 50 }, (_, i) => `doi:10.1/${i}`);
    await rememberTabPaper(3, S2, many);
    expect(await tabPaperNames(3, S2)).toEqual(many.slice(0, 20));
    await fakeBrowser.storage.session.set({ 'tab-paper:3': { url: S2, names: 'not a list' } });
    expect(await tabPaperNames(3, S2)).toEqual([]);
  });

  it('reads as none, and throws nothing, when the browser can’t keep it', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValue(new Error('Access denied'));
    await expect(rememberTabPaper(4, S2, ['1707.06347'])).resolves.toBeUndefined();
    expect(await tabPaperNames(4, S2)).toEqual([]);
  });

  it('reads as none, and throws nothing, in a browser without session storage (Chrome before 102)', async () => {
    vi.spyOn(fakeBrowser.storage, 'session', 'get').mockReturnValue(undefined as never);
    expect(fakeBrowser.storage.session).toBeUndefined();
    await expect(rememberTabPaper(4, S2, ['1707.06347'])).resolves.toBeUndefined();
    expect(await tabPaperNames(4, S2)).toEqual([]);
    expect((await allTabPaperNames())(4, S2)).toEqual([]);
    await expect(forgetTabPaper(4)).resolves.toBeUndefined();
  });
});
