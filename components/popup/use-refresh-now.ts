/**
 * "Fetch papers now", "Check arXiv now" and Retry: the fetch asked of the background, the focus kept off the page's
 * body while the button goes ("Refreshing…" takes its place), and the outcome said on the status line — that it
 * started, then that the feed is up to date. A failure is the feed status's alert to say; the "Fetching…" line goes.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { FeedState } from '../../lib/feed/state';

export const FETCHING = 'Fetching the latest papers from arXiv…';
export const UP_TO_DATE = 'The feed is up to date.';

/** What tells one run's end from another's: when it last ended well, or why it last failed. */
const outcomeOf = (state: FeedState) => `${state.lastSuccessAt ?? ''}\u0000${state.lastError ?? ''}\u0000${state.lastAttemptAt ?? ''}`;

export function useRefreshNow(state: FeedState, ask: () => void, focus: () => void, say: (message: string) => void): () => void {
  // The outcome before the fetch this popup asked for; undefined while it asked for none.
  const before = useRef<string | undefined>(undefined);
  const outcome = outcomeOf(state);
  useEffect(() => {
    if (before.current === undefined || state.refreshing || outcome === before.current) return;
    before.current = undefined;
    say(state.lastError === undefined ? UP_TO_DATE : '');
  }, [outcome, state.refreshing]);
  return () => {
    before.current = outcome;
    focus();
    say(FETCHING);
    ask();
  };
}
