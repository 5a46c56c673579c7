import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { filterRows, tagCounts, withTopicTags } from '../../lib/feed/filter';
import { publishedKey } from '../../lib/library/published-order';
import { readView, writeView } from '../../lib/library/remembered-view';
import { type TitleKeys, twinsOf } from '../../lib/paper/same-paper';
import type { SavedPaper } from '../../lib/store/db';
import { useSearchAhead } from './use-search-ahead';

export type Sort = 'saved' | 'published' | 'title';
export type ReadFilter = 'all' | 'unread' | 'read';

/** What the library shows. */
export interface LibraryFilters {
  /** A collection's id, or 'all' for every saved paper. */
  collection: string;
  /** The search (lib/feed/filter.ts: title, authors, abstract, tags, ids, venue, note). */
  query: string;
  /** A tag the papers must have, or '' for any. */
  tag: string;
  read: ReadFilter;
  /** Only the papers with changes the user had not seen (the weekly check's). */
  updated: boolean;
  /** Only the papers saved at two addresses (lib/paper/same-paper.ts), to merge them. */
  twins: boolean;
  sort: Sort;
}

/** A saved paper as the list shows it: the user's own tags, then the topic's sub-topics where the feed holds it. */
export interface LibraryRow extends SavedPaper {
  tags: readonly string[];
  /** The user's note, searched too. */
  note: string;
  /** Marked read: the row says so. */
  read: boolean;
  ownTags: readonly string[];
  topicTags: readonly string[] | undefined;
}

/** Every paper, whatever the order: what an empty view's "Show all papers" sets (EmptyView.tsx). */
export const SHOW_ALL = {
  collection: 'all',
  query: '',
  tag: '',
  read: 'all',
  updated: false,
  twins: false,
} as const satisfies Partial<LibraryFilters>;
const SHOW_EVERYTHING: LibraryFilters = { ...SHOW_ALL, sort: 'saved' };
const NONE: ReadonlySet<string> = new Set();
const NO_TWINS: ReadonlyMap<string, readonly string[]> = new Map();
const NO_TOPICS: ReadonlyMap<string, readonly string[]> = new Map();

/** A saved paper's row: its own tags and its sub-topics (`topicTags`, by paper id), each once, for search and filters. */
function libraryRow({ paper, record }: SavedPaper, topicTags: ReadonlyMap<string, readonly string[]>): LibraryRow {
  const topic = topicTags.get(paper.id);
  return {
    paper,
    record,
    tags: withTopicTags(record.tags, topic),
    ownTags: record.tags,
    topicTags: topic,
    note: record.note,
    read: record.read,
  };
}

/**
 * The saved papers the filters other than the search and the tag chip leave, in their order; `updatedIds` are the
 * papers the Updated filter keeps, `twins` the papers the Saved twice filter keeps (by id, with their twins' ids).
 * Apart from the search so that a key typed in it filters these rows and does not build and sort them again.
 */
export function viewRows(
  all: readonly SavedPaper[],
  { collection, read, updated, twins: twinsOnly, sort }: Omit<LibraryFilters, 'query' | 'tag'>,
  updatedIds: ReadonlySet<string> = NONE,
  topicTags: ReadonlyMap<string, readonly string[]> = NO_TOPICS,
  twins: ReadonlyMap<string, readonly string[]> = NO_TWINS,
): readonly LibraryRow[] {
  const inView = all
    .filter(({ record }) => collection === 'all' || record.collectionIds.includes(collection))
    .filter(({ record }) => read === 'all' || record.read === (read === 'read'))
    .filter(({ record }) => !updated || updatedIds.has(record.paperId))
    .filter(({ record }) => !twinsOnly || twins.has(record.paperId))
    .map((saved) => libraryRow(saved, topicTags));
  // Each paper's date worked out once, not at each of the sort's comparisons (a year may need its venue parsed).
  const published = sort === 'published' ? new Map(inView.map((row) => [row.paper.id, publishedKey(row.paper)])) : undefined;
  return inView.sort((a, b) =>
    sort === 'title'
      ? a.paper.title.localeCompare(b.paper.title)
      : published
        ? (published.get(b.paper.id) as string).localeCompare(published.get(a.paper.id) as string)
        : b.record.savedAt - a.record.savedAt,
  );
}

/** The rows of `viewRows` that the search and the tag chip leave. */
export function searchedRows(rows: readonly LibraryRow[], { query, tag }: Pick<LibraryFilters, 'query' | 'tag'>): readonly LibraryRow[] {
  return filterRows(rows, query, tag ? [tag] : []);
}

/**
 * The library's filters, the rows they leave, every tag of the papers in view with its count, and the papers saved at two
 * addresses (each paper's id with its twins' ids). `unseenIds` are the saved
 * papers with unseen changes; selecting one marks them seen, so while the Updated filter is on it keeps every paper it
 * has shown (a paper does not vanish from under the user) and adds those that become unseen.
 */
export function useLibraryView(
  all: readonly SavedPaper[],
  unseenIds: ReadonlySet<string> = NONE,
  topicTags: ReadonlyMap<string, readonly string[]> = NO_TOPICS,
) {
  // As the user left it (sort, collection, read filter), kept for the next time the library opens.
  const [filters, setFilters] = useState<LibraryFilters>(() => ({ ...SHOW_EVERYTHING, ...readView(localStorage) }));
  useEffect(() => writeView(localStorage, filters), [filters.sort, filters.collection, filters.read]);
  const kept = useRef<ReadonlySet<string>>(NONE);
  const updatedIds = useMemo(() => {
    kept.current = filters.updated ? new Set([...kept.current, ...unseenIds]) : NONE;
    return kept.current;
  }, [filters.updated, unseenIds]);
  // Each change to the library (a note typed, a tag) reads every title again but the keys, kept from render to render.
  const titleKeys = useRef<TitleKeys>(new Map());
  const twins = useMemo(
    () =>
      twinsOf(
        all.map((saved) => saved.paper),
        titleKeys.current,
      ),
    [all],
  );
  // The last twins merged, the Saved twice filter would show nothing: the library shows every paper again.
  const noTwinsLeft = filters.twins && twins.size === 0;
  useEffect(() => {
    if (noTwinsLeft) setFilters((current) => ({ ...current, twins: false }));
  }, [noTwinsLeft]);
  const { collection, read, updated, twins: twinsOnly, sort, query, tag } = filters;
  const inView = useMemo(
    // The filters it reads, each among the dependencies, so a change to any of them builds the rows again.
    () => viewRows(all, { collection, read, updated, twins: twinsOnly, sort }, updatedIds, topicTags, twins),
    [all, collection, read, updated, twinsOnly, sort, updatedIds, topicTags, twins],
  );
  useSearchAhead(inView);
  const rows = useMemo(() => searchedRows(inView, { query, tag }), [inView, query, tag]);
  // Counted over the papers in view before the search and the tag filter: the collection open, not the whole library.
  const tags = useMemo(() => tagCounts(inView), [inView]);
  return {
    filters,
    /** Changes some of the filters, keeping the others. */
    setFilters: (change: Partial<LibraryFilters>) => setFilters((current) => ({ ...current, ...change })),
    rows,
    tags,
    twins,
  };
}
