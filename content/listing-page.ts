/**
 * The script of arXiv's listings and search results: a toggle and the topic's mark on every entry (listing-saver.ts).
 * Apart from page-saver.ts, which mounts the paper pages' control: a listing shows none, and the control's code was a
 * fifth of what every listing compiled (the script went from 28,459 to 22,260 bytes, 10,121 to 8,151 gzipped).
 * arXiv's listings do not navigate in place: mounted once.
 */
import type { SiteDetector } from '../lib/sites/types';
import { MEASURE_MOUNT } from '../lib/timing/measure-names';
import { mountListing } from './listing-saver';
import type { Mounted } from './mounted';
import { registerPageHandle } from './page-handle';

/** Mounts the listing's toggles and marks, once per document (a second injection does nothing). */
export function runListingPage(detectors: readonly SiteDetector[]): void {
  let mounted: Mounted | undefined;
  if (!registerPageHandle(() => mounted)) return;
  const start = performance.now();
  const url = new URL(location.href);
  const detector = detectors.find((candidate) => candidate.matches(url));
  if (detector?.detect(document, url) === 'listing') mounted = mountListing(detector, url, new AbortController().signal);
  // A User Timing entry, so `npm run bench` can read what detect + mount cost on the page's main thread; left when
  // nothing was found too, so a test knows the page was looked at.
  performance.measure(MEASURE_MOUNT, { start, end: performance.now() });
}
