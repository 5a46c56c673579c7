/**
 * arXiv search results, `/search/?query=…`: each paper is an `li.arxiv-result` with `p.list-title a` (the abs
 * link), `p.title`, `p.authors a` and `span.abstract-full`.
 */
import { parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_READER_HOSTS, onHosts } from './arxiv-hosts';
import type { ListingEntry, SiteDetector } from './types';

function entryDraft(id: string, item: Element): PaperDraft {
  // The full abstract ends with a "△ Less" toggle link.
  const abstract = item.querySelector('span.abstract-full')?.cloneNode(true) as Element | undefined;
  for (const toggle of abstract?.querySelectorAll('a') ?? []) toggle.remove();
  return {
    arxivId: id,
    title: item.querySelector('p.title')?.textContent ?? undefined,
    authors: [...item.querySelectorAll('p.authors a')].map((a) => a.textContent ?? ''),
    abstract: abstract?.textContent ?? undefined,
    categories: [...item.querySelectorAll('.tags .tag[data-tooltip]')].map((tag) => tag.textContent ?? ''),
  };
}

export const arxivSearch: SiteDetector = {
  id: 'arxiv-search',
  label: 'arXiv search results',
  matches: (url) => ARXIV_READER_HOSTS.has(url.hostname) && url.pathname.startsWith('/search'),
  detect: (doc) => (doc.querySelector('li.arxiv-result') ? 'listing' : null),
  markSite: 'arxiv-search',
  listTop: (doc) => doc.querySelector('ol.breathe-horizontal') ?? doc.querySelector('li.arxiv-result')?.parentElement ?? null,
  extract: () => undefined,
  *entries(doc): Iterable<ListingEntry> {
    for (const item of doc.querySelectorAll('li.arxiv-result')) {
      const link = item.querySelector('p.list-title a');
      const id = parseArxivUrl(link?.getAttribute('href') ?? '');
      const anchor = item.querySelector('p.list-title');
      if (!id.ok || !anchor) continue;
      const title = () => (item.querySelector('p.title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      yield {
        paperId: id.value.id,
        anchor,
        title,
        draft: () => entryDraft(id.value.id, item),
        authors: () => item.querySelector('p.authors')?.textContent ?? '',
        abstract: () => entryDraft(id.value.id, item).abstract,
        rows: () => [item],
      };
    }
  },
  patterns: onHosts(ARXIV_READER_HOSTS, ['/search/*']),
  examples: [
    'https://arxiv.org/search/?query=agentic+reinforcement+learning&searchtype=all',
    'https://arxiv.org/search/cs?query=GRPO&searchtype=title',
  ],
};
