/**
 * Injected on request only (the popup's "Save this page", the save shortcut) through activeTab + scripting: runs
 * the site registry on the page and returns the raw draft. Its return value is what executeScript resolves to.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { DETECTORS } from '../lib/sites';
import type { PageMetadataResult } from '../lib/sites/page-metadata-result';

export default defineUnlistedScript((): PageMetadataResult => {
  const url = new URL(location.href);
  for (const detector of DETECTORS) {
    if (!detector.matches(url) || detector.detect(document, url) !== 'paper') continue;
    const draft = detector.extract(document, url);
    if (draft) return { ok: true, site: detector.id, draft, pageUrl: url.href };
  }
  return {
    ok: false,
    error: 'This page names no paper: it has no scholarly metadata (citation or Dublin Core tags, a DOI or an arXiv id).',
  };
});
