/**
 * arXiv listing pages: `/list/{cat}/{new|recent|pastweek|YYYY-MM}` and `/catchup/…`. Each paper is a `<dt>` (links
 * `a[title=Abstract][id=ID]` and `#pdf-ID`) followed by its `<dd>` (`.list-title`, `.list-authors a`,
 * `.list-subjects`, and on /new the abstract in `p.mathjax`).
 */
import { parseArxivId } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_READER_HOSTS, onHosts } from './arxiv-hosts';
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

/**
 * The lists of entries: every `dl#articles` (arXiv makes one per section, so the id repeats: /new's new submissions,
 * cross-lists and replacements, /recent's days); older pages without that id have theirs under `#dlpage`.
 */
function entryLists(doc: Document): Iterable<Element> {
  const articles = doc.querySelectorAll('dl#articles');
  return articles.length > 0 ? articles : doc.querySelectorAll('#dlpage dl');
}

/**
 * The `<dt>` of every entry. Walks the lists' children rather than matching a selector against the whole 2,000-entry
 * document.
 */
function* entryTerms(doc: Document): Generator<Element> {
  for (const list of entryLists(doc)) {
    for (let child = list.firstElementChild; child; child = child.nextElementSibling) if (child.tagName === 'DT') yield child;
  }
}

const TITLE_DESCRIPTOR = 'Title:';

/**
 * An entry's title, read for every entry while a listing is decorated, so kept cheap: one text read (every DOM
 * node touched costs a wrapper object), the descriptor arXiv puts before it cut off, whitespace folded only when
 * the title spans lines.
 */
function listTitle(element: Element | null): string {
  let text = (element?.textContent ?? '').trim();
  if (text.startsWith(TITLE_DESCRIPTOR)) text = text.slice(TITLE_DESCRIPTOR.length).trim();
  return text.includes('\n') ? text.replace(/\s+/g, ' ') : text;
}

/** One entry; a class rather than closures, as a 2,000-entry page makes 2,000 of them. */
class ListingItem implements ListingEntry {
  readonly paperId: string;
  readonly anchor: Element;
  readonly #dd: Element | null;
  constructor(paperId: string, dt: Element, dd: Element | null) {
    this.paperId = paperId;
    this.anchor = dt;
    this.#dd = dd;
  }
  title(): string {
    return listTitle(this.#dd?.querySelector('.list-title') ?? null);
  }
  draft(): PaperDraft {
    return entryDraft(this.paperId, this.#dd);
  }
  authors(): string {
    return this.#dd?.querySelector('.list-authors')?.textContent ?? '';
  }
  abstract(): string | undefined {
    return this.#dd?.querySelector('p.mathjax')?.textContent ?? undefined;
  }
  rows(): Element[] {
    return this.#dd ? [this.anchor, this.#dd] : [this.anchor];
  }
}

/** The first list of entries (`dl#articles`, or the first list of older pages): the summary goes above it. */
function firstList(doc: Document): Element | null {
  return doc.querySelector('dl#articles') ?? doc.querySelector('#dlpage dl');
}

export const arxivListing: SiteDetector = {
  id: 'arxiv-listing',
  label: 'arXiv listing',
  matches: (url) => ARXIV_READER_HOSTS.has(url.hostname) && /^\/(list|catchup)\//.test(url.pathname),
  detect: (doc) => (entryTerms(doc).next().done ? null : 'listing'),
  markSite: 'arxiv-listing',
  listTop: firstList,
  extract: () => undefined,
  *entries(doc): Iterable<ListingEntry> {
    for (const dt of entryTerms(doc)) {
      // The abstract link carries the bare id in its id attribute.
      const link = dt.querySelector('a[title="Abstract"]');
      const id = parseArxivId(link?.id || link?.textContent || '');
      if (!id.ok) continue;
      const next = dt.nextElementSibling;
      yield new ListingItem(id.value.id, dt, next?.tagName === 'DD' ? next : null);
    }
  },
  patterns: onHosts(ARXIV_READER_HOSTS, ['/list/*', '/catchup/*']),
  examples: [
    'https://arxiv.org/list/cs.LG/new',
    'https://arxiv.org/list/cs.LG/pastweek?show=2000',
    'https://arxiv.org/list/cs.AI/2026-05',
    'https://arxiv.org/catchup/cs.CL/2026-05-27',
  ],
};
