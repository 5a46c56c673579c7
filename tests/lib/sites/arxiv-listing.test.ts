// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { arxivListing } from '../../../lib/sites/arxiv-listing';
import { loadPage } from './load-page';

// tests/lib/sites/listings.test.ts reads a generated 2024+ listing; these are the older and odder pages.
const url = new URL('https://arxiv.org/list/cs.AI/recent');
const entries = (doc: Document) => [...(arxivListing.entries?.(doc, url) ?? [])];

const entry = (id: string, title: string, extra = '') => `
  <dt><a href="/abs/${id}" title="Abstract" id="${id}">arXiv:${id}</a></dt>
  <dd><div class="meta">
    <div class="list-title mathjax"><span class="descriptor">Title:</span>
      ${title}</div>
    <div class="list-authors"><a href="/a/hu_j_1">Junan Hu</a>, <a href="/a/guo_s_1">Song Guo</a></div>
    ${extra}
    <div class="list-subjects"><span class="descriptor">Subjects:</span>
      <span class="primary-subject">Machine Learning (cs.LG)</span>; Artificial Intelligence (cs.AI)</div>
  </div></dd>`;

describe('arXiv listings', () => {
  it('matches list and catchup pages on arXiv hosts only', () => {
    expect(arxivListing.matches(url)).toBe(true);
    expect(arxivListing.matches(new URL('https://www.arxiv.org/catchup/cs.CL/2026-05-27'))).toBe(true);
    expect(arxivListing.matches(new URL('https://arxiv.org/abs/2604.27955'))).toBe(false);
    expect(arxivListing.matches(new URL('https://example.org/list/cs.AI/new'))).toBe(false);
  });

  it('reads the lists of older pages under #dlpage, each entry without its "Title:" label', () => {
    const doc = loadPage(`<html><body><div id="dlpage"><h3>Mon, 4 May 2026</h3><dl>${entry('2605.00001', 'First\n   paper')}</dl>
      <h3>Tue, 5 May 2026</h3><dl>${entry('2605.00002', 'Second paper')}</dl></div></body></html>`);
    expect(arxivListing.detect(doc, url)).toBe('listing');
    expect(entries(doc).map((e) => [e.paperId, e.title()])).toEqual([
      ['2605.00001', 'First paper'],
      ['2605.00002', 'Second paper'],
    ]);
    expect(arxivListing.listTop?.(doc)).toBe(doc.querySelector('#dlpage dl'));
  });

  it('reads an entry’s draft: primary category first, comment and journal reference without labels', () => {
    const extra = `<div class="list-comments"><span class="descriptor">Comments:</span> 12 pages</div>
      <div class="list-journal-ref"><span class="descriptor">Journal-ref:</span> ICLR 2026</div>`;
    const doc = loadPage(`<html><body><dl id="articles">${entry('2605.00001v2', 'A paper', extra)}</dl></body></html>`);
    const [first] = entries(doc);
    expect(first?.paperId).toBe('2605.00001');
    const saved = normalizePaperDraft(first?.draft(), { site: 'arxiv-listing', url: url.href, at: 0 });
    expect(saved.ok && saved.paper).toMatchObject({
      id: '2605.00001',
      title: 'A paper',
      authors: ['Junan Hu', 'Song Guo'],
      categories: ['cs.LG', 'cs.AI'],
      primaryCategory: 'cs.LG',
      comment: '12 pages',
      journalRef: 'ICLR 2026',
    });
    // No abstract on /recent: the verdict is made on the title, and the abstract fetched later.
    expect(first?.abstract()).toBeUndefined();
    expect(first?.rows().map((row) => row.tagName)).toEqual(['DT', 'DD']);
  });

  it('skips an entry whose link names no arXiv paper, and keeps the others', () => {
    const broken = '<dt><a href="/abs/x" title="Abstract" id="not-an-id">?</a></dt><dd></dd>';
    const doc = loadPage(`<html><body><dl id="articles">${broken}${entry('2605.00002', 'Fine')}</dl></body></html>`);
    expect(entries(doc).map((e) => e.paperId)).toEqual(['2605.00002']);
  });

  it('saves nothing from the page itself: entries are saved one by one', () => {
    const doc = loadPage(`<html><body><dl id="articles">${entry('2605.00001', 'A paper')}</dl></body></html>`);
    expect(arxivListing.extract(doc, url)).toBeUndefined();
  });
});
