import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fetchPaperPageDraft } from '../../../lib/sites/paper-page-fetch';

const page = (file: string) => readFileSync(`tests/fixtures/pages/${file}`, 'utf8');
const FORUM = 'https://openreview.net/forum?id=VTF8yNQM66';

/** An answer as fetch gives it, `url` being where redirects ended. */
function answer(body: string, { status = 200, url = FORUM } = {}): Response {
  const response = new Response(body, { status, headers: { 'content-type': 'text/html' } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('reading the paper a PDF or link names from its page, in the background', () => {
  it('an OpenReview PDF: its forum’s title, authors, abstract and page', async () => {
    const fetch = vi.fn(async () => answer(page('openreview-VTF8yNQM66.html')));
    const draft = await fetchPaperPageDraft('https://openreview.net/pdf?id=VTF8yNQM66', fetch);
    expect(fetch).toHaveBeenCalledWith(FORUM, expect.objectContaining({ redirect: 'follow' }));
    expect(draft).toMatchObject({
      siteKey: 'openreview:VTF8yNQM66',
      absUrl: FORUM,
      title: 'SWE-bench: Can Language Models Resolve Real-world Github Issues?',
      authors: expect.arrayContaining(['Carlos E Jimenez', 'Karthik R Narasimhan']),
    });
    expect(draft?.abstract).toMatch(/^Language models have outpaced/);
  });

  it('an ACL Anthology PDF: its page’s metadata, with the DOI that keys the paper as saving the page does', async () => {
    const landing = 'https://aclanthology.org/2023.acl-long.754/';
    const fetch = vi.fn(async () => answer(page('acl-2023.acl-long.754.html'), { url: landing }));
    const draft = await fetchPaperPageDraft('https://aclanthology.org/2023.acl-long.754.pdf', fetch);
    expect(fetch).toHaveBeenCalledWith(landing, expect.anything());
    expect(draft?.title).toBeTruthy();
    expect(draft?.doi).toMatch(/^10\.18653\//);
    expect(draft).toMatchObject({ siteKey: 'acl:2023.acl-long.754', absUrl: landing });
  });

  it('gives nothing, and fetches nothing, for an address that is not a paper on those sites', async () => {
    const fetch = vi.fn(async () => answer(page('openreview-VTF8yNQM66.html')));
    expect(await fetchPaperPageDraft('https://example.org/pdf?id=VTF8yNQM66', fetch)).toBeUndefined();
    expect(await fetchPaperPageDraft('not a url', fetch)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives nothing for an error, an answer from another host, a page without the tags, or no answer in time', async () => {
    const forumPage = page('openreview-VTF8yNQM66.html');
    expect(await fetchPaperPageDraft(FORUM, async () => answer('Not found', { status: 404 }))).toBeUndefined();
    expect(await fetchPaperPageDraft(FORUM, async () => answer(forumPage, { url: 'https://evil.example/forum' }))).toBeUndefined();
    expect(await fetchPaperPageDraft(FORUM, async () => answer('<html><head><title>Log in</title></head></html>'))).toBeUndefined();
    expect(
      await fetchPaperPageDraft(FORUM, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeUndefined();
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<Response>((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await fetchPaperPageDraft(FORUM, hanging, 20)).toBeUndefined();
  });
});
