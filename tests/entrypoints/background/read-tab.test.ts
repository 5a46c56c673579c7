import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readTab } from '../../../entrypoints/background/read-tab';

interface Injection {
  target: { tabId: number };
  files?: string[];
}

/** A tab at `url` (undefined: the browser withholds it, as without activeTab). */
function tabAt(url: string | undefined) {
  vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation(async (id: number) => ({ id, url }) as never);
}

/** The fake browser has no scripting of its own: this one answers each injection with `answer`. */
function injections(answer: (details: Injection) => Promise<unknown>) {
  const executeScript = vi.fn(answer);
  Object.assign(fakeBrowser, { scripting: { executeScript } });
  return executeScript;
}

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

describe('readTab (save this paper/page)', () => {
  it('drafts a paper its URL names, such as a PDF tab, without injecting anything', async () => {
    tabAt('https://arxiv.org/pdf/2604.27955v2');
    const executeScript = injections(async () => [{ result: undefined }]);
    expect(await readTab(3)).toEqual({
      ok: true,
      site: 'tab',
      draft: { arxivId: 'https://arxiv.org/pdf/2604.27955v2' },
      pageUrl: 'https://arxiv.org/pdf/2604.27955v2',
    });
    expect(executeScript).not.toHaveBeenCalled();
  });

  it('reads an OpenReview forum page for its title and authors; its id alone stands in only where the page can’t be read', async () => {
    tabAt('https://openreview.net/forum?id=AbCdE12345');
    const page = {
      ok: true,
      site: 'openreview',
      draft: { siteKey: 'openreview:AbCdE12345', title: 'Reflexion', authors: ['N. Shinn'] },
      pageUrl: 'https://openreview.net/forum?id=AbCdE12345',
    };
    const executeScript = injections(async () => [{ result: page }]);
    expect(await readTab(3)).toEqual(page);
    expect(executeScript).toHaveBeenCalledTimes(1);
    injections(async () => [{ result: undefined }]);
    expect(await readTab(3)).toMatchObject({ ok: true, draft: { siteKey: 'openreview:AbCdE12345' } });
  });

  it('drafts an OpenReview PDF by its site key, without reading it', async () => {
    tabAt('https://openreview.net/pdf?id=AbCdE12345');
    const executeScript = injections(async () => [{ result: undefined }]);
    expect(await readTab(3)).toMatchObject({ ok: true, draft: { siteKey: 'openreview:AbCdE12345' } });
    expect(executeScript).not.toHaveBeenCalled();
  });

  it('says the tab is gone when it closed', async () => {
    vi.spyOn(fakeBrowser.tabs, 'get').mockRejectedValue(new Error('No tab with id: 3.'));
    expect(await readTab(3)).toEqual({ ok: false, error: 'That tab is gone.' });
  });

  it('asks for a click on the toolbar button when the browser withholds the tab’s URL', async () => {
    tabAt(undefined);
    const executeScript = injections(async () => [{ result: undefined }]);
    const result = await readTab(3);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(/may not read this tab.*toolbar button/);
    expect(executeScript).not.toHaveBeenCalled();
  });

  it('refuses pages that are not on the web', async () => {
    for (const url of ['chrome://extensions/', 'about:blank', 'file:///home/me/paper.html']) {
      tabAt(url);
      const executeScript = injections(async () => [{ result: undefined }]);
      expect(await readTab(3)).toEqual({ ok: false, error: 'Only web pages can be saved.' });
      expect(executeScript).not.toHaveBeenCalled();
    }
  });

  it('reads any other page with the page-metadata script and returns what it found', async () => {
    tabAt('https://aclanthology.org/2025.acl-long.1/');
    const found = {
      ok: true,
      site: 'acl-anthology',
      draft: { siteKey: 'acl:2025.acl-long.1', title: 'A Paper' },
      pageUrl: 'https://aclanthology.org/2025.acl-long.1/',
    };
    const executeScript = injections(async () => [{ result: found }]);
    expect(await readTab(5)).toEqual(found);
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 5 }, files: ['/page-metadata.js'] });
  });

  it('passes on the page script’s own refusal', async () => {
    tabAt('https://example.org/blog');
    injections(async () => [{ result: { ok: false, error: 'No paper found on this page.' } }]);
    expect(await readTab(5)).toEqual({ ok: false, error: 'No paper found on this page.' });
  });

  it('reports a page it could not read when the script answers nonsense or nothing', async () => {
    tabAt('https://example.org/blog');
    const nonsense = [{ ok: true, site: 'arxiv-abs' }, { ok: true, draft: { title: 'T' } }, { ok: false }, 'a string', null];
    for (const answer of [...nonsense.map((result) => [{ result }]), [{}], []]) {
      injections(async () => answer);
      expect(await readTab(5)).toEqual({ ok: false, error: 'The page could not be read.' });
    }
  });

  it('reports why the injection failed', async () => {
    tabAt('https://chromewebstore.google.com/detail/x');
    injections(async () => {
      throw new Error('The extensions gallery cannot be scripted.');
    });
    expect(await readTab(5)).toEqual({ ok: false, error: 'The page could not be read (The extensions gallery cannot be scripted.).' });
  });
});
