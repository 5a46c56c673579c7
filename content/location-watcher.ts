/**
 * Calls back when the page's URL changes in place (a single-page site moving from one paper to the next), after the
 * change: in a task of its own, so a framework's re-render in the same task or its microtasks is done too. It reads
 * the Navigation API's `navigate` (Chromium; it fires before `history.pushState` changes the URL, hence the task),
 * `popstate`, and, for browsers without the API (Firefox), the URL once a second, as WXT's own watcher does. A change of
 * the fragment alone is no change of page.
 */
import { pageOf } from '../lib/url/page-of';

const POLL_MS = 1000;

export function watchLocation(onChange: () => void): void {
  let last = pageOf(location.href);
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const now = pageOf(location.href);
    if (now === last) return;
    last = now;
    onChange();
  };
  const soon = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(check, 0);
  };
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', soon);
  window.addEventListener('popstate', soon);
  // Where the Navigation API tells of every change (pushState included), nothing needs polling.
  if (!navigation) setInterval(check, POLL_MS);
}
