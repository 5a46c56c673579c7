// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { arxivSearch } from '../../../lib/sites/arxiv-search';
import { loadPage } from './load-page';

const url = new URL('https://arxiv.org/search/?query=GRPO&searchtype=all');
const result = (href: string, title: string) => `
  <li class="arxiv-result">
    <div class="is-marginless"><p class="list-title is-inline-block"><a href="${href}">arXiv:x</a></p>
      <div class="tags is-inline-block"><span class="tag is-small" data-tooltip="Machine Learning">cs.LG</span></div></div>
    <p class="title is-5 mathjax">
      ${title}
    </p>
    <p class="authors"><span>Authors:</span> <a href="#">Junan Hu</a>, <a href="#">Song Guo</a></p>
    <p class="abstract mathjax"><span class="abstract-short">Short…</span>
      <span class="abstract-full">The whole abstract. <a class="is-size-7">△ Less</a></span></p>
  </li>`;

describe('arXiv search results', () => {
  it('matches search pages on arXiv only', () => {
    expect(arxivSearch.matches(url)).toBe(true);
    expect(arxivSearch.matches(new URL('https://arxiv.org/search/advanced'))).toBe(true);
    expect(arxivSearch.matches(new URL('https://example.org/search/?query=GRPO'))).toBe(false);
  });

  it('reads each result: id without version, title on one line, abstract without "Less"', () => {
    const doc = loadPage(
      `<html><body><ol class="breathe-horizontal">${result('https://arxiv.org/abs/2604.27955v2', 'GUI\n   Agents')}</ol></body></html>`,
    );
    expect(arxivSearch.detect(doc, url)).toBe('listing');
    const [entry] = [...(arxivSearch.entries?.(doc, url) ?? [])];
    expect(entry?.paperId).toBe('2604.27955');
    expect(entry?.title()).toBe('GUI Agents');
    expect(entry?.abstract()?.trim()).toBe('The whole abstract.');
    expect(entry?.draft()).toMatchObject({ arxivId: '2604.27955', authors: ['Junan Hu', 'Song Guo'], categories: ['cs.LG'] });
    expect(arxivSearch.listTop?.(doc)).toBe(doc.querySelector('ol.breathe-horizontal'));
  });

  it('skips a result whose link is not an arXiv paper, and is no listing with no results', () => {
    const doc = loadPage(
      `<html><body><ol>${result('https://example.org/x', 'Ad')}${result('https://arxiv.org/abs/2604.00001', 'Real')}</ol></body></html>`,
    );
    expect([...(arxivSearch.entries?.(doc, url) ?? [])].map((entry) => entry.paperId)).toEqual(['2604.00001']);
    expect(arxivSearch.detect(loadPage('<html><body><p>Sorry, your query returned no results</p></body></html>'), url)).toBeNull();
  });
});
