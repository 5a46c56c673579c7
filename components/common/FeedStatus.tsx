import type { FeedState } from '../../lib/feed/state';

/** "updated 12 min ago", "3 h ago", "May 27". */
export function ago(then: number, now: number): string {
  const minutes = Math.round((now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return new Date(then).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

interface FeedStatusProps {
  state: FeedState;
  /** Papers the feed lists, so "first sync" and "offline — showing…" read right. */
  stored: number;
  now: number;
  onRetry(): void;
}

/** The feed's freshness in words: refreshing, first sync, offline with what is shown, an error with a retry. */
export function FeedStatus({ state, stored, now, onRetry }: FeedStatusProps) {
  if (state.refreshing && stored === 0) return <p class="feed-status">Fetching the first weeks of papers from arXiv…</p>;
  if (state.refreshing) return <p class="feed-status">Refreshing…</p>;
  if (state.lastError) {
    // No sync ever finished, yet a first one cut off part-way may have stored its newest pages, which the list shows.
    const shown = state.lastSuccessAt
      ? `showing papers from ${ago(state.lastSuccessAt, now)}`
      : stored > 0
        ? 'showing the papers fetched before it stopped'
        : 'no papers fetched yet';
    return (
      <p class="feed-status error">
        {/* Only what went wrong is the alert: the age beside it changes every minute, and would be read out again. */}
        <span role="alert">{state.offline ? 'Offline' : `arXiv refresh failed: ${state.lastError}`}</span>
        {state.offline ? ` — ${shown}.` : ` (${shown}).`}{' '}
        <button type="button" class="link" onClick={onRetry}>
          Retry
        </button>
      </p>
    );
  }
  // "Updated" over an empty list read as if papers had come: it was looked at, and had none.
  if (state.lastSuccessAt)
    return (
      <p class="feed-status">
        {stored > 0 ? 'Updated' : 'Checked arXiv'} {ago(state.lastSuccessAt, now)}
      </p>
    );
  return <p class="feed-status">Not fetched yet.</p>;
}
