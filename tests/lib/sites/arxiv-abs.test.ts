// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { LIMITS } from '../../../lib/paper/schema';
import { arxivAbs } from '../../../lib/sites/arxiv-abs';
import { loadPage } from './load-page';

const page = loadPage;

const absUrl = new URL('https://arxiv.org/abs/2604.27955');

describe('arxiv-abs detector', () => {
  it('matches abs URLs on every arXiv host and nothing else', () => {
    for (const example of arxivAbs.examples) expect(arxivAbs.matches(new URL(example)), example).toBe(true);
    expect(arxivAbs.matches(new URL('https://arxiv.org/pdf/2604.27955'))).toBe(false);
    expect(arxivAbs.matches(new URL('https://arxiv.org/list/cs.AI/new'))).toBe(false);
    expect(arxivAbs.matches(new URL('https://example.org/abs/2604.27955'))).toBe(false);
  });

  it('reads the realistic abs page: title, authors in page order, abstract, subjects, dates, version, comment', () => {
    const doc = page('arxiv-abs-2604.27955.html');
    expect(arxivAbs.detect(doc, absUrl)).toBe('paper');
    const draft = arxivAbs.extract(doc, absUrl);
    const result = normalizePaperDraft(draft, { site: 'arxiv-abs', url: absUrl.href, at: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.paper).toMatchObject({
      id: '2604.27955',
      version: 1,
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      authors: ['Junan Hu', 'Jian Liu', 'Jingxiang Lai', 'Jiarui Hu', 'Yiwei Sheng', 'Shuang Chen', 'Jian Li', 'Dazhao Du', 'Song Guo'],
      categories: ['cs.AI', 'cs.CV'],
      primaryCategory: 'cs.AI',
      published: '2026-04-30',
      updated: '2026-04-30',
      comment: 'Survey, 38 pages, 6 figures',
      pdfUrl: 'https://arxiv.org/pdf/2604.27955',
      absUrl: 'https://arxiv.org/abs/2604.27955',
    });
    expect(result.paper.abstract).toMatch(/^Graphical User Interface \(GUI\) agents have emerged .* agent-native infrastructure\.$/);
    expect(result.paper.abstract).not.toMatch(/\n| {2}/);
    expect(result.paper.doi).toBeUndefined();
  });

  it('reads a long author list whole, without its "et al." toggle as an author', () => {
    // arxiv-browse's abs/author_links.html for a long list: the first names, the rest in a hidden div, then a link
    // that shows them ("et al. (N additional authors not shown)").
    const doc = page('arxiv-abs-2604.27955.html');
    const link = (name: string) => `<a href="https://arxiv.org/search/cs?searchtype=author&amp;query=${name}">${name}</a>`;
    const authors = doc.querySelector('div.authors');
    if (!authors) throw new Error('the fixture has no author list');
    authors.innerHTML = `<span class="descriptor">Authors:</span>${link('Ann Shown')}, ${link('Bo Shown')},
      <div id="long-author-list" style="display: none;">${link('Cy Hidden')}, ${link('Di Hidden')}</div>
      <a href="javascript:toggleAuthorList('long-author-list','et al. (2 additional authors not shown)');"
         title="Show Entire Author List" id="toggle">
        et al. (2 additional authors not shown)</a>
      <noscript>&nbsp;You must enable JavaScript to view entire author list.</noscript>`;
    const result = normalizePaperDraft(arxivAbs.extract(doc, absUrl), { site: 'arxiv-abs', url: absUrl.href, at: 0 });
    expect(result.ok && result.paper.authors).toEqual(['Ann Shown', 'Bo Shown', 'Cy Hidden', 'Di Hidden']);
  });

  it('falls back to the visible page when the meta tags are missing', () => {
    const doc = page('arxiv-abs-2604.27955.html');
    for (const meta of doc.querySelectorAll('meta[name^="citation_"]')) meta.remove();
    const draft = arxivAbs.extract(doc, absUrl);
    expect(draft?.title?.trim()).toBe('GUI Agents with Reinforcement Learning: Toward Digital Inhabitants');
    expect(draft?.abstract).toMatch(/^\s*Graphical User Interface/);
  });

  it('offers nothing on a page with blank or garbage metadata', () => {
    const doc = page('arxiv-abs-garbage.html');
    expect(arxivAbs.detect(doc, new URL('https://arxiv.org/abs/2604.99999'))).toBeNull();
    expect(arxivAbs.extract(doc, new URL('https://arxiv.org/abs/2604.99999'))).toBeUndefined();
    expect(arxivAbs.detect(page('arxiv-abs-2604.27955.html'), new URL('https://arxiv.org/abs/not-an-id'))).toBeNull();
  });

  it('keeps hostile markup as literal text and drops a javascript: PDF link', () => {
    const url = new URL('https://arxiv.org/abs/2604.27859');
    const doc = page('arxiv-abs-hostile.html');
    const result = normalizePaperDraft(arxivAbs.extract(doc, url), { site: 'arxiv-abs', url: url.href, at: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.paper.title).toBe('<img src=x onerror="window.__pwned=1">Rethinking <script>window.__pwned=2</script> Agentic RL');
    expect(result.paper.authors).toEqual(['Fangming Cui <b onmouseover=alert(1)>', 'Ruixiao Zhu']);
    expect(result.paper.pdfUrl).toBe('https://arxiv.org/pdf/2604.27859');
    expect(result.paper.published).toBeUndefined();
    expect(result.paper.doi).toBeUndefined();
  });
});

describe('arxiv-abs detector on a huge hostile page', () => {
  it('cuts a 1 MB title and 10,000 authors to the limits, keeps markup as text, drops data: links', async () => {
    const { hugeHostileAbsPage, HOSTILE_ID, HOSTILE_TITLE } = await import('../../fixtures/pages/hostile');
    const url = new URL(`https://arxiv.org/abs/${HOSTILE_ID}`);
    const doc = loadPage(hugeHostileAbsPage());
    const result = normalizePaperDraft(arxivAbs.extract(doc, url), { site: 'arxiv-abs', url: url.href, at: 0 });
    if (!result.ok) throw new Error(result.error);
    expect(result.paper.id).toBe(HOSTILE_ID);
    expect(result.paper.title.startsWith(HOSTILE_TITLE)).toBe(true);
    expect(result.paper.title).toHaveLength(LIMITS.title);
    expect(result.paper.abstract).toHaveLength(LIMITS.abstract);
    expect(result.paper.authors).toHaveLength(LIMITS.authors);
    expect(result.paper.authors[0]).toBe('Given <b>0</b> Author0');
    expect(result.paper.authorCount).toBe(10_000);
    expect(result.paper.pdfUrl).toBe(`https://arxiv.org/pdf/${HOSTILE_ID}`);
  });
});
