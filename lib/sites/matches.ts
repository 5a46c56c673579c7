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
