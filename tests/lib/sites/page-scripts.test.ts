import { describe, expect, it } from 'vitest';
import { DETECTORS, PAGE_SCRIPT_SITES } from '../../../lib/sites';
import { pageScriptFor } from '../../../lib/sites/page-scripts';

describe('which page script a booted page gets', () => {
  // Every site's examples, each with the page script whose list names the site (lib/sites/index.ts).
  const examples = Object.entries(PAGE_SCRIPT_SITES).flatMap(([script, sites]) =>
    sites.flatMap((site) => site.examples.map((url) => [site.id, url, `/${script}.js`] as const)),
  );

  it('covers every site but the generic one', () => {
    const covered = new Set(examples.map(([id]) => id));
    expect(DETECTORS.filter((detector) => !covered.has(detector.id)).map((detector) => detector.id)).toEqual(['citation-meta']);
  });

  it.each(examples)('%s: %s gets %s, the script that runs its detector', (_id, url, script) => {
    expect(pageScriptFor(url)).toBe(script);
  });

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
