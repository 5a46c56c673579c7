/** PMLR (ICML, AISTATS, CoRL…), `proceedings.mlr.press/vNNN/key.html`: `citation_*` tags; abstract `#abstract`. */
import { citationDraft, citationPageKind } from './citation';
import { pmlrKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

export const pmlr: SiteDetector = {
  id: 'pmlr',
  label: 'Proceedings of Machine Learning Research',
  matches: (url) => url.pathname.endsWith('.html') && pmlrKeys.fromUrl(url) !== undefined,
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('#content h1, h1'),
  extract(doc, url) {
    // The DOI from the metadata tags only: the page links other papers' DOIs (reviews, references).
    const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
    const paper = sitePaper(pmlrKeys, url);
    if (!draft.title || !paper) return undefined;
    return { ...draft, abstract: doc.querySelector('#abstract')?.textContent ?? draft.abstract, ...paper };
  },
  patterns: ['https://proceedings.mlr.press/*'],
  examples: ['https://proceedings.mlr.press/v235/shani24a.html'],
};
