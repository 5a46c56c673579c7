/** The page a saved paper opens on, and that exports link. */
import { sitePageOf } from '../sites/site-paper';
import type { Paper } from './schema';
import { httpUrl } from './text';

/**
 * Its own page as saved (arXiv's abs page for an arXiv paper), else the page its site key names (papers saved from
 * OpenReview and the proceedings sites before their page was kept), else its DOI's.
 */
export function paperPageUrl(paper: Pick<Paper, 'id' | 'absUrl' | 'doi'>): string | undefined {
  const doi = paper.doi ?? (paper.id.startsWith('doi:') ? paper.id.slice('doi:'.length) : undefined);
  return httpUrl(paper.absUrl) ?? sitePageOf(paper.id) ?? (doi ? httpUrl(`https://doi.org/${doi}`) : undefined);
}

/** What O says on a paper with no PDF link (a DOI-only import, some site pages), rather than doing nothing. */
export const NO_PDF_LINK = 'This paper has no PDF link.';
