/**
 * The paper id a URL alone names, without reading the page: every arXiv URL form (abs, pdf, html, alphaXiv,
 * Hugging Face, ar5iv, the arXiv DOI) and OpenReview forums. Used where no content script runs: PDF tabs, links,
 * the action badge.
 */
import { parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';

export function paperIdFromUrl(href: string): string | undefined {
  const arxiv = parseArxivUrl(href);
  if (arxiv.ok) return arxiv.value.id;
  try {
    const url = new URL(href);
    const forum = url.searchParams.get('id');
    if (url.hostname === 'openreview.net' && /^\/(forum|pdf)$/.test(url.pathname) && forum && /^[A-Za-z0-9_-]{5,40}$/.test(forum)) {
      return `openreview:${forum}`;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A URL that names a paper, as a draft: the id is all there is until the arXiv API completes it. */
export function draftFromUrl(url: string): PaperDraft | undefined {
  const paperId = paperIdFromUrl(url);
  if (!paperId) return undefined;
  return paperId.includes(':') ? { siteKey: paperId, title: paperId } : { arxivId: url };
}

/** Match patterns of links the context menu offers to save (Chrome's `targetUrlPatterns`). */
export const PAPER_LINK_PATTERNS = [
  '*://arxiv.org/abs/*',
  '*://arxiv.org/pdf/*',
  '*://arxiv.org/html/*',
  '*://www.arxiv.org/abs/*',
  '*://www.arxiv.org/pdf/*',
  '*://export.arxiv.org/abs/*',
  '*://export.arxiv.org/pdf/*',
  '*://ar5iv.labs.arxiv.org/html/*',
  '*://ar5iv.org/abs/*',
  // alphaXiv's paper paths only: its other pages (explore, search) name no paper.
  ...['alphaxiv.org', 'www.alphaxiv.org'].flatMap((host) => ['abs', 'overview', 'pdf'].map((path) => `*://${host}/${path}/*`)),
  '*://huggingface.co/papers/*',
  '*://doi.org/10.48550/*',
  '*://openreview.net/forum*',
  '*://openreview.net/pdf*',
];
