/**
 * arXiv's HTML renderings (LaTeXML), `https://arxiv.org/html/IDvN`. The id comes from the URL; the page holds no
 * citation tags, so the title and abstract are read from LaTeXML's stable `ltx_` classes and the rest is
 * completed from the arXiv API.
 */
import { parseArxivPath, parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_READER_HOSTS, onHosts } from './arxiv-hosts';
import { HTML_HEADING } from './arxiv-page-heading';
import type { SiteDetector } from './types';

/**
 * The text a LaTeXML element shows, as arXiv's metadata writes it. Its text content holds what the page hides: each
 * formula's MathML, a content-MathML copy, the TeX and a "llamapun" reading ("ππ\piitalic_π"), and each `\thanks` or
 * footnote's mark and text; a `\\` line break is a <br>, which has no text, so the words around it ran together.
 * A formula becomes its TeX between dollars, as the arXiv API and the abs page's meta tags give it.
 */
function latexmlText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll('.ltx_note')) note.remove();
  for (const math of copy.querySelectorAll('math')) {
    const tex = math.getAttribute('alttext')?.trim();
    for (const annotation of math.querySelectorAll('annotation, annotation-xml')) annotation.remove();
    math.replaceWith(tex ? `$${tex}$` : (math.textContent ?? ''));
  }
  for (const lineBreak of copy.querySelectorAll('br')) lineBreak.replaceWith(' ');
  return copy.textContent ?? '';
}

export const arxivHtml: SiteDetector = {
  id: 'arxiv-html',
  label: 'arXiv HTML paper',
  matches: (url) => (ARXIV_READER_HOSTS.has(url.hostname) && url.pathname.startsWith('/html/')) || url.hostname === 'ar5iv.labs.arxiv.org',
  detect: (doc, url) => (parseArxivPath(url.pathname).ok && doc.querySelector(HTML_HEADING) ? 'paper' : null),
  titleElement: (doc) => doc.querySelector(HTML_HEADING),
  extract(doc, url): PaperDraft | undefined {
    const id = parseArxivUrl(url.href);
    const heading = doc.querySelector(HTML_HEADING);
    const title = heading ? latexmlText(heading) : undefined;
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
      abstract: [...(abstract?.querySelectorAll('p') ?? [])].map(latexmlText).join(' '),
    };
  },
  patterns: [...onHosts(ARXIV_READER_HOSTS, ['/html/*']), 'https://ar5iv.labs.arxiv.org/html/*'],
  examples: ['https://arxiv.org/html/2604.27955v1', 'https://arxiv.org/html/2604.27955v1/', 'https://ar5iv.labs.arxiv.org/html/1707.08567'],
};
