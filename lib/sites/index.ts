/**
 * The ordered registry of site detectors: specific before generic, first match wins, the generic
 * `citation-meta` last (and only run on request). tests/lib/sites/registry.test.ts checks it as a whole.
 */
import { aclAnthology } from './acl-anthology';
import { alphaxiv } from './alphaxiv';
import { arxivAbs } from './arxiv-abs';
import { arxivHtml } from './arxiv-html';
import { arxivListing } from './arxiv-listing';
import { arxivSearch } from './arxiv-search';
import { citationMeta } from './citation-meta';
import { huggingface } from './huggingface';
import { neurips } from './neurips';
import { openreview } from './openreview';
import { pmlr } from './pmlr';
import { semanticScholar } from './semantic-scholar';
import type { SiteDetector } from './types';

export const DETECTORS: readonly SiteDetector[] = [
  arxivAbs,
  arxivHtml,
  arxivListing,
  arxivSearch,
  alphaxiv,
  huggingface,
  openreview,
  aclAnthology,
  pmlr,
  neurips,
  semanticScholar,
  citationMeta,
];

/** The first detector whose URL match accepts this URL (the generic one accepts any http(s) page). */
export function detectorFor(url: URL): SiteDetector | undefined {
  return DETECTORS.find((detector) => detector.matches(url));
}
