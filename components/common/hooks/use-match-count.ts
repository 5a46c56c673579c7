/**
 * How many papers a search or a chip leaves, said once the typing pauses: a screen reader otherwise hears nothing as
 * the list narrows, not even that nothing matches (the list's own "Nothing matches" is no live region).
 */
import { useEffect, useRef } from 'preact/hooks';
import { counted } from '../../../lib/paper/format';

/** The pause after the last keystroke before the count is said: one count for a word typed, not one per letter. */
export const MATCH_COUNT_PAUSE_MS = 700;

/**
 * Says `shown`'s count when `narrowing` (the search and the chips, as one string) changes and is not empty. Only then:
 * a paper saved or dismissed changes the count too, and its own words ("Press U to undo.") must stand — as they do
 * when said during the pause (`spoken`, what the page's live regions hold, changed): the count is not said over them.
 */
export function useMatchCount(narrowing: string, shown: number, spoken: string, say: (message: string) => void): void {
  const latest = useRef({ shown, spoken });
  latest.current = { shown, spoken };
  useEffect(() => {
    if (narrowing === '') return;
    const before = latest.current.spoken;
    const timer = setTimeout(() => {
      const { shown: count, spoken: now } = latest.current;
      if (now !== before) return;
      say(count === 0 ? 'Nothing matches.' : `${counted(count)} ${count === 1 ? 'matches' : 'match'}.`);
    }, MATCH_COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [narrowing]);
}
