/**
 * The script of arXiv's paper pages (abs and HTML), without site detectors: what the load needs is read from the page
 * itself (the title heading, on an abs page the abstract's meta tag), and the rest is the background's: it reads the
 * paper's id from the tab's URL, and the page itself when the user clicks Save (`page/act`: page-metadata.js in this
 * document). The detectors' extraction code and the id parser are what the page would otherwise compile on every
 * load (README, Benchmarks).
 */
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import { ABS_HEADING, absHeadingTitle, absPageEntry, HTML_HEADING } from '../lib/sites/arxiv-page-heading';
import { metaContent } from '../lib/sites/meta';
import type { Mounted, PaperPage } from './mounted';
import { registerPageHandle } from './page-handle';
import { mountSaveControl } from './save-control';

/**
 * The page as its control sees it, or undefined where it shows no title (no control then). Its paper is the one the
 * URL names, which the background reads from the tab's URL (it injects this script only where the URL names one).
 */
export function arxivPaperPage(doc: Document, pathname: string): PaperPage | undefined {
  if (!pathname.startsWith('/abs/')) {
    const heading = doc.querySelector(HTML_HEADING);
    return heading ? { paperId: undefined, heading } : undefined;
  }
  // An abs page without a usable title (an error page, a withdrawn stub) gets no control. The visible heading is read
  // first: one class lookup, where the meta tag needs a scan of the page's head.
  const heading = doc.querySelector(ABS_HEADING);
  const shown = absHeadingTitle(heading);
  const title = shown || metaContent(doc, 'citation_title');
  if (title === undefined || title.trim() === '') return undefined;
  // What the classifier reads: the title as read just now (the meta tag's where the page shows no heading).
  return { paperId: undefined, markSite: 'arxiv-abs', heading, entry: absPageEntry(doc, title) };
}

/** Mounts the save control; returns what the background needs to hand the page its state (page-boot.ts). */
export function runArxivPaperPage(): PaperPageHandshake | undefined {
  let mounted: Mounted | undefined;
  if (!registerPageHandle(() => mounted)) return undefined;
  // arXiv's paper pages do not navigate in place (an HTML paper's table of contents only scrolls): mounted once. No
  // User Timing entry, as other page scripts leave: the page's scripts could read it, and every paper page would pay
  // for it (the bench reads this script's cost from Chrome's trace).
  const page = arxivPaperPage(document, location.pathname);
  mounted = page && mountSaveControl(page, { handOver: true });
  return mounted?.handshake;
}
