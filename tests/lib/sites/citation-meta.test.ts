// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { citationMeta } from '../../../lib/sites/citation-meta';
import { loadPage } from './load-page';

const page = (head: string) => loadPage(`<html><head>${head}</head><body></body></html>`);
const url = new URL('https://journal.example/articles/42?utm_source=x');

describe('citation-meta (any other page, on request)', () => {
  it('offers any web page, and no other', () => {
    expect(citationMeta.matches(url)).toBe(true);
    expect(citationMeta.matches(new URL('http://intranet.example/p'))).toBe(true);
    expect(citationMeta.matches(new URL('file:///home/me/paper.html'))).toBe(false);
    expect(citationMeta.patterns).toEqual([]);
  });

  it('is a paper with a title and scholarly tags, a DOI or an arXiv id; a plain article with Open Graph is not', () => {
    expect(citationMeta.detect(page('<meta name="citation_title" content="T">'), url)).toBe('paper');
    expect(citationMeta.detect(page('<meta name="dc.title" content="T">'), url)).toBe('paper');
    expect(citationMeta.detect(page('<meta property="og:title" content="T"><meta name="citation_doi" content="10.1234/x">'), url)).toBe(
      'paper',
    );
    expect(
      citationMeta.detect(page('<meta property="og:title" content="T"><meta name="citation_arxiv_id" content="2604.27955">'), url),
    ).toBe('paper');
    expect(citationMeta.detect(page('<meta property="og:title" content="Our road trip">'), url)).toBeNull();
    expect(citationMeta.detect(page('<meta name="citation_doi" content="10.1234/x">'), url)).toBeNull();
  });

  it('keys the paper by the page’s address without tracking parameters: two articles of one OJS script stay two', () => {
    expect(citationMeta.extract(page('<meta name="citation_title" content="T">'), url)).toMatchObject({
      title: 'T',
      siteKey: 'web:journal.example/articles/42',
    });
    const ojs = (n: number) => new URL(`https://ojs.example/index.php?journal=j&page=article&op=view&path[]=${n}&utm_medium=mail`);
    const keys = [1, 2].map((n) => citationMeta.extract(page('<meta name="citation_title" content="T">'), ojs(n))?.siteKey);
    expect(keys).toEqual([
      'web:ojs.example/index.php?journal=j&op=view&page=article&path%5B%5D=1',
      'web:ojs.example/index.php?journal=j&op=view&page=article&path%5B%5D=2',
    ]);
    const reordered = new URL('https://ojs.example/index.php?path[]=1&op=view&page=article&journal=j&sid=abc');
    expect(citationMeta.extract(page('<meta name="citation_title" content="T">'), reordered)?.siteKey).toBe(keys[0]);
    const long = new URL(`https://journal.example/${'a'.repeat(500)}`);
    expect(citationMeta.extract(page('<meta name="citation_title" content="T">'), long)?.siteKey).toHaveLength(300);
    expect(citationMeta.extract(page('<meta name="citation_doi" content="10.1234/x">'), url)).toBeUndefined();
  });

  it('links the page it was saved from, without tracking parameters or fragment', () => {
    const visited = new URL('http://ojs.example/index.php?path[]=1&utm_source=mail&page=article#references');
    expect(citationMeta.extract(page('<meta name="citation_title" content="T">'), visited)?.absUrl).toBe(
      'http://ojs.example/index.php?page=article&path%5B%5D=1',
    );
  });
});
