/**
 * The script of arXiv's paper pages (abs and HTML), without site detectors: what the load needs is read from the page
 * itself (the id from the path, the title heading, on an abs page the abstract's meta tag), and saving is left to the
 * background, which reads the page when the user clicks Save (`page/save`: page-metadata.js in this document). The
 * detectors' extraction code and the full id parser are what the page would otherwise compile on every load: about
 * half of what the script cost an abs page (README, Benchmarks).
 */
import { arxivPagePathId } from '../lib/arxiv/page-path-id';
import { sendRequest } from '../lib/messaging/client';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import { ABS_HEADING, absPageEntry, HTML_HEADING, headingTitle } from '../lib/sites/arxiv-page-heading';
import { metaContent } from '../lib/sites/meta';
import { MEASURE_MOUNT } from '../lib/timing/measure-names';
import type { Mounted, PaperPage } from './mounted';
import { registerPageHandle } from './page-handle';
import { PaperControl } from './paper-control';

/** The page as its control sees it, or undefined where the page names no paper or shows no title (no control then). */
export function arxivPaperPage(doc: Document, pathname: string): PaperPage | undefined {
  const paperId = arxivPagePathId(pathname);
  if (paperId === undefined) return undefined;
  const save = () => sendRequest({ type: 'page/save' });
  if (pathname.startsWith('/abs/')) {
    // An abs page without a usable title (an error page, a withdrawn stub) gets no control. The visible heading is
    // read first: one class lookup, where the meta tag needs a scan of the page's head.
    const shown = headingTitle(doc);
    const title = shown || metaContent(doc, 'citation_title');
    if (title === undefined || title.trim() === '') return undefined;
    // What the classifier reads, with the heading as read just now: an abs page does not change after its load.
    const entry = () => absPageEntry(doc, shown);
    return { paperId, markSite: 'arxiv-abs', titleElement: () => doc.querySelector(ABS_HEADING), entry, save };
  }
  const heading = doc.querySelector(HTML_HEADING);
  return heading ? { paperId, titleElement: () => heading, save } : undefined;
}

/** Mounts the save control; returns what the background needs to hand the page its state (page-boot.ts). */
export function runArxivPaperPage(): PaperPageHandshake | undefined {
  let mounted: Mounted | undefined;
  if (!registerPageHandle(() => mounted)) return undefined;
  // Also how a control hands a click on to a fresh one, should the page's URL have changed under it (history API).
  function run(handOver = false): Mounted | undefined {
    const start = performance.now();
    mounted?.remove();
    const url = new URL(location.href);
    const page = arxivPaperPage(document, url.pathname);
    mounted = page && new PaperControl(page, url, run, handOver);
    // A User Timing entry, so `npm run bench` reads what detect + mount cost; left when nothing was found too.
    performance.measure(MEASURE_MOUNT, { start, end: performance.now() });
    return mounted;
  }
  return run(true)?.handshake;
}
