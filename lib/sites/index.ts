/**
 * The ordered registry of site detectors: specific before generic, first match wins, the generic
 * `citation-meta` last (and only run on request). tests/lib/sites/registry.test.ts checks it as a whole.
 */
import { aclAnthology } from './acl-anthology';
import { alphaxiv } from './alphaxiv';
import { arxivAbs } from './arxiv-abs';
import { arxivHtml } from './arxiv-html';
import { arxivListing } from './arxiv-listing';
import { arxivSearch } from './arxiv-search';
import { citationMeta } from './citation-meta';
import { huggingface } from './huggingface';
import { neurips } from './neurips';
import { openreview } from './openreview';
import { pmlr } from './pmlr';
import { semanticScholar } from './semantic-scholar';
import type { SiteDetector } from './types';

// Adding a site: its file (detector, URL patterns, examples), and one line in the list of the page script that
// decorates it. Each page script imports only its own list, so no page carries another site's code.

/**
 * arXiv abs and HTML pages: which pages get entrypoints/arxiv-page.ts, and how page-metadata.js reads them when the user
 * saves. That script itself runs no detector (content/arxiv-paper-page.ts reads what its load needs directly), so a new
 * arXiv page kind needs a line there too.
 */
export const ARXIV_PAGE_SITES: readonly SiteDetector[] = [arxivAbs, arxivHtml];

/** arXiv listings and search (entrypoints/arxiv-listing-page.ts). */
export const ARXIV_LISTING_PAGE_SITES: readonly SiteDetector[] = [arxivListing, arxivSearch];

/** Reading apps whose URLs carry the arXiv id (entrypoints/reader-page.ts). */
export const READER_PAGE_SITES: readonly SiteDetector[] = [alphaxiv, huggingface];

/** Review and proceedings sites with citation metadata (entrypoints/proceedings-page.ts). */
export const PROCEEDINGS_PAGE_SITES: readonly SiteDetector[] = [openreview, aclAnthology, pmlr, neurips, semanticScholar];

/** Each page script and the sites it decorates; its file is `/<name>.js`. */
export const PAGE_SCRIPT_SITES = {
  'arxiv-page': ARXIV_PAGE_SITES,
  'arxiv-listing-page': ARXIV_LISTING_PAGE_SITES,
  'reader-page': READER_PAGE_SITES,
  'proceedings-page': PROCEEDINGS_PAGE_SITES,
} as const;

/**
 * Every detector, specific ones first and the generic one last (it runs only on request, from no page script). A call
 * marked pure, not a spread (which bundlers must keep), so a page script that imports its own list carries no other.
 */
export const DETECTORS: readonly SiteDetector[] = /* @__PURE__ */ ARXIV_PAGE_SITES.concat(
  ARXIV_LISTING_PAGE_SITES,
  READER_PAGE_SITES,
  PROCEEDINGS_PAGE_SITES,
  [citationMeta],
);

/** The first detector whose URL match accepts this URL (the generic one accepts any http(s) page). */
export function detectorFor(url: URL): SiteDetector | undefined {
  return DETECTORS.find((detector) => detector.matches(url));
}
