// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { arxivHtml } from '../../../lib/sites/arxiv-html';
import { loadPage } from './load-page';

const page = loadPage(`<html><body><article>
  <h1 class="ltx_title ltx_title_document">GUI Agents with RL</h1>
  <div class="ltx_authors"><span class="ltx_creator"><span class="ltx_personname">Junan Hu<sup>1</sup>
  <br>Tsinghua University</span></span><span class="ltx_creator"><span class="ltx_personname"> Song Guo </span></span></div>
  <div class="ltx_abstract"><h6>Abstract</h6><p>First part.</p><p>Second part.</p></div>
</article></body></html>`);
const url = new URL('https://arxiv.org/html/2604.27955v1');

describe('arXiv HTML', () => {
  it('matches rendered papers on arXiv and ar5iv, not abs pages', () => {
    expect(arxivHtml.matches(url)).toBe(true);
    expect(arxivHtml.matches(new URL('https://ar5iv.labs.arxiv.org/html/1707.08567'))).toBe(true);
    expect(arxivHtml.matches(new URL('https://arxiv.org/abs/2604.27955'))).toBe(false);
  });

  it('is a paper only once LaTeXML’s title is there', () => {
    expect(arxivHtml.detect(page, url)).toBe('paper');
    expect(arxivHtml.detect(loadPage('<html><body><p>Conversion failed</p></body></html>'), url)).toBeNull();
  });

  it('reads the title and the abstract without its heading, and leaves the authors to the arXiv API', () => {
    // LaTeXML's name elements hold several authors among affiliations and marks: the API's list is the whole one.
    expect(arxivHtml.extract(page, url)).toEqual({
      arxivId: '2604.27955',
      version: 1,
      title: 'GUI Agents with RL',
      authors: [],
      abstract: 'First part. Second part.',
    });
  });

  it('gives nothing for a blank title', () => {
    expect(arxivHtml.extract(loadPage('<html><body><h1 class="ltx_title_document">  </h1></body></html>'), url)).toBeUndefined();
  });
});
