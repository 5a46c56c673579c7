/**
 * How far a sighting of a paper is trusted, by where it came from. A paper's fields keep the most trusted source's
 * values: arXiv (its API and its own pages) over the proceedings and reading sites that show the paper, over whatever
 * metadata any other page carries. Without it, "Save this page" on any site whose `citation_arxiv_id` named a saved
 * paper replaced that paper's title, authors and abstract with the page's.
 */
import { ARXIV_HOSTS } from '../sites/arxiv-hosts';

/** Higher is more trusted. */
export const TRUST = { page: 1, site: 2, arxiv: 3 } as const;

/**
 * Sources that are arXiv itself, when their URL is on an arXiv host: its API and its abstract pages, whose tags are
 * the API's metadata. Not its listings and search results (their text is MathJax's rendering, and a long author list
 * is cut) nor its HTML full text (LaTeXML's title, the body's abstract): those fill what is empty, and the API's record
 * replaces what they gave.
 */
const ARXIV_SOURCES = new Set(['arxiv-api', 'feed', 'arxiv-abs']);

/** Whether a sighting is the arXiv API's record (the feed's pages, the completion and the weekly check read it). */
export const fromArxivApi = (source: { site: string }): boolean => source.site === 'arxiv-api' || source.site === 'feed';

/** Sites whose detectors read a paper page of their own (review and proceedings sites, reading apps). */
const PAPER_SITES = new Set(['openreview', 'acl-anthology', 'pmlr', 'neurips', 'semantic-scholar', 'alphaxiv', 'huggingface']);

function host(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Whether a link is on arXiv (ar5iv included). */
export function isArxivLink(url: string | undefined): boolean {
  const name = url === undefined ? '' : host(url);
  return ARXIV_HOSTS.has(name) || name === 'ar5iv.labs.arxiv.org';
}

/** The trust of one sighting, from the detector or job that made it and the URL it came from. */
export function sourceTrust(source: { site: string; url: string }): number {
  if (ARXIV_SOURCES.has(source.site) && isArxivLink(source.url)) return TRUST.arxiv;
  if (PAPER_SITES.has(source.site)) return TRUST.site;
  return TRUST.page;
}
