/** The hosts arXiv serves its pages from. */
export const ARXIV_HOSTS = new Set(['arxiv.org', 'www.arxiv.org', 'export.arxiv.org', 'browse.arxiv.org']);
