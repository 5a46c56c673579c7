/**
 * The pages content scripts run on, by site. Also the extension's host permissions (wxt.config.ts): no
 * `<all_urls>`; any other page is read only on request, through activeTab.
 */

/** arXiv abs and HTML pages. */
export const ARXIV_PAPER_MATCHES = [
  '*://arxiv.org/abs/*',
  '*://arxiv.org/html/*',
  '*://www.arxiv.org/abs/*',
  '*://export.arxiv.org/abs/*',
  '*://browse.arxiv.org/abs/*',
  '*://ar5iv.labs.arxiv.org/html/*',
];

/** arXiv listing, catch-up and search pages. */
export const ARXIV_LISTING_MATCHES = [
  '*://arxiv.org/list/*',
  '*://arxiv.org/catchup/*',
  '*://arxiv.org/search/*',
  '*://www.arxiv.org/list/*',
];

/** Reading apps whose URLs carry the arXiv id. */
export const READER_MATCHES = ['*://alphaxiv.org/*', '*://www.alphaxiv.org/*', '*://huggingface.co/papers/*'];

/** Review and proceedings sites with embedded citation metadata. */
export const PROCEEDINGS_MATCHES = [
  '*://openreview.net/forum*',
  '*://aclanthology.org/*',
  '*://proceedings.mlr.press/*',
  '*://proceedings.neurips.cc/*',
  '*://papers.nips.cc/*',
  '*://www.semanticscholar.org/paper/*',
];

/**
 * The page scripts, one per group of sites above. The manifest puts only the tiny `content-boot.js` on these pages;
 * once a page has loaded, the background injects the script for its URL (lib/page-scripts.ts).
 */
export const PAGE_SCRIPTS = [
  { file: '/arxiv-page.js', matches: ARXIV_PAPER_MATCHES },
  { file: '/arxiv-listing-page.js', matches: ARXIV_LISTING_MATCHES },
  { file: '/reader-page.js', matches: READER_MATCHES },
  { file: '/proceedings-page.js', matches: PROCEEDINGS_MATCHES },
] as const;

/** Every page a content script decorates. */
export const CONTENT_MATCHES: string[] = PAGE_SCRIPTS.flatMap((script) => script.matches);
