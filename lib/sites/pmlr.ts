/** PMLR (ICML, AISTATS, CoRL…), `proceedings.mlr.press/vNNN/key.html`: `citation_*` tags; abstract `#abstract`. */
import { citationDraft, citationPageKind } from './citation';
import type { SiteDetector } from './types';

const PAPER_PATH = /^\/(v\d+\/[A-Za-z0-9_-]+)\.html$/;

export const pmlr: SiteDetector = {
  id: 'pmlr',
  label: 'Proceedings of Machine Learning Research',
  matches: (url) => url.hostname === 'proceedings.mlr.press' && PAPER_PATH.test(url.pathname),
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('#content h1, h1'),
  extract(doc, url) {
    // The DOI from the metadata tags only: the page links other papers' DOIs (reviews, references).
    const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
    const key = PAPER_PATH.exec(url.pathname)?.[1];
    if (!draft.title || !key) return undefined;
    return { ...draft, abstract: doc.querySelector('#abstract')?.textContent ?? draft.abstract, siteKey: `pmlr:${key}` };
  },
  patterns: ['https://proceedings.mlr.press/*'],
  examples: ['https://proceedings.mlr.press/v235/shani24a.html'],
};
