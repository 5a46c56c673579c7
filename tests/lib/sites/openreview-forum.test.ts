import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { fetchForumDraft } from '../../../lib/sites/openreview-forum';

const FORUM_HTML = readFileSync('tests/fixtures/pages/openreview-VTF8yNQM66.html', 'utf8');
const FORUM = 'https://openreview.net/forum?id=VTF8yNQM66';

/** An answer as fetch gives it, `url` being where redirects ended. */
function answer(body: string, { status = 200, url = FORUM } = {}): Response {
  const response = new Response(body, { status, headers: { 'content-type': 'text/html' } });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('reading an OpenReview paper from its forum, for its PDF or a link', () => {
  it('fetches the forum of a PDF and reads its title, authors, abstract and page', async () => {
    const fetch = vi.fn(async () => answer(FORUM_HTML));
    const draft = await fetchForumDraft('https://openreview.net/pdf?id=VTF8yNQM66', fetch);
    expect(fetch).toHaveBeenCalledWith(FORUM, expect.objectContaining({ redirect: 'follow' }));
    expect(draft).toMatchObject({
      siteKey: 'openreview:VTF8yNQM66',
      absUrl: FORUM,
      title: 'SWE-bench: Can Language Models Resolve Real-world Github Issues?',
      authors: expect.arrayContaining(['Carlos E Jimenez', 'Karthik R Narasimhan']),
    });
    expect(draft?.abstract).toMatch(/^Language models have outpaced/);
  });

  it('gives nothing, and fetches nothing, for an address that is not an OpenReview paper', async () => {
    const fetch = vi.fn(async () => answer(FORUM_HTML));
    expect(await fetchForumDraft('https://example.org/pdf?id=VTF8yNQM66', fetch)).toBeUndefined();
    expect(await fetchForumDraft('not a url', fetch)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives nothing for an error, an answer from elsewhere, a page without the tags, or no answer in time', async () => {
    expect(await fetchForumDraft(FORUM, async () => answer('Not found', { status: 404 }))).toBeUndefined();
    expect(await fetchForumDraft(FORUM, async () => answer(FORUM_HTML, { url: 'https://evil.example/forum' }))).toBeUndefined();
    expect(await fetchForumDraft(FORUM, async () => answer('<html><head><title>Log in</title></head></html>'))).toBeUndefined();
    expect(
      await fetchForumDraft(FORUM, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeUndefined();
    const hanging = (_url: string, init: { signal: AbortSignal }) =>
      new Promise<Response>((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await fetchForumDraft(FORUM, hanging, 20)).toBeUndefined();
  });
});
