/**
 * arXiv abstract pages, `https://arxiv.org/abs/ID`. Metadata comes from the `citation_*` meta tags arXiv emits for
 * Google Scholar (arxiv-browse `classic_scholar_metadata_tags`), with the visible page as the fallback and for
 * what the tags lack (subjects, comments, journal ref, version).
 */
import { parseArxivPath, parseArxivUrl } from '../arxiv/id';
import type { PaperDraft } from '../paper/schema';
import { ARXIV_HOSTS, onHosts } from './arxiv-hosts';
import { ABS_HEADING, absPageEntry, headingTitle } from './arxiv-page-heading';
import { displayName, metaContent, metaContents, subjectCategories, textWithoutDescriptor } from './meta';
import type { SiteDetector } from './types';

/** Highest `[vN]` in the submission history. */
function latestVersion(doc: Document): number | undefined {
  // `.submission-history` lists each version as `<strong>[vN]</strong>` (or a link to it).
  const text = doc.querySelector('.submission-history')?.textContent ?? '';
  const versions = [...text.matchAll(/\[v(\d+)\]/g)].map((match) => Number(match[1]));
  return versions.length > 0 ? Math.max(...versions) : undefined;
}

export const arxivAbs: SiteDetector = {
  id: 'arxiv-abs',
  label: 'arXiv abstract page',
  matches: (url) => ARXIV_HOSTS.has(url.hostname) && url.pathname.startsWith('/abs/'),
  titleElement: (doc) => doc.querySelector(ABS_HEADING),
  markSite: 'arxiv-abs',
  pageEntry: absPageEntry,
  detect(doc, url) {
    if (!parseArxivPath(url.pathname).ok) return null;
    // A page without a usable title (an error page, a withdrawn stub) gets no save button. The visible heading
    // is read first: one class lookup, where the meta tag needs a scan of the whole page.
    const title = headingTitle(doc) || metaContent(doc, 'citation_title');
    return title !== undefined && title.trim() !== '' ? 'paper' : null;
  },
  extract(doc, url): PaperDraft | undefined {
    const id = parseArxivUrl(url.href);
    if (!id.ok) return undefined;
    const title = metaContent(doc, 'citation_title') ?? textWithoutDescriptor(doc.querySelector('h1.title'));
    if (title === undefined || title.trim() === '') return undefined;
    // Visible author links are already "First Last"; the meta tags are "Last, First". A long list hides its tail in a
    // div (read too) and ends with a link `#toggle`, "et al. (N additional authors not shown)", which is no author.
    const linked = [...doc.querySelectorAll('div.authors a:not(#toggle)')].map((a) => a.textContent ?? '');
    const authors = linked.length > 0 ? linked : metaContents(doc, 'citation_author').map(displayName);
    const subjects = doc.querySelector('td.subjects');
    return {
      arxivId: id.value.id,
      // The version the page shows: the one its address names (a citation's `v1`, whose title and abstract these are),
      // else the latest.
      version: id.value.version ?? latestVersion(doc),
      title,
      authors,
      abstract: metaContent(doc, 'citation_abstract') ?? textWithoutDescriptor(doc.querySelector('blockquote.abstract')),
      categories: subjectCategories(subjects?.textContent),
      primaryCategory: subjectCategories(subjects?.querySelector('.primary-subject')?.textContent)[0],
      published: metaContent(doc, 'citation_date'),
      updated: metaContent(doc, 'citation_online_date'),
      // citation_doi is set only for a journal DOI.
      doi: metaContent(doc, 'citation_doi') ?? doc.querySelector('td.doi a')?.textContent ?? undefined,
      journalRef: doc.querySelector('td.jref')?.textContent ?? undefined,
      comment: doc.querySelector('td.comments')?.textContent ?? undefined,
      pdfUrl: metaContent(doc, 'citation_pdf_url'),
    };
  },
  patterns: onHosts(ARXIV_HOSTS, ['/abs/*']),
  examples: [
    'https://arxiv.org/abs/2604.27955',
    'https://arxiv.org/abs/2604.27955v1',
    'https://www.arxiv.org/abs/hep-th/9901001v2',
    'https://export.arxiv.org/abs/math.CA/0611800',
  ],
};
