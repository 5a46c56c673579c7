/**
 * NeurIPS proceedings, `proceedings.neurips.cc/paper_files/paper/YEAR/hash/HASH-Abstract-….html`: `citation_*`
 * tags; the abstract is the paragraph after the "Abstract" heading.
 */
import { citationDraft, citationPageKind } from './citation';
import { neuripsKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

/**
 * The first paragraph with text after the heading. The pages nest `<p><p>abstract</p></p>`, which a browser parses as
 * an empty paragraph and then the abstract's.
 */
function abstractOf(doc: Document): string | undefined {
  const heading = [...doc.querySelectorAll('h4')].find((h) => h.textContent?.trim() === 'Abstract');
  const text = (node: Element | null | undefined) => node?.textContent?.trim() || undefined;
  let node = heading?.nextElementSibling;
  while (node && (node.tagName !== 'P' || !text(node))) node = node.nextElementSibling;
  return text(node) ?? [...doc.querySelectorAll('.paper-section p')].map(text).find(Boolean);
}

export const neurips: SiteDetector = {
  id: 'neurips',
  label: 'NeurIPS proceedings',
  matches: (url) => url.pathname.includes('/hash/') && neuripsKeys.fromUrl(url) !== undefined,
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('.container-fluid h4, h4'),
  extract(doc, url) {
    // The DOI from the metadata tags only: the page links other papers' DOIs (reviews, references).
    const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
    const paper = sitePaper(neuripsKeys, url);
    if (!draft.title || !paper) return undefined;
    return { ...draft, abstract: abstractOf(doc) || draft.abstract, ...paper };
  },
  patterns: ['https://proceedings.neurips.cc/*', 'https://papers.nips.cc/*'],
  examples: [
    'https://proceedings.neurips.cc/paper_files/paper/2023/hash/1b44b878bb782e6954cd888628510e90-Abstract-Conference.html',
    'https://papers.nips.cc/paper_files/paper/2022/hash/9d5609613524ecf4f15af0f7b31abca4-Abstract-Conference.html',
  ],
};
