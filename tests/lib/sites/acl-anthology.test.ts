// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { aclAnthology } from '../../../lib/sites/acl-anthology';
import { loadPage } from './load-page';

const matches = (href: string) => aclAnthology.matches(new URL(href));

describe('ACL Anthology', () => {
  it('matches paper pages, old and new ids, but not PDFs, volumes or other pages', () => {
    expect(matches('https://aclanthology.org/2024.acl-long.1/')).toBe(true);
    expect(matches('https://aclanthology.org/P19-1001')).toBe(true);
    expect(matches('https://aclanthology.org/2024.acl-long.1.pdf')).toBe(false);
    expect(matches('https://aclanthology.org/events/acl-2024/')).toBe(false);
    expect(matches('https://aclanthology.org/')).toBe(false);
    expect(matches('https://example.org/2024.acl-long.1/')).toBe(false);
  });

  it('keys the paper by its Anthology id and reads the abstract card', () => {
    const doc = loadPage(`<html><head><meta name="citation_title" content="Self-Instruct">
      <meta name="citation_abstract" content="Tag abstract"></head>
      <body><div class="acl-abstract"><h5>Abstract</h5><span>Card abstract</span></div></body></html>`);
    expect(aclAnthology.extract(doc, new URL('https://aclanthology.org/2023.acl-long.754/'))).toMatchObject({
      title: 'Self-Instruct',
      abstract: 'Card abstract',
      siteKey: 'acl:2023.acl-long.754',
    });
  });

  it('keeps the tagged abstract when there is no card, and gives nothing without a title', () => {
    const url = new URL('https://aclanthology.org/P19-1001/');
    const tagged = loadPage(
      '<html><head><meta name="citation_title" content="T"><meta name="citation_abstract" content="Tag abstract"></head></html>',
    );
    expect(aclAnthology.extract(tagged, url)?.abstract).toBe('Tag abstract');
    expect(aclAnthology.extract(loadPage('<html><head></head></html>'), url)).toBeUndefined();
  });

  it('a paper without an abstract card saves none, not the page description ("authors. booktitle. year."); a year-month date hides no full one', () => {
    const doc = loadPage(`<html><head><meta name="citation_title" content="Building a large annotated corpus">
      <meta name="citation_publication_date" content="1993/6"><meta name="citation_online_date" content="1993/06/01">
      <meta name="description" content="Mitchell P. Marcus, Beatrice Santorini. Computational Linguistics. 1993.">
      <meta property="og:description" content="Mitchell P. Marcus, Beatrice Santorini. Computational Linguistics. 1993."></head><body></body></html>`);
    const draft = aclAnthology.extract(doc, new URL('https://aclanthology.org/J93-2004/'));
    expect(draft?.abstract).toBeUndefined();
    expect(draft?.published).toBe('1993/06/01');
  });
});
