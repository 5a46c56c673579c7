/**
 * What every content script does: find the page's detector, mount the save control on a paper page or a toggle on
 * each listing entry, keep them in step with the library (saved here, in another tab or from the popup), and
 * re-run when an app page navigates without reloading. Zod and Dexie stay out: drafts go to the background raw.
 * Listing support (listing-saver.ts) is passed in only where listings exist, to keep other scripts small.
 */
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { isSavedChangedEvent, sendRequest } from '../lib/messaging-client';
import type { PaperDraft } from '../lib/paper';
import type { SiteDetector } from '../lib/sites/types';
import { createSaveButton } from './save-button';

/** What a mounted control exposes: how to follow saved-state changes, and how to go away. */
export interface Mounted {
  update(paperIds: string[], saved: boolean): void;
  remove(): void;
}

/** Mounts toggles on a listing page; passed in only by content scripts that run on listings. */
export type MountListing = (detector: SiteDetector, url: URL, signal: AbortSignal) => Mounted;

export function save(draft: PaperDraft, site: string, pageUrl: string) {
  return sendRequest({ type: 'paper/save', draft, site, pageUrl });
}

/** Mounts the save control of a paper page; returns its update function and how to remove it. */
function mountPaperControl(detector: SiteDetector, url: URL): Mounted | undefined {
  const found = detector.extract(document, url);
  if (!found) return undefined;
  const draft: PaperDraft = found;
  // The id the background will store the paper under is only known after it normalises the draft.
  let paperId: string | undefined;
  let saved = false;
  let busy = false;
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  const title = detector.titleElement?.(document) ?? null;
  const control = createSaveButton(document, { onToggle: () => void toggle(), onUndo: () => void undo() }, title === null);
  const render = (message?: string, showUndo = false) => control.render(busy ? 'saving' : saved ? 'saved' : 'unsaved', message, showUndo);

  async function toggle() {
    if (busy) return; // a second click while the first is on its way does nothing
    busy = true;
    render();
    let message: string;
    let showUndo = false;
    if (saved && paperId) {
      const reply = await sendRequest({ type: 'paper/unsave', paperId });
      if (reply.ok) saved = false;
      showUndo = reply.ok;
      message = reply.ok ? 'Removed from RL for LLM Agents.' : reply.error.message;
    } else {
      // Read the page again at click time: an app page may have rendered more since load.
      const reply = await save(detector.extract(document, url) ?? draft, detector.id, url.href);
      if (reply.ok) {
        saved = true;
        paperId = reply.data.paperId;
      }
      message = reply.ok ? 'Saved to RL for LLM Agents.' : reply.error.message;
    }
    busy = false;
    render(message, showUndo);
    clearTimeout(undoTimer);
    if (showUndo) undoTimer = setTimeout(() => render('', false), 10_000);
  }

  async function undo() {
    if (!paperId || busy) return;
    busy = true;
    render();
    const reply = await sendRequest({ type: 'paper/undo-unsave', paperId });
    busy = false;
    if (reply.ok && reply.data.restored) saved = true;
    render(reply.ok && reply.data.restored ? 'Saved again, with your notes and tags.' : 'Could not undo: the paper is gone.');
  }

  if (title) title.after(control.host);
  else document.body.append(control.host);

  // The id is known up front for arXiv pages and site keys; ask the background which one it would store.
  void sendRequest({ type: 'paper/resolve', draft }).then(async (reply) => {
    if (!reply.ok || busy) return;
    paperId = reply.data.paperId;
    saved = reply.data.saved;
    render();
  });
  return {
    update(paperIds, isSaved) {
      if (!paperId || !paperIds.includes(paperId) || busy || saved === isSaved) return;
      saved = isSaved;
      render();
    },
    remove() {
      clearTimeout(undoTimer);
      control.host.remove();
    },
  };
}

/** Runs the detectors a content script was given on the current page, and again after in-app navigations. */
export function runPageSaver(ctx: ContentScriptContext, detectors: readonly SiteDetector[], mountListing?: MountListing): void {
  let mounted: Mounted | undefined;
  let controller: AbortController | undefined;

  function run() {
    mounted?.remove();
    controller?.abort();
    controller = new AbortController();
    mounted = undefined;
    const url = new URL(location.href);
    const detector = detectors.find((candidate) => candidate.matches(url));
    const kind = detector?.detect(document, url);
    if (!detector || !kind) return;
    mounted = kind === 'paper' ? mountPaperControl(detector, url) : mountListing?.(detector, url, controller.signal);
  }

  const onMessage = (message: unknown) => {
    if (isSavedChangedEvent(message)) mounted?.update(message.paperIds, message.saved);
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => {
    browser.runtime.onMessage.removeListener(onMessage);
    controller?.abort();
    mounted?.remove();
  });
  ctx.addEventListener(window, 'wxt:locationchange', run);
  run();
}
