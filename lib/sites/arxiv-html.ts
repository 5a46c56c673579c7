/**
 * arXiv's HTML renderings (LaTeXML), `https://arxiv.org/html/IDvN`. The id comes from the URL; the page holds no
 * citation tags, so the title and abstract are read from LaTeXML's stable `ltx_` classes and the rest is
 * completed from the arXiv API.
 */
import { parseArxivPath, parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_HOSTS } from './arxiv-hosts';
import { HTML_HEADING } from './arxiv-page-heading';
import type { SiteDetector } from './types';

export const arxivHtml: SiteDetector = {
  id: 'arxiv-html',
  label: 'arXiv HTML paper',
  matches: (url) => (ARXIV_HOSTS.has(url.hostname) && url.pathname.startsWith('/html/')) || url.hostname === 'ar5iv.labs.arxiv.org',
  detect: (doc, url) => (parseArxivPath(url.pathname).ok && doc.querySelector(HTML_HEADING) ? 'paper' : null),
  titleElement: (doc) => doc.querySelector(HTML_HEADING),
  extract(doc, url): PaperDraft | undefined {
    const id = parseArxivUrl(url.href);
    const title = doc.querySelector(HTML_HEADING)?.textContent;
    if (!id.ok || !title || title.trim() === '') return undefined;
    const abstract = doc.querySelector('div.ltx_abstract');
    return {
      arxivId: id.value.id,
      version: id.value.version,
      title,
      // No authors: LaTeXML writes several of them in one `.ltx_personname`, between `<br>`s and among affiliations
      // and marks, so a page read gave two of nine. Without them the paper is completed from the arXiv API (as a PDF
      // is), and an abs page's full list already stored is kept.
      authors: [],
      // The abstract's heading ("Abstract") is an h6 inside the div.
      abstract: [...(abstract?.querySelectorAll('p') ?? [])].map((p) => p.textContent ?? '').join(' '),
    };
  },
  patterns: ['https://arxiv.org/html/*', 'https://ar5iv.labs.arxiv.org/html/*'],
  examples: ['https://arxiv.org/html/2604.27955v1', 'https://arxiv.org/html/2604.27955v1/', 'https://ar5iv.labs.arxiv.org/html/1707.08567'],
};
