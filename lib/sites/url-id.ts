/**
 * The paper id a URL alone names, without reading the page: every arXiv URL form (abs, pdf, html, alphaXiv,
 * Hugging Face, ar5iv, the arXiv DOI) and OpenReview forums. Used where no content script runs: PDF tabs, links,
 * the action badge.
 */
import { parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_HOSTS, onHosts } from './arxiv-hosts';
import { openreviewKeys, sitePaper } from './site-keys';
import { sitePaperFromUrl } from './site-paper';

export function paperIdFromUrl(href: string): string | undefined {
  const arxiv = parseArxivUrl(href);
  if (arxiv.ok) return arxiv.value.id;
  try {
    return sitePaper(openreviewKeys, new URL(href))?.siteKey;
  } catch {
    return undefined;
  }
}

/**
 * A URL that names a paper, as a draft: the id is all there is until the arXiv API completes it. A paper on a site we
 * decorate (an OpenReview, ACL Anthology, PMLR or NeurIPS PDF): its key and page, until the page is read
 * (background/save.ts).
 */
export function draftFromUrl(url: string): PaperDraft | undefined {
  if (parseArxivUrl(url).ok) return { arxivId: url };
  const paper = sitePaperFromUrl(url);
  return paper && { ...paper, title: paper.siteKey };
}

/**
 * The hosts and paths of the links parseArxivUrl (lib/arxiv/id.ts) reads. The menu's patterns are made from them: a list
 * written by hand left out forms it saves (`www.arxiv.org/html/…`, `ar5iv.org/html/…`, `hf.co/papers/…`, `dx.doi.org`),
 * and a right-click on such a link offered no "Save link".
 */
const PAPER_LINK_PLACES: [hosts: readonly string[], paths: readonly string[]][] = [
  [[...ARXIV_HOSTS], ['abs', 'pdf', 'html', 'format', 'ps', 'src']],
  [
    ['ar5iv.labs.arxiv.org', 'ar5iv.org', 'www.ar5iv.org'],
    ['html', 'abs'],
  ],
  // alphaXiv's paper paths only: its other pages (explore, search) name no paper.
  [
    ['alphaxiv.org', 'www.alphaxiv.org'],
    ['abs', 'overview', 'pdf'],
  ],
  [['huggingface.co', 'www.huggingface.co', 'hf.co'], ['papers']],
  [['doi.org', 'dx.doi.org'], ['10.48550']],
];

/** Match patterns of links the context menu offers to save (Chrome's `targetUrlPatterns`). */
export const PAPER_LINK_PATTERNS = [
  ...PAPER_LINK_PLACES.flatMap(([hosts, paths]) =>
    onHosts(
      hosts,
      paths.map((path) => `/${path}/*`),
      '*',
    ),
  ),
  '*://openreview.net/forum*',
  '*://openreview.net/pdf*',
];
