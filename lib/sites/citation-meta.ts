/**
 * Any other page, on request only (the popup's "Save this page", through activeTab): Highwire `citation_*`,
 * Dublin Core, Open Graph and a DOI in the page. A page is a paper when it names a title and at least one of a
 * DOI, an arXiv id or scholarly tags; a plain article with only Open Graph tags is not.
 */
import { citationDraft } from './citation';
import { metaContent } from './meta';
import type { SiteDetector } from './types';

/** Query parameters that track a visit and name nothing: `?utm_source=…` is the same page. */
const TRACKING = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|source|sid|session(?:id)?|jsessionid|token)$/i;

/**
 * The page's address without tracking parameters or fragment: the page a saved paper links, and, when the page names
 * no DOI or arXiv id, its key. The query stays: `index.php?…&path[]=1` and `…path[]=2` are two articles of one journal
 * site (OJS), `viewdoc/summary?doi=…` two papers of CiteSeerX.
 */
function keptPage(url: URL): { key: string; page: string } {
  // In a fixed order: `?a=1&b=2` and `?b=2&a=1` are one page.
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
  return { key: `web:${url.hostname}${url.pathname}${query}`.slice(0, 300), page: `${url.origin}${url.pathname}${query}` };
}

export const citationMeta: SiteDetector = {
  id: 'citation-meta',
  label: 'Scholarly metadata',
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  detect(doc) {
    const draft = citationDraft(doc);
    const scholarly = metaContent(doc, 'citation_title') ?? metaContent(doc, 'dc.title') ?? metaContent(doc, 'DC.title');
    return draft.title && (scholarly || draft.doi || draft.arxivId) ? 'paper' : null;
  },
  extract(doc, url) {
    const draft = citationDraft(doc);
    if (!draft.title) return undefined;
    const { key, page } = keptPage(url);
    return { ...draft, siteKey: key, absUrl: page };
  },
  // Runs only on request ("Save this page"), so no page script and no pattern.
  patterns: [],
  examples: [
    'https://www.nature.com/articles/s41586-023-06747-5',
    'https://dl.acm.org/doi/10.1145/3589334.3645',
    'https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0000001',
  ],
};
