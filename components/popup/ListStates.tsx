import { EmptyFeed } from './EmptyFeed';
import type { TabId } from './tabs';

interface ListStatesProps {
  tab: TabId;
  /** The open list has not been read yet. */
  loading: boolean;
  /** Why the open list could not be read, if it could not. */
  error: string | undefined;
  /** Papers in the open list, and those the search and tags leave. */
  total: number;
  shown: number;
  showingNearMisses: boolean;
  /** The feed is being fetched (an empty feed is then not news). */
  refreshing: boolean;
  /** A fetch of the feed has finished once at least; its last one failed (the status line says why). */
  fetched: boolean;
  failed: boolean;
  /** Fetches the feed now. */
  onFetch(): void;
  /** What narrows the list: a search, chosen tag chips, both or nothing. */
  narrowedBy: { search: boolean; tags: boolean };
  /** Clears what narrows the list. */
  onClearSearch(): void;
}

/** What the panel says instead of rows: opening, an error, an empty list, or nothing matching the search. */
export function ListStates({
  tab,
  loading,
  error,
  total,
  shown,
  showingNearMisses,
  refreshing,
  fetched,
  failed,
  narrowedBy,
  onClearSearch,
  onFetch,
}: ListStatesProps) {
  // A list that could not be read is not an empty one: "no papers yet" would be untrue.
  const empty = !loading && error === undefined && total === 0;
  return (
    <>
      {loading && <p class="state">{tab === 'feed' ? 'Opening the feed…' : 'Opening your library…'}</p>}
      {error !== undefined && (
        <p class="state error" role="alert">
          {showingNearMisses ? 'The near misses' : tab === 'feed' ? 'The feed' : 'Your library'} could not be read: {error}
        </p>
      )}
      {empty && showingNearMisses && (
        <p class="state">No near misses: every paper scored close to the topic is in the feed, saved or dismissed.</p>
      )}
      {empty && tab === 'feed' && !showingNearMisses && (
        <EmptyFeed refreshing={refreshing} fetched={fetched} failed={failed} onFetch={onFetch} />
      )}
      {empty && tab === 'saved' && (
        <div class="state">
          <p>No saved papers yet.</p>
          <p>Open a paper on arXiv and press “Save to RL for LLM Agents” under its title, or press S on a feed paper.</p>
        </div>
      )}
      {total > 0 && shown === 0 && (
        <p class="state">
          {narrowedBy.search ? 'Nothing matches this search' : 'No paper has every chosen tag'}
          {narrowedBy.search && narrowedBy.tags ? ' and its tags' : ''}.{' '}
          <button type="button" class="link" onClick={onClearSearch}>
            {narrowedBy.search ? (narrowedBy.tags ? 'Clear the search and tags' : 'Clear the search') : 'Clear the tags'}
          </button>
        </p>
      )}
    </>
  );
}
