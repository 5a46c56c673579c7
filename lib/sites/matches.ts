/**
 * The pages content scripts run on, by site. Also the extension's host permissions (wxt.config.ts): no
 * `<all_urls>`; any other page is read only on request, through activeTab.
 */

/** arXiv abs and HTML pages. */
export const ARXIV_PAPER_MATCHES = [
  'https://arxiv.org/abs/*',
  'https://arxiv.org/html/*',
  'https://www.arxiv.org/abs/*',
  'https://export.arxiv.org/abs/*',
  'https://browse.arxiv.org/abs/*',
  'https://ar5iv.labs.arxiv.org/html/*',
];

/** arXiv listing, catch-up and search pages. */
export const ARXIV_LISTING_MATCHES = [
  'https://arxiv.org/list/*',
  'https://arxiv.org/catchup/*',
  'https://arxiv.org/search/*',
  'https://www.arxiv.org/list/*',
];

/** Reading apps whose URLs carry the arXiv id. */
export const READER_MATCHES = ['https://alphaxiv.org/*', 'https://www.alphaxiv.org/*', 'https://huggingface.co/papers/*'];

/** Review and proceedings sites with embedded citation metadata. */
export const PROCEEDINGS_MATCHES = [
  'https://openreview.net/forum*',
  'https://aclanthology.org/*',
  'https://proceedings.mlr.press/*',
  'https://proceedings.neurips.cc/*',
  'https://papers.nips.cc/*',
  'https://www.semanticscholar.org/paper/*',
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
