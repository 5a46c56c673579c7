import type { LibraryFilters } from './use-library-view';

/** What narrows the view, in words: "the search “grpo”, unread papers only". Page and user text, shown as text. */
export function narrowing(filters: LibraryFilters, collectionName: string | undefined): string[] {
  const query = filters.query.trim();
  return [
    ...(query ? [`the search “${query}”`] : []),
    ...(filters.collection !== 'all' ? [`the collection “${collectionName ?? filters.collection}”`] : []),
    ...(filters.tag ? [`the tag “${filters.tag}”`] : []),
    ...(filters.read !== 'all' ? [`${filters.read} papers only`] : []),
    ...(filters.updated ? ['updated papers only'] : []),
    ...(filters.twins ? ['papers saved twice only'] : []),
  ];
}

/**
 * A view of the library that shows nothing: what narrows it, and a button back to every paper. "No saved paper
 * matches this view" alone left the user to find which of five controls hid everything.
 */
export function EmptyView({ filters, collectionName, onShowAll }: { filters: LibraryFilters; collectionName?: string; onShowAll(): void }) {
  const why = narrowing(filters, collectionName);
  return (
    <div class="state">
      <p>No saved paper matches this view{why.length > 0 ? `: ${why.join(', ')}` : ''}.</p>
      <button type="button" class="link" onClick={onShowAll}>
        Show all papers
      </button>
    </div>
  );
}

/** An empty library says how to fill it, as the popup's Saved tab does: a first visit, or a new browser. */
export function NoPapersYet() {
  return (
    <div class="state">
      <p>No saved papers yet.</p>
      <p>
        Open a paper on arXiv and press “Save to RL for LLM Agents” under its title, or press S on a paper in the popup’s feed. Moving from
        another browser or a reference manager? Import its JSON backup, BibTeX, RIS or CSL-JSON file (Import, on the left).
      </p>
    </div>
  );
}
