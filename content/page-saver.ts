/**
 * What every content script does: find the page's detector, mount the save control on a paper page or a toggle on
 * each listing entry, keep them in step with the library (saved here, in another tab or from the popup), and
 * re-run when an app page navigates without reloading. Zod and Dexie stay out: drafts go to the background raw.
 */

import { sendRequest } from '../lib/messaging/client';
import { extensionRuntime } from '../lib/messaging/runtime';
import { isSavedChangedEvent } from '../lib/messaging/shapes';
import type { PaperDraft } from '../lib/paper/schema';
import type { SiteDetector } from '../lib/sites/types';
import { paperIdFromUrl } from '../lib/sites/url-id';
import { MEASURE_MOUNT } from '../lib/timing/measure-names';
import { watchLocation } from './location-watcher';
import { createSaveButton } from './save-button';

/** What a mounted control exposes: how to follow saved-state changes, and how to go away. */
export interface Mounted {
  update(paperIds: string[], saved: boolean): void;
  remove(): void;
  /** What the user's click on a paper page's control does; a stale control hands the click on to its successor. */
  activate?(): void;
}

/** Mounts toggles on a listing page. */
export type MountListing = (detector: SiteDetector, url: URL, signal: AbortSignal) => Mounted;

export function save(draft: PaperDraft, site: string, pageUrl: string) {
  return sendRequest({ type: 'paper/save', draft, site, pageUrl });
}

/** Runs `work` when the page is idle (after its first frame), or within a second at the latest. */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 50);
}

/** The page a URL shows: a fragment only scrolls within it (arXiv HTML's table of contents). */
const pageOf = (href: string) => href.split('#')[0];

/**
 * Mounts the save control of a paper page. Only the button is placed at once, so it shows in the first frame;
 * reading the page's metadata and asking the library whether it is saved wait until the page is idle.
 * `remount` re-detects from the current URL: the control calls it when the app has moved on under it.
 */
function mountPaperControl(detector: SiteDetector, url: URL, remount: () => Mounted | undefined): Mounted {
  // The id the background stores the paper under: from the URL when it says (arXiv, OpenReview), else from the
  // background's reading of the draft. Read at idle, with the saved state: the first frame needs only the button.
  let paperId: string | undefined;
  let saved = false;
  let busy = false;
  let removed = false;
  let undoTimer: ReturnType<typeof setTimeout> | undefined;
  const title = detector.titleElement?.(document) ?? null;
  const control = createSaveButton(document, { onToggle: () => void toggle(), onUndo: () => void undo() }, title === null);
  const render = (message?: string, showUndo = false) => control.render(busy ? 'saving' : saved ? 'saved' : 'unsaved', message, showUndo);

  async function toggle() {
    if (busy) return; // a second click while the first is on its way does nothing
    if (pageOf(location.href) !== pageOf(url.href)) {
      // The app showed another paper before our re-mount ran (where there is no Navigation API, WXT polls the URL
      // once a second): acting now would save this control's paper under the new page's title. The control for the
      // page shown takes over; a "Save" click saves that paper, but a click on "Saved" removes nothing — it meant
      // the old paper, and whether the new one is saved is not known yet.
      const next = remount();
      if (!saved) next?.activate?.();
      return;
    }
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
      // Read at click time: an app page may have rendered more since it loaded.
      const draft = detector.extract(document, url);
      const reply = draft
        ? await save(draft, detector.id, url.href)
        : ({ ok: false, error: { code: 'rejected', message: 'This page no longer shows the paper’s details.' } } as const);
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

  async function refresh() {
    if (removed || busy) return;
    paperId ??= paperIdFromUrl(url.href);
    const entry = paperId && detector.markSite ? detector.pageEntry?.(document) : undefined;
    if (paperId && detector.markSite && entry) {
      // One message for both: whether it is saved, and the topic's verdict (none when the user turned it off).
      const request = { id: paperId, title: entry.title.slice(0, 2000), abstract: entry.abstract.slice(0, 20_000) };
      const reply = await sendRequest({ type: 'page/verdicts', site: detector.markSite, entries: [request] });
      if (reply.ok && !busy) saved = reply.data.saved.includes(paperId);
      const verdict = reply.ok ? reply.data.verdicts[0] : undefined;
      if (verdict && !removed) control.showVerdict(verdict);
    } else if (paperId) {
      const reply = await sendRequest({ type: 'paper/status', paperIds: [paperId] });
      if (reply.ok && !busy) saved = reply.data.saved.includes(paperId);
    } else {
      const draft = detector.extract(document, url);
      const reply = draft ? await sendRequest({ type: 'paper/resolve', draft }) : undefined;
      if (reply?.ok && !busy) {
        paperId = reply.data.paperId;
        saved = reply.data.saved;
      }
    }
    if (!busy) render();
  }

  if (title) title.after(control.host);
  else document.body.append(control.host);
  whenIdle(() => {
    control.addFeedback();
    void refresh();
  });
  return {
    activate: () => void toggle(),
    update(paperIds, isSaved) {
      if (!paperId || !paperIds.includes(paperId) || busy || saved === isSaved) return;
      saved = isSaved;
      render();
    },
    remove() {
      removed = true;
      clearTimeout(undoTimer);
      control.host.remove();
    },
  };
}

const RUNNING = Symbol.for('agent-rl-radar.page-saver');

/** Runs the detectors a content script was given on the current page, and again after in-app navigations. */
export interface PageSaverOptions {
  /** Mounts listing toggles; given only by scripts that run on listings, to keep the others small. */
  mountListing?: MountListing;
  /** Re-run after in-app navigations (single-page apps such as alphaXiv); plain pages need no watcher. */
  followNavigation?: boolean;
}

/**
 * Detects the page's paper or listing and mounts its controls. No WXT
 * content-script context: it brought webextension-polyfill onto every page and retired older copies through a DOM
 * event named after the extension's public id, which any page could send too.
 */
export function runPageSaver(detectors: readonly SiteDetector[], options: PageSaverOptions = {}): void {
  // Injected again into the same document (the tab reported "complete" twice): the running copy already follows the
  // page. The mark lives in the extension's own world of this document, out of the page's reach.
  const scope = globalThis as { [RUNNING]?: true };
  if (scope[RUNNING]) return;
  scope[RUNNING] = true;
  const runtime = extensionRuntime();
  let mounted: Mounted | undefined;
  let controller: AbortController | undefined;

  function run(): Mounted | undefined {
    const start = performance.now();
    mounted?.remove();
    controller?.abort();
    controller = new AbortController();
    mounted = undefined;
    const url = new URL(location.href);
    const detector = detectors.find((candidate) => candidate.matches(url));
    const kind = detector?.detect(document, url);
    if (detector && kind) {
      mounted = kind === 'paper' ? mountPaperControl(detector, url, run) : options.mountListing?.(detector, url, controller.signal);
    }
    // A User Timing entry, so `npm run bench` can read what detect + mount cost on the page's main thread; left when
    // nothing was found too, so a test knows the page was looked at.
    performance.measure(MEASURE_MOUNT, { start, end: performance.now() });
    return mounted;
  }

  const onMessage = (message: unknown) => {
    if (isSavedChangedEvent(message)) mounted?.update(message.paperIds, message.saved);
  };
  runtime?.onMessage.addListener(onMessage);
  // Re-mount once the URL has changed (not when the navigation starts: paper A's control would land on paper B's
  // page); extraction reads the page again at click time for anything rendered later.
  if (options.followNavigation) watchLocation(() => run());
  // The background injected this script after the page's load event (page-boot.ts), so the page is ready to be read.
  run();
}
