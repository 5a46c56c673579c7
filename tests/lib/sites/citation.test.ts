// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { citationDraft, citationPageKind, pageDoi } from '../../../lib/sites/citation';
import { loadPage } from './load-page';

const page = (head: string, body = '') => loadPage(`<html><head>${head}</head><body>${body}</body></html>`);

describe('citationDraft', () => {
  it('reads Highwire tags: authors as "First Last", venue, PDF, affiliations, arXiv id', () => {
    const draft = citationDraft(
      page(`<meta name="citation_title" content="Reflexion">
        <meta name="citation_author" content="Shinn, Noah"><meta name="citation_author" content="Cassano, Federico">
        <meta name="citation_author_institution" content="Northeastern University">
        <meta name="citation_publication_date" content="2023/12/10">
        <meta name="citation_conference_title" content="NeurIPS 2023">
        <meta name="citation_pdf_url" content="https://example.org/reflexion.pdf">
        <meta name="citation_arxiv_id" content="2303.11366">`),
    );
    expect(draft).toMatchObject({
      title: 'Reflexion',
      authors: ['Noah Shinn', 'Federico Cassano'],
      affiliations: ['Northeastern University'],
      published: '2023/12/10',
      journalRef: 'NeurIPS 2023',
      pdfUrl: 'https://example.org/reflexion.pdf',
      arxivId: '2303.11366',
    });
  });

  it('cites a paper whose page gives only a year (NeurIPS’s "2023", ACL’s "2023/7") in that year, through its venue', () => {
    const neurips = citationDraft(
      page(`<meta name="citation_title" content="Reflexion"><meta name="citation_author" content="Shinn, Noah">
        <meta name="citation_publication_date" content="2023">
        <meta name="citation_journal_title" content="Advances in Neural Information Processing Systems">`),
    );
    expect(neurips.published).toBeUndefined();
    expect(neurips.journalRef).toBe('Advances in Neural Information Processing Systems, 2023');
    const normalized = normalizePaperDraft(
      { ...neurips, siteKey: 'neurips:abc' },
      { site: 'neurips', url: 'https://papers.nips.cc/', at: 0 },
    );
    if (!normalized.ok) throw new Error(normalized.error);
    const bib = toBibtex([{ paper: normalized.paper }]);
    // As NeurIPS's own BibTeX cites it: proceedings, not a journal.
    expect(bib).toMatch(/^@inproceedings\{shinn2023reflexion,\n/);
    expect(bib).toContain('  booktitle = {Advances in Neural Information Processing Systems},\n  year = {2023},\n');

    const acl = (venue: string, dates: string) =>
      citationDraft(page(`<meta name="citation_title" content="T">${dates}<meta name="citation_conference_title" content="${venue}">`));
    expect(acl('Proceedings of ACL', '<meta name="citation_publication_date" content="2023/7">').journalRef).toBe(
      'Proceedings of ACL, 2023',
    );
    // A venue that names its year, or a whole date elsewhere, is left as it is.
    expect(acl('ACL 2023', '<meta name="citation_publication_date" content="2024">').journalRef).toBe('ACL 2023');
    const dated = acl(
      'Proceedings of ACL',
      '<meta name="citation_date" content="2023/7"><meta name="citation_online_date" content="2023/07/09">',
    );
    expect([dated.journalRef, dated.published]).toEqual(['Proceedings of ACL', '2023/07/09']);
    expect(acl('Proceedings of ACL', '<meta name="citation_date" content="July 2023">').journalRef).toBe('Proceedings of ACL');
  });

  it('takes a page whose DOI tag is arXiv’s own (10.48550/arXiv.ID) for that arXiv paper, not for a web page', () => {
    const save = (head: string, body = '') =>
      normalizePaperDraft(
        { ...citationDraft(page(`<meta name="citation_title" content="A preprint">${head}`, body)), siteKey: 'web:example.org/p' },
        { site: 'citation-meta', url: 'https://example.org/p', at: 0 },
      );
    expect(save('<meta name="citation_doi" content="10.48550/arXiv.2303.11366v2">')).toMatchObject({
      ok: true,
      paper: { id: '2303.11366', version: 2, pending: true },
    });
    expect(save('<meta name="dc.identifier" content="https://doi.org/10.48550/ARXIV.hep-th/9901001">')).toMatchObject({
      ok: true,
      paper: { id: 'hep-th/9901001' },
    });
    // Its own arXiv id tag still decides; and a doi.org link in the text is a cited paper, not this page's.
    expect(
      save('<meta name="citation_arxiv_id" content="2401.00001"><meta name="citation_doi" content="10.48550/arXiv.2303.11366">'),
    ).toMatchObject({
      paper: { id: '2401.00001' },
    });
    expect(save('', '<a href="https://doi.org/10.48550/arXiv.2303.11366">cited</a>')).toMatchObject({ paper: { id: 'web:example.org/p' } });
  });

  it('falls back to Dublin Core, then Open Graph', () => {
    const dublinCore = citationDraft(
      page(
        '<meta name="DC.title" content="A DC paper"><meta name="DC.creator" content="Silver, David"><meta property="og:title" content="OG">',
      ),
    );
    expect(dublinCore).toMatchObject({ title: 'A DC paper', authors: ['David Silver'] });
    const openGraph = citationDraft(
      page('<meta property="og:title" content="An article"><meta property="og:description" content="About it">'),
    );
    expect(openGraph).toMatchObject({ title: 'An article', abstract: 'About it', authors: [] });
  });
});

describe('pageDoi', () => {
  it('reads the DOI from the metadata, inside whatever text surrounds it', () => {
    expect(pageDoi(page('<meta name="dc.identifier" content="doi:10.1038/nature24270">'))).toBe('10.1038/nature24270');
  });

  it('falls back to the first doi.org link, decoded, unless the site’s links are other papers’', () => {
    const linked = page('', '<a href="https://doi.org/10.1145%2F3589334.3645">DOI</a><a href="https://doi.org/10.9999/later">x</a>');
    expect(pageDoi(linked)).toBe('10.1145/3589334.3645');
    expect(pageDoi(linked, { fromLinks: false })).toBeUndefined();
  });

  it('reads DOIs with "<", ">" and quotes whole (SICI): two such papers keep two DOIs', () => {
    const sici = (n: number) => `10.1002/(SICI)1097-4571(199806)49:8&lt;${n}::AID-ASI4&gt;3.0.CO;2-0`;
    const dois = [693, 700].map((n) => pageDoi(page(`<meta name="citation_doi" content="${sici(n)}">`)));
    expect(dois).toEqual([
      '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0',
      '10.1002/(SICI)1097-4571(199806)49:8<700::AID-ASI4>3.0.CO;2-0',
    ]);
    const linked = page('', '<a href="https://doi.org/10.1002/(SICI)1097-4571(199806)49:8%3C693::AID-ASI4%3E3.0.CO;2-0">DOI</a>');
    expect(pageDoi(linked)).toBe(dois[0]);
  });

  it('leaves out what follows a DOI in markup or prose, but keeps brackets the DOI opened', () => {
    expect(pageDoi(page('<meta name="dc.identifier" content="&lt;https://doi.org/10.1234/abc&gt;">'))).toBe('10.1234/abc');
    expect(pageDoi(page('<meta name="dc.identifier" content="(doi:10.1234/abc).">'))).toBe('10.1234/abc');
    expect(pageDoi(page('', '<a href="https://doi.org/10.1234/abc%22%3E">DOI</a>'))).toBe('10.1234/abc');
    expect(pageDoi(page('<meta name="citation_doi" content="10.1002/(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-0">'))).toBe(
      '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0',
    );
  });

  it('reads a doi.org link whose escapes are malformed as written, instead of failing the whole page', () => {
    const broken = page('', '<a href="https://doi.org/10.1145/3589334.3645%E0%A4%A">DOI</a>');
    expect(pageDoi(broken)).toBe('10.1145/3589334.3645%E0%A4%A');
    expect(citationDraft(broken).doi).toBe('10.1145/3589334.3645%E0%A4%A');
  });
});

describe('citationPageKind', () => {
  it('calls a page a paper only when it has a non-blank citation_title', () => {
    expect(citationPageKind(page('<meta name="citation_title" content="T">'))).toBe('paper');
    expect(citationPageKind(page('<meta name="citation_title" content=" ">'))).toBeNull();
    expect(citationPageKind(page('<meta property="og:title" content="T">'))).toBeNull();
  });
});
