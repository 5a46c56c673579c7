/**
 * Affiliations from the papers' HTML full text, in real Chromium with the built extension: the feed's refresh brings
 * an on-topic paper (routed arXiv API answer), the background reads its author block from the routed
 * `arxiv.org/html/ID` page, and the popup's row shows its institutions — the first three and "+N" — while the detail
 * pane lists them per author. Off-topic papers' pages are never asked for.
 */
import { classify } from '../../lib/topic/classifier';
import { type AtomPaper, atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import { labelledListing } from '../fixtures/papers/labelled';
import { expect, refreshFeedWithRoutes, test } from './extension';

/** An author block as LaTeXML writes one for `\author{A\\ Inst \and B\\ Inst}` with footnote-free lines. */
function htmlPage(title: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><div class="ltx_page_main"><article class="ltx_document">
<h1 class="ltx_title ltx_title_document">${title}</h1>
<div class="ltx_authors">
<span class="ltx_creator ltx_role_author"><span class="ltx_personname">Wei Zhang<br class="ltx_break"/>Nanyang Technological University, Singapore<br class="ltx_break"/><span class="ltx_text ltx_font_typewriter">wei.zhang@ntu.edu.sg</span></span></span>
<span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Li Na<br class="ltx_break"/>Tongyi Lab, Alibaba Group</span></span>
<span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Chen Yu<br class="ltx_break"/>Southeast University, China</span></span>
<span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author"><span class="ltx_personname">Maria Rossi<br class="ltx_break"/>University of Cambridge</span></span>
</div>
<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">An abstract.</p></div>
<section class="ltx_section"><p class="ltx_p">${'Body text. '.repeat(2000)}</p></section>
</article></div></body></html>`;
}

test('an on-topic feed paper’s row shows its affiliations after a refresh, and the detail pane lists them per author', async ({
  context,
  openPopup,
}) => {
  const { onTopic, offTopic } = labelledListing({ onTopic: 1, offTopic: 1, nearMiss: 0 });
  const [paper] = onTopic;
  const [other] = offTopic;
  if (!paper || !other) throw new Error('no labelled papers');
  expect(classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).inTopic).toBe(true);
  const published = `${new Date(Date.now() - 3_600_000).toISOString().slice(0, 19)}Z`;
  const papers: AtomPaper[] = [
    { ...paper, published },
    { ...other, published },
  ];
  await context.route('https://export.arxiv.org/api/query**', (route) => {
    const url = new URL(route.request().url());
    const body = url.searchParams.get('max_results') === '0' ? atomCount(20_000) : atomFeed(papers);
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body });
  });
  const asked: string[] = [];
  await context.route('https://arxiv.org/html/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: htmlPage(paper.title) });
  });

  const popup = await openPopup('Feed');
  await refreshFeedWithRoutes(popup);
  const row = popup
    .getByRole('listbox', { name: 'Feed papers' })
    .getByRole('option')
    .filter({ hasText: paper.title.replace(/\s+/g, ' ').trim() });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row.locator('.row-affiliations')).toHaveText(
    'Nanyang Technological University, Singapore · Tongyi Lab, Alibaba Group · Southeast University, China +1',
    { timeout: 20_000 },
  );
  await row.click();
  const perAuthor = popup.getByRole('list', { name: 'Affiliations' });
  await expect(perAuthor.getByRole('listitem')).toHaveText([
    'Wei Zhang: Nanyang Technological University, Singapore',
    'Li Na: Tongyi Lab, Alibaba Group',
    'Chen Yu: Southeast University, China',
    'Maria Rossi: University of Cambridge',
  ]);
  expect(asked).toEqual([`/html/${paper.id}`]);
});
