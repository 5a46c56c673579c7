interface EmptyFeedProps {
  refreshing: boolean;
  fetched: boolean;
  failed: boolean;
  onFetch(): void;
}

/**
 * What an empty feed says: what is happening (never fetched, fetching, fetched and found nothing, failing) and what
 * the user can do about it now. The status line above it keeps the time and the error.
 */
export function EmptyFeed({ refreshing, fetched, failed, onFetch }: EmptyFeedProps) {
  const meanwhile = <p>Meanwhile, papers you save on arXiv (“Save to RL for LLM Agents” under a title) are in the Saved tab.</p>;
  if (refreshing) {
    return (
      <div class="state">
        <p>Papers in the topic show here as they arrive.</p>
        {meanwhile}
      </div>
    );
  }
  // A failure is the status line's to tell, with its Retry.
  if (failed) {
    return (
      <div class="state">
        <p>No papers yet: the feed could not fetch from arXiv. Retry above, or wait for its next refresh.</p>
        {meanwhile}
      </div>
    );
  }
  return (
    <div class="state">
      <p>
        {fetched
          ? 'arXiv has no papers in the topic for the weeks fetched so far. The feed checks again at its next refresh (every few hours; Options sets how often).'
          : 'The feed is empty because it has not fetched papers from arXiv yet.'}
      </p>
      <p>
        <button type="button" class="link" onClick={onFetch}>
          {fetched ? 'Check arXiv now' : 'Fetch papers now'}
        </button>
      </p>
      {meanwhile}
    </div>
  );
}
