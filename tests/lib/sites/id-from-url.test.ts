// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { idOnlyDraft } from '../../../lib/sites/id-from-url';
import { loadPage } from './load-page';

const url = new URL('https://www.alphaxiv.org/abs/2604.27955v2');

describe('idOnlyDraft (app pages whose URL names the arXiv paper)', () => {
  it('takes the id and version from the URL and the visible heading as title', () => {
    const doc = loadPage('<html><head><meta property="og:title" content="OG title"></head><body><h1>GUI Agents</h1></body></html>');
    expect(idOnlyDraft(doc, url)).toEqual({ arxivId: '2604.27955', version: 2, title: 'GUI Agents' });
  });

  it('falls back to the Open Graph title, then citation_title', () => {
    expect(idOnlyDraft(loadPage('<html><head><meta property="og:title" content="OG title"></head><body></body></html>'), url)?.title).toBe(
      'OG title',
    );
    expect(idOnlyDraft(loadPage('<html><head><meta name="citation_title" content="Cited"></head><body></body></html>'), url)?.title).toBe(
      'Cited',
    );
    expect(idOnlyDraft(loadPage('<html><body></body></html>'), url)).toEqual({ arxivId: '2604.27955', version: 2, title: undefined });
  });

  it('gives nothing when the URL names no arXiv paper', () => {
    expect(
      idOnlyDraft(loadPage('<html><body><h1>Trending</h1></body></html>'), new URL('https://huggingface.co/papers/trending')),
    ).toBeUndefined();
  });
});
