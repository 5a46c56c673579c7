/**
 * The page script's side of lib/messaging/page-handle.ts: the handle the background calls, left in the extension's
 * own world of the document (out of the page's reach: the page's scripts run in another world with another global
 * object). Also the mark that a page script already runs in the document.
 */
import { PAGE_HANDLE_KEY, type PageHandle } from '../lib/messaging/page-handle';
import { isMarksChangedEvent, isPageStateEvent, isSavedChangedEvent } from '../lib/messaging/shapes';
import type { Mounted } from './mounted';

/**
 * Leaves the handle, which hands what the background sends to the control `mounted()` gives at the time, and tells
 * that control when the page comes back from the back/forward cache; false when a script already runs in this
 * document (injected again: the tab reported "complete" twice), which then does nothing.
 */
export function registerPageHandle(mounted: () => Mounted | undefined): boolean {
  const scope = globalThis as Record<symbol, PageHandle | undefined>;
  const key = Symbol.for(PAGE_HANDLE_KEY);
  if (scope[key]) return false;
  scope[key] = {
    deliver: (state) => {
      if (isPageStateEvent(state)) mounted()?.deliver?.(state);
    },
    update: (event) => {
      if (isSavedChangedEvent(event)) mounted()?.update(event.paperIds, event.saved);
    },
    marks: (event) => {
      if (isMarksChangedEvent(event)) mounted()?.marksChanged?.(event.site, event.on);
    },
  };
  // A page shown again from the back/forward cache was frozen meanwhile: nothing the background sent reached it. Only
  // the browser's own event: the page's scripts could send one a thousand times, each asking about every entry.
  addEventListener('pageshow', (event) => {
    if (event.isTrusted && event.persisted) mounted()?.shownAgain?.();
  });
  return true;
}
