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

  it('reads a title with a formula, a line break and a \\thanks note as arXiv writes it, not LaTeXML’s hidden markup', () => {
    // LaTeXML's markup (0.8.8, as arXiv serves it): a formula carries its MathML, a content-MathML copy, the TeX and a
    // "llamapun" reading; `\\` is a <br>; a `\thanks` note sits inside the heading, mark and text.
    const math = (tex: string, shown: string) =>
      `<math alttext="${tex}" class="ltx_Math" display="inline"><semantics><mi>${shown}</mi>` +
      `<annotation-xml encoding="MathML-Content"><ci>${shown}</ci></annotation-xml>` +
      `<annotation encoding="application/x-tex">${tex}</annotation>` +
      `<annotation encoding="application/x-llamapun">italic_${shown}</annotation></semantics></math>`;
    const latexml = loadPage(`<html><body><article>
      <h1 class="ltx_title ltx_title_document">${math('\\pi', 'π')}-Agent: Acting<br class="ltx_break"/>in the World<span class="ltx_note ltx_role_thanks" id="footnotex1"><sup class="ltx_note_mark">†</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">†</sup><span class="ltx_note_type">thanks: </span>Work done at Example Lab.</span></span></span></h1>
      <div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">It runs in ${math('O(n)', 'O')} steps.<span class="ltx_note ltx_role_footnote"><sup class="ltx_note_mark">1</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">1</sup>Code: example.org</span></span></span></p></div>
    </article></body></html>`);
    const draft = arxivHtml.extract(latexml, url);
    const fold = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim();
    expect(fold(draft?.title)).toBe('$\\pi$-Agent: Acting in the World');
    expect(fold(draft?.abstract)).toBe('It runs in $O(n)$ steps.');
  });
});
