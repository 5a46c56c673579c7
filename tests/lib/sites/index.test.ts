import { describe, expect, it } from 'vitest';
import { DETECTORS, detectorFor, PAGE_SCRIPT_SITES } from '../../../lib/sites/index';

// tests/lib/sites/registry.test.ts checks every example URL against the registry; these are its choices.
describe('detectorFor', () => {
  it('picks the site’s own detector before the generic one', () => {
    expect(detectorFor(new URL('https://arxiv.org/abs/2604.27955'))?.id).toBe('arxiv-abs');
    expect(detectorFor(new URL('https://openreview.net/forum?id=VTF8yNQM66'))?.id).toBe('openreview');
    expect(detectorFor(new URL('https://www.nature.com/articles/nature24270'))?.id).toBe('citation-meta');
  });

  it('has no detector for pages that are not on the web', () => {
    expect(detectorFor(new URL('chrome://extensions/'))).toBeUndefined();
    expect(detectorFor(new URL('file:///home/me/paper.pdf'))).toBeUndefined();
  });
});

describe('the page scripts’ site lists', () => {
  it('put each site in one page script, and leave the generic detector to requests', () => {
    const listed = Object.values(PAGE_SCRIPT_SITES).flatMap((sites) => sites.map((site) => site.id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain('citation-meta');
    expect([...listed].sort()).toEqual(
      DETECTORS.filter((detector) => detector.id !== 'citation-meta')
        .map((detector) => detector.id)
        .sort(),
    );
  });
});
