import { useMemo, useState } from 'preact/hooks';
import { filterRows, tagCounts } from '../../lib/feed/filter';
import type { SavedPaper } from '../../lib/store/db';

export type Sort = 'saved' | 'published' | 'title';
export type ReadFilter = 'all' | 'unread' | 'read';

/** What the library shows. */
export interface LibraryFilters {
  /** A collection's id, or 'all' for every saved paper. */
  collection: string;
  /** The search (title, authors, abstract, tags). */
  query: string;
  /** A tag the papers must have, or '' for any. */
  tag: string;
  read: ReadFilter;
  sort: Sort;
}

/** A saved paper as the list shows it: its tags are the user's own. */
export interface LibraryRow extends SavedPaper {
  tags: readonly string[];
}

const SHOW_EVERYTHING: LibraryFilters = { collection: 'all', query: '', tag: '', read: 'all', sort: 'saved' };

/** The saved papers the filters leave, in their order. */
export function libraryRows(all: readonly SavedPaper[], { collection, query, tag, read, sort }: LibraryFilters): readonly LibraryRow[] {
  const inView = all
    .filter(({ record }) => collection === 'all' || record.collectionIds.includes(collection))
    .filter(({ record }) => read === 'all' || record.read === (read === 'read'))
    .map(({ paper, record }) => ({ paper, record, tags: record.tags }));
  const sorted = [...inView].sort((a, b) =>
    sort === 'title'
      ? a.paper.title.localeCompare(b.paper.title)
      : sort === 'published'
        ? (b.paper.published ?? '').localeCompare(a.paper.published ?? '')
        : b.record.savedAt - a.record.savedAt,
  );
  return filterRows(sorted, query, tag ? [tag] : []);
}

/** The library's filters, the rows they leave, and every tag in the library with its count. */
export function useLibraryView(all: readonly SavedPaper[]) {
  const [filters, setFilters] = useState<LibraryFilters>(SHOW_EVERYTHING);
  const rows = useMemo(() => libraryRows(all, filters), [all, filters]);
  const tags = useMemo(() => tagCounts(all.map(({ paper, record }) => ({ paper, tags: record.tags }))), [all]);
  return {
    filters,
    /** Changes some of the filters, keeping the others. */
    setFilters: (change: Partial<LibraryFilters>) => setFilters((current) => ({ ...current, ...change })),
    rows,
    tags,
  };
}
