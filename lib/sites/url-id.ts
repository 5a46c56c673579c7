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
 * The ACL Anthology's DOI for a paper id (`10.18653/v1/2024.acl-long.1`): what its page's `citation_doi` names, so a
 * paper imported by that DOI alone is found from the Anthology's addresses too. An id older than the Anthology's DOIs
 * names no paper stored here by DOI, and finds none.
 */
const aclDoi = (siteKey: string) => (siteKey.startsWith('acl:') ? [`doi:10.18653/v1/${siteKey.slice(4).toLowerCase()}`] : []);

/**
 * Every id a saved copy of the paper a URL names may be stored or known under (lib/store/saved-state.ts reads the
 * ones merged or saved from a site's page): an arXiv paper's id; a site's paper's key, and for an ACL Anthology paper
 * its DOI. What the toolbar and the popup ask about a tab no script reads: a PDF tab, say.
 */
export function paperNamesFromUrl(href: string): string[] {
  const arxiv = parseArxivUrl(href);
  if (arxiv.ok) return [arxiv.value.id];
  const key = sitePaperFromUrl(href)?.siteKey;
  return key === undefined ? [] : [key, ...aclDoi(key)];
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
  // The proceedings' paper pages and PDFs (lib/sites/site-keys.ts reads which of them name a paper; a link these take
  // that names none, a volume's PDF, is refused with a reason on the tab's button). An ACL id has two dots
  // (`2024.acl-long.1`): the Anthology's people and event pages are left out.
  '*://aclanthology.org/*.*.*',
  '*://aclanthology.org/*.pdf',
  // Older ids are a capital letter, two digits and four (`N19-1423`): the site's other paths are lower case.
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter) => `*://aclanthology.org/${letter}*`),
  '*://aclweb.org/anthology/*',
  '*://www.aclweb.org/anthology/*',
  '*://proceedings.mlr.press/v*',
  '*://proceedings.neurips.cc/paper*',
  '*://papers.nips.cc/paper*',
  '*://www.semanticscholar.org/paper/*',
  '*://semanticscholar.org/paper/*',
];
