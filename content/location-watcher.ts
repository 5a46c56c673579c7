/**
 * Calls back when the page's URL changes in place (a single-page site moving from one paper to the next), after the
 * change: in a task of its own, so a framework's re-render in the same task or its microtasks is done too. It reads
 * the Navigation API's `navigate` (Chromium; it fires before `history.pushState` changes the URL, hence the task),
 * `popstate`, and, for browsers without the API (Firefox), the URL once a second, as WXT's own watcher does.
 */
const POLL_MS = 1000;

export function watchLocation(onChange: () => void): void {
  let last = location.href;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (location.href === last) return;
    last = location.href;
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
  setInterval(check, POLL_MS);
}
