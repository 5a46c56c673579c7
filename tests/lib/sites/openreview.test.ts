// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { openreview } from '../../../lib/sites/openreview';
import { loadPage } from './load-page';

const doc = loadPage(`<html><head><meta name="citation_title" content="SWE-bench"></head>
  <body><a href="https://doi.org/10.1145/3580305.3599999">a reviewer’s reference</a></body></html>`);

describe('OpenReview', () => {
  it('matches forum pages with a plausible forum id only', () => {
    expect(openreview.matches(new URL('https://openreview.net/forum?id=VTF8yNQM66'))).toBe(true);
    expect(openreview.matches(new URL('https://openreview.net/forum?id=VTF8yNQM66&noteId=abc12'))).toBe(true);
    expect(openreview.matches(new URL('https://openreview.net/forum'))).toBe(false);
    expect(openreview.matches(new URL('https://openreview.net/forum?id=a%20b'))).toBe(false);
    expect(openreview.matches(new URL('https://openreview.net/group?id=ICLR.cc/2024/Conference'))).toBe(false);
  });

  it('keys the paper by its forum, and takes no DOI from a link on the page', () => {
    const draft = openreview.extract(doc, new URL('https://openreview.net/forum?id=VTF8yNQM66'));
    expect(draft).toMatchObject({ title: 'SWE-bench', siteKey: 'openreview:VTF8yNQM66' });
    expect(draft?.doi).toBeUndefined();
  });

  it('links the forum, not the note the address scrolled to', () => {
    const draft = openreview.extract(doc, new URL('https://openreview.net/forum?id=VTF8yNQM66&noteId=xyz12345#discussion'));
    expect(draft?.absUrl).toBe('https://openreview.net/forum?id=VTF8yNQM66');
  });

  it('gives nothing without a title', () => {
    expect(openreview.extract(loadPage('<html></html>'), new URL('https://openreview.net/forum?id=VTF8yNQM66'))).toBeUndefined();
  });
});
