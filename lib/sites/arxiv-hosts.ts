/** The hosts arXiv serves its pages from: a paper's abs page from all four (tools use export.arxiv.org). */
export const ARXIV_HOSTS = new Set(['arxiv.org', 'www.arxiv.org', 'export.arxiv.org', 'browse.arxiv.org']);

/**
 * The hosts a reader browses every kind of arXiv page on (HTML papers, listings, search): arxiv.org, and www.arxiv.org
 * that links and bookmarks use. The extension decorates no other kind of page on the tools' hosts.
 */
export const ARXIV_READER_HOSTS = new Set(['arxiv.org', 'www.arxiv.org']);

/** Match patterns for these paths on each of the hosts, host by host; https only unless another scheme is given. */
export function onHosts(hosts: Iterable<string>, paths: readonly string[], scheme = 'https'): string[] {
  return [...hosts].flatMap((host) => paths.map((path) => `${scheme}://${host}${path}`));
}
