/**
 * What the paper pages' scripts of other sites do (proceedings, reading apps): find the page's detector, mount the save
 * control on a paper page, keep it in step with the library (saved here, in another tab or from the popup), and
 * re-run when an app page navigates without reloading. Zod and Dexie stay out: drafts go to the background raw.
 * (arXiv's own pages have scripts of their own: arxiv-paper-page.ts, listing-page.ts.)
 */

import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import type { SiteDetector } from '../lib/sites/types';
import { paperIdFromUrl } from '../lib/sites/url-id';
import { MEASURE_MOUNT } from '../lib/timing/measure-names';
import { pageOf } from '../lib/url/page-of';
import { watchLocation } from './location-watcher';
import { type Mounted, type PaperPage, resolvePaper } from './mounted';
import { registerPageHandle } from './page-handle';
import { mountSaveControl } from './save-control';

/** Runs the detectors a content script was given on the current page, and again after in-app navigations. */
export interface PageSaverOptions {
  /** Re-run after in-app navigations (single-page apps such as alphaXiv); plain pages need no watcher. */
  followNavigation?: boolean;
}

/** The page a URL shows: a fragment only scrolls within it (arXiv HTML's table of contents). */

/** A paper page as a site detector reads it. */
function detectorPage(detector: SiteDetector, url: URL): PaperPage {
  return {
    paperId: paperIdFromUrl(url.href),
    markSite: detector.markSite,
    heading: detector.titleElement?.(document) ?? null,
    entry: detector.pageEntry?.(document),
    resolve: () => resolvePaper(detector.extract(document, url)),
  };
}

/**
 * Detects the page's paper and mounts its control. No WXT content-script context: it brought
 * webextension-polyfill onto every page and retired older copies through a DOM event named after the extension's
 * public id, which any page could send too. Returns, as the injected script's result, what the background needs to
 * hand a paper page its state (undefined elsewhere, and when the script already runs in this document).
 */
export function runPageSaver(detectors: readonly SiteDetector[], options: PageSaverOptions = {}): PaperPageHandshake | undefined {
  let mounted: Mounted | undefined;
  if (!registerPageHandle(() => mounted)) return undefined;

  /** The page the control was last mounted for. */
  let mountedFor = '';

  function run(handOver = false): Mounted | undefined {
    const start = performance.now();
    mountedFor = pageOf(location.href);
    mounted?.remove();
    mounted = undefined;
    const url = new URL(location.href);
    const detector = detectors.find((candidate) => candidate.matches(url));
    const kind = detector?.detect(document, url);
    if (detector && kind === 'paper') {
      // A click once the app has shown another paper goes to the control for that one (save-control.ts).
      const successor = () => (pageOf(location.href) === pageOf(url.href) ? undefined : { control: run() });
      const page = detectorPage(detector, url);
      // The background hands over the state of the paper the URL names; a page whose URL names none asks (`resolve`).
      mounted = mountSaveControl(page, { handOver: handOver && page.paperId !== undefined, successor });
    }
    // A User Timing entry, so `npm run bench` can read what detect + mount cost on the page's main thread; left when
    // nothing was found too, so a test knows the page was looked at.
    performance.measure(MEASURE_MOUNT, { start, end: performance.now() });
    return mounted;
  }

  // Re-mount once the URL has changed (not when the navigation starts: paper A's control would land on paper B's
  // page); extraction reads the page again at click time for anything rendered later.
  // Not again for a page already mounted for: a click that reached the previous paper's control mounted this one first
  // (`successor`), and a second run would remove it mid-save.
  if (options.followNavigation) watchLocation(() => pageOf(location.href) !== mountedFor && run());
  // The background injected this script after the page's load event (page-boot.ts), so the page is ready to be read.
  return run(true)?.handshake;
}
