/** ACL Anthology papers, `aclanthology.org/ID/`: `citation_*` tags with the DOI; abstract in `.acl-abstract`. */
import { citationDraft, citationPageKind } from './citation';
import type { SiteDetector } from './types';

const PAPER_PATH = /^\/([A-Za-z0-9]+[.-][A-Za-z0-9.-]+)\/?$/;

export const aclAnthology: SiteDetector = {
  id: 'acl-anthology',
  label: 'ACL Anthology',
  matches: (url) => url.hostname === 'aclanthology.org' && PAPER_PATH.test(url.pathname) && !url.pathname.endsWith('.pdf'),
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('h2#title'),
  extract(doc, url) {
    const draft = citationDraft(doc, { fromDescription: false });
    const key = PAPER_PATH.exec(url.pathname)?.[1];
    if (!draft.title || !key) return undefined;
    const abstract = doc.querySelector('.acl-abstract span')?.textContent ?? draft.abstract;
    return { ...draft, abstract, siteKey: `acl:${key}` };
  },
  patterns: ['https://aclanthology.org/*'],
  examples: ['https://aclanthology.org/2024.acl-long.1/', 'https://aclanthology.org/P19-1001/'],
};
