import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../../lib/sites';
import { pageScriptFor } from '../../../lib/sites/page-scripts';

/** The page script whose detectors include each site's (entrypoints/*-page.ts). */
const SCRIPT_OF: Record<string, string> = {
  'arxiv-abs': '/arxiv-page.js',
  'arxiv-html': '/arxiv-page.js',
  'arxiv-listing': '/arxiv-listing-page.js',
  'arxiv-search': '/arxiv-listing-page.js',
  alphaxiv: '/reader-page.js',
  huggingface: '/reader-page.js',
  openreview: '/proceedings-page.js',
  'acl-anthology': '/proceedings-page.js',
  pmlr: '/proceedings-page.js',
  neurips: '/proceedings-page.js',
  'semantic-scholar': '/proceedings-page.js',
};

describe('which page script a booted page gets', () => {
  it.each(DETECTORS.filter((detector) => detector.id !== 'citation-meta').flatMap((d) => d.examples.map((url) => [d.id, url] as const)))(
    '%s: %s gets the script that runs its detector',
    (id, url) => {
      expect(pageScriptFor(url)).toBe(SCRIPT_OF[id]);
    },
  );

  it.each([
    'https://example.org/paper',
    // Content scripts run on https pages only: a plain-http page can be rewritten by anyone on the network path.
    'http://arxiv.org/abs/2604.27955',
    'http://huggingface.co/papers/2604.27955',
    'https://arxiv.org/pdf/2604.27955',
    'https://openreview.net/pdf?id=VTF8yNQM66',
    'chrome://extensions/',
    'not a url',
  ])('gets nothing on %s, a page no content script decorates', (url) => {
    expect(pageScriptFor(url)).toBeUndefined();
  });
});
