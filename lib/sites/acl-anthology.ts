/** ACL Anthology papers, `aclanthology.org/ID/`: `citation_*` tags with the DOI; abstract in `.acl-abstract`. */
import { citationDraft, citationPageKind } from './citation';
import { aclKeys, sitePaper } from './site-keys';
import type { SiteDetector } from './types';

export const aclAnthology: SiteDetector = {
  id: 'acl-anthology',
  label: 'ACL Anthology',
  matches: (url) => url.hostname === 'aclanthology.org' && !url.pathname.endsWith('.pdf') && aclKeys.fromUrl(url) !== undefined,
  detect: citationPageKind,
  titleElement: (doc) => doc.querySelector('h2#title'),
  extract(doc, url) {
    const draft = citationDraft(doc, { fromDescription: false });
    const paper = sitePaper(aclKeys, url);
    if (!draft.title || !paper) return undefined;
    const abstract = doc.querySelector('.acl-abstract span')?.textContent ?? draft.abstract;
    return { ...draft, abstract, ...paper };
  },
  patterns: ['https://aclanthology.org/*'],
  examples: ['https://aclanthology.org/2024.acl-long.1/', 'https://aclanthology.org/P19-1001/'],
};
