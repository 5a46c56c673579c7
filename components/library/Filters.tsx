import './Filters.css';
import { tagKey } from '../../lib/paper/tag-kinds';
import { searchFieldKeydown } from '../common/search-keys';
import { focusLibraryList } from './focus';
import type { LibraryFilters, ReadFilter, Sort } from './use-library-view';

interface FiltersProps {
  filters: LibraryFilters;
  onChange(change: Partial<LibraryFilters>): void;
  /** Every tag of the papers in view (before the search and the tag filter), with its count there. */
  tags: readonly { tag: string; count: number }[];
  /** Saved papers with changes not yet seen. */
  updatedCount: number;
  /** Saved papers saved at two addresses (each copy counted); the Saved twice filter shows only when there are some. */
  twinCount?: number;
}

/** The library's search field and its sort, tag, read, Updated and Saved twice filters. */
export function Filters({ filters, onChange, tags, updatedCount, twinCount = 0 }: FiltersProps) {
  // The tag filtered by stays an option once no saved paper has it (its last paper removed or untagged): without it
  // the select showed no tag at all above an empty list, hiding why nothing matched.
  // Found by its key: a tag renamed to a spelling another paper already had ("web agents" for "Web agents") is listed
  // under that paper's spelling.
  const listed = filters.tag === '' ? undefined : tags.find((item) => tagKey(item.tag) === tagKey(filters.tag))?.tag;
  const tagOptions = filters.tag === '' || listed !== undefined ? tags : [...tags, { tag: filters.tag, count: 0 }];
  return (
    <div class="filters">
      <input
        id="library-search"
        type="search"
        aria-label="Search the library"
        placeholder="Search title, authors, abstract, tags  (/)"
        value={filters.query}
        onInput={(event) => onChange({ query: (event.currentTarget as HTMLInputElement).value })}
        onKeyDown={(event) => searchFieldKeydown(event, filters.query, () => onChange({ query: '' }), focusLibraryList)}
      />
      <label>
        Sort
        <select value={filters.sort} onChange={(event) => onChange({ sort: (event.currentTarget as HTMLSelectElement).value as Sort })}>
          <option value="saved">Saved date</option>
          <option value="published">Published date</option>
          <option value="title">Title</option>
        </select>
      </label>
      <label>
        Tag
        <select value={listed ?? filters.tag} onChange={(event) => onChange({ tag: (event.currentTarget as HTMLSelectElement).value })}>
          <option value="">Any tag</option>
          {tagOptions.map((item) => (
            <option key={item.tag} value={item.tag}>
              {item.tag} ({item.count})
            </option>
          ))}
        </select>
      </label>
      <label>
        Show
        <select
          value={filters.read}
          onChange={(event) => onChange({ read: (event.currentTarget as HTMLSelectElement).value as ReadFilter })}
        >
          <option value="all">Read and unread</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </select>
      </label>
      <button
        type="button"
        class="chip updated-filter"
        aria-pressed={filters.updated}
        // None to show: it does nothing, and looks so (dashed), as the popup's Near misses chip at 0. Not `disabled`: a
        // chip turned off with the focus on it would drop the focus to the page's body.
        aria-disabled={updatedCount === 0 && !filters.updated}
        title="Saved papers with a new version, a publication or another change you have not seen"
        onClick={() => (updatedCount > 0 || filters.updated) && onChange({ updated: !filters.updated })}
      >
        Updated ({updatedCount.toLocaleString('en-US')})
      </button>
      {(twinCount > 0 || filters.twins) && (
        <button
          type="button"
          class="chip twins-filter"
          aria-pressed={filters.twins}
          title="Papers saved at two addresses (an arXiv preprint and its proceedings page, say), to merge into one"
          onClick={() => onChange({ twins: !filters.twins })}
        >
          Saved twice ({twinCount.toLocaleString('en-US')})
        </button>
      )}
    </div>
  );
}
