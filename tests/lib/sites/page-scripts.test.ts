import { describe, expect, it } from 'vitest';
import { DETECTORS, PAGE_SCRIPT_SITES } from '../../../lib/sites';
import { ARXIV_HOSTS } from '../../../lib/sites/arxiv-hosts';
import { pageScriptFor } from '../../../lib/sites/page-scripts';

describe('which page script a booted page gets', () => {
  // Every site's examples, each with the page script whose list names the site (lib/sites/index.ts).
  const sites = Object.entries(PAGE_SCRIPT_SITES).flatMap(([script, listed]) => listed.map((site) => ({ site, script: `/${script}.js` })));
  const examples = sites.flatMap(({ site, script }) => site.examples.map((url) => [site.id, url, script] as const));

  it('covers every site but the generic one', () => {
    const covered = new Set(examples.map(([id]) => id));
    expect(DETECTORS.filter((detector) => !covered.has(detector.id)).map((detector) => detector.id)).toEqual(['citation-meta']);
  });

  it.each(examples)('%s: %s gets %s, the script that runs its detector', (_id, url, script) => {
    expect(pageScriptFor(url)).toBe(script);
  });

  // arXiv serves each kind of page from more than one host (links and bookmarks use www.arxiv.org, tools
  // export.arxiv.org): a page the detector takes gets its script on every one of them.
  const rehosted = sites.flatMap(({ site, script }) =>
    site.examples.flatMap((url) =>
      [...ARXIV_HOSTS].flatMap((host) => {
        const moved = new URL(url);
        if (!ARXIV_HOSTS.has(moved.hostname) || moved.hostname === host) return [];
        moved.hostname = host;
        return site.matches(moved) ? [[site.id, moved.href, script] as const] : [];
      }),
    ),
  );

  it.each(rehosted)('%s on another of arXiv’s hosts: %s gets %s', (_id, url, script) => {
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
