// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationDraft } from '../../../lib/sites/citation';
import { readHeadMeta } from '../../../lib/sites/head-meta';
import { metaContent } from '../../../lib/sites/meta';
import { openreview } from '../../../lib/sites/openreview';
import { loadPage } from './load-page';

describe('the meta tags of a page read without a DOM', () => {
  it('give the forum’s paper exactly as the page script reads it from the page', () => {
    const html = readFileSync('tests/fixtures/pages/openreview-VTF8yNQM66.html', 'utf8');
    const url = new URL('https://openreview.net/forum?id=VTF8yNQM66');
    const fromPage = openreview.extract(loadPage(html), url);
    expect(fromPage?.title).toBe('SWE-bench: Can Language Models Resolve Real-world Github Issues?');
    expect(openreview.extract(readHeadMeta(html) as unknown as Document, url)).toEqual(fromPage);
  });

  it('decode entities, and read only the head', () => {
    const head = readHeadMeta(`<html><head>
      <meta name="citation_title" content="Q&amp;A Agents &#8212; &quot;RL&quot;">
      <meta property="og:title" content="OG">
      <meta NAME="citation_author" content="Doe, Jane">
      </head><body><meta name="citation_author" content="Injected, In Body"></body></html>`);
    expect(metaContent(head, 'citation_title')).toBe('Q&A Agents — "RL"');
    expect(citationDraft(head)).toMatchObject({ title: 'Q&A Agents — "RL"', authors: ['Jane Doe'] });
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('OG');
    expect(head.querySelector('a[href*="doi.org/10."]')).toBeNull();
  });
});
