// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { arxivListing } from '../../../lib/sites/arxiv-listing';
import { arxivSearch } from '../../../lib/sites/arxiv-search';
import { listingPage, searchPage } from '../../fixtures/pages/arxiv-listing';
import { generatedPapers } from '../../fixtures/papers/generated';
import { loadPage } from './load-page';

const papers = generatedPapers(30);

describe('arXiv listing pages', () => {
  const url = new URL('https://arxiv.org/list/cs.LG/new');
  const doc = loadPage(listingPage(papers, { withAbstracts: true }));

  it('finds every entry with its id, title and the <dt> to decorate', () => {
    expect(arxivListing.detect(doc, url)).toBe('listing');
    const entries = [...(arxivListing.entries?.(doc, url) ?? [])];
    expect(entries.map((entry) => entry.paperId)).toEqual(papers.map((paper) => paper.id));
    expect(entries[0]?.title()).toBe(papers[0]?.title.replace(/\s+/g, ' ').trim());
    expect(entries.every((entry) => entry.anchor.tagName === 'DT')).toBe(true);
  });

  it('reads an entry’s metadata only when asked, complete enough to save', () => {
    const [entry] = [...(arxivListing.entries?.(doc, url) ?? [])];
    const first = papers[0];
    if (!entry || !first) throw new Error('no entry');
    const result = normalizePaperDraft(entry.draft(), { site: 'arxiv-listing', url: url.href, at: 0 });
    if (!result.ok) throw new Error(result.error);
    expect(result.paper).toMatchObject({
      id: first.id,
      authors: first.authors,
      categories: first.categories,
      primaryCategory: first.categories[0],
    });
    expect(result.paper.abstract).toBe(first.abstract.replace(/\s+/g, ' ').trim());
    expect(result.paper.pending).toBeUndefined();
  });

  it('is not a listing without entries', () => {
    expect(arxivListing.detect(loadPage('<html><body><p>No new submissions.</p></body></html>'), url)).toBeNull();
  });
});

describe('arXiv search results', () => {
  const url = new URL('https://arxiv.org/search/?query=agentic+RL&searchtype=all');
  const doc = loadPage(searchPage(papers.slice(0, 10), 'agentic RL'));

  it('finds every result and reads its full abstract without the "Less" toggle', () => {
    expect(arxivSearch.detect(doc, url)).toBe('listing');
    const entries = [...(arxivSearch.entries?.(doc, url) ?? [])];
    expect(entries).toHaveLength(10);
    const [entry] = entries;
    const first = papers[0];
    if (!entry || !first) throw new Error('no entry');
    expect(entry.anchor.matches('p.list-title')).toBe(true);
    const result = normalizePaperDraft(entry.draft(), { site: 'arxiv-search', url: url.href, at: 0 });
    if (!result.ok) throw new Error(result.error);
    expect(result.paper.abstract).toBe(first.abstract.replace(/\s+/g, ' ').trim());
    expect(result.paper.categories).toEqual(first.categories);
  });
});
