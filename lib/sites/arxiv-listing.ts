/**
 * arXiv listing pages: `/list/{cat}/{new|recent|pastweek|YYYY-MM}` and `/catchup/…`. Each paper is a `<dt>` (links
 * `a[title=Abstract][id=ID]` and `#pdf-ID`) followed by its `<dd>` (`.list-title`, `.list-authors a`,
 * `.list-subjects`, and on /new the abstract in `p.mathjax`).
 */
import { parseArxivId } from '../arxiv/id';
import type { PaperDraft } from '../paper';
import { ARXIV_HOSTS } from './arxiv-hosts';
import { subjectCategories, textWithoutDescriptor } from './meta';
import type { ListingEntry, SiteDetector } from './types';

function entryDraft(id: string, dd: Element | null): PaperDraft {
  const subjects = dd?.querySelector('.list-subjects');
  return {
    arxivId: id,
    title: textWithoutDescriptor(dd?.querySelector('.list-title') ?? null),
    authors: [...(dd?.querySelectorAll('.list-authors a') ?? [])].map((a) => a.textContent ?? ''),
    abstract: dd?.querySelector('p.mathjax')?.textContent ?? undefined,
    comment: textWithoutDescriptor(dd?.querySelector('.list-comments') ?? null),
    journalRef: textWithoutDescriptor(dd?.querySelector('.list-journal-ref') ?? null),
    categories: subjectCategories(subjects?.textContent),
    primaryCategory: subjectCategories(subjects?.querySelector('.primary-subject')?.textContent)[0],
  };
}

export const arxivListing: SiteDetector = {
  id: 'arxiv-listing',
  label: 'arXiv listing',
  matches: (url) => ARXIV_HOSTS.has(url.hostname) && /^\/(list|catchup)\//.test(url.pathname),
  detect: (doc) => (doc.querySelector('dl#articles > dt, #dlpage dl > dt') ? 'listing' : null),
  extract: () => undefined,
  entries(doc): ListingEntry[] {
    const entries: ListingEntry[] = [];
    for (const dt of doc.querySelectorAll('dl#articles > dt, #dlpage dl > dt')) {
      // The abstract link carries the bare id in its id attribute.
      const link = dt.querySelector('a[title="Abstract"]');
      const id = parseArxivId(link?.getAttribute('id') ?? link?.textContent ?? '');
      if (!id.ok) continue;
      const dd = dt.nextElementSibling?.tagName === 'DD' ? dt.nextElementSibling : null;
      const title = () => (textWithoutDescriptor(dd?.querySelector('.list-title') ?? null) ?? '').replace(/\s+/g, ' ').trim();
      entries.push({ paperId: id.value.id, anchor: dt, title, draft: () => entryDraft(id.value.id, dd) });
    }
    return entries;
  },
  examples: [
    'https://arxiv.org/list/cs.LG/new',
    'https://arxiv.org/list/cs.LG/pastweek?show=2000',
    'https://arxiv.org/list/cs.AI/2026-05',
    'https://arxiv.org/catchup/cs.CL/2026-05-27',
  ],
};
