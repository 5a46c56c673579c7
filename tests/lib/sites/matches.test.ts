import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_SITES } from '../../../lib/sites';
import { CONTENT_MATCHES, PAGE_SCRIPTS } from '../../../lib/sites/matches';

describe('the pages content scripts decorate', () => {
  it('are https pages of the sites’ own patterns only: no <all_urls>, no plain http, no wildcard host', () => {
    expect(CONTENT_MATCHES.length).toBeGreaterThan(0);
    for (const pattern of CONTENT_MATCHES) {
      expect(pattern).toMatch(/^https:\/\/[a-z0-9.-]+\/.+$/);
    }
    expect(CONTENT_MATCHES).not.toContain('<all_urls>');
  });

  it('list each pattern once, and every site pattern of every page script', () => {
    expect(new Set(CONTENT_MATCHES).size).toBe(CONTENT_MATCHES.length);
    const sitePatterns = Object.values(PAGE_SCRIPT_SITES).flatMap((sites) => sites.flatMap((site) => site.patterns));
    expect(new Set(CONTENT_MATCHES)).toEqual(new Set(sitePatterns));
  });

  it('map each page script to the patterns of its own sites', () => {
    expect(PAGE_SCRIPTS.map((script) => script.file).sort()).toEqual(
      ['/arxiv-listing-page.js', '/arxiv-page.js', '/proceedings-page.js', '/reader-page.js'].sort(),
    );
    const reader = PAGE_SCRIPTS.find((script) => script.file === '/reader-page.js');
    expect(reader?.matches).toContain('https://huggingface.co/papers/*');
    expect(reader?.matches).not.toContain('https://arxiv.org/abs/*');
  });
});
