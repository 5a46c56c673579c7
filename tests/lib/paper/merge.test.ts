import { describe, expect, it } from 'vitest';
import { fillFromTwin, knownAs, mergePaper } from '../../../lib/paper/merge';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import { type Paper, type PaperDraft, PaperSchema } from '../../../lib/paper/schema';

function paper(draft: PaperDraft, site: string, url: string): Paper {
  const result = normalizePaperDraft(draft, { site, url, at: 1 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const fromArxiv = paper(
  { arxivId: '2604.27955v2', title: 'GUI Agents with RL', authors: ['Junan Hu'] },
  'arxiv-abs',
  'https://arxiv.org/abs/2604.27955v2',
);

describe('mergePaper', () => {
  it('keeps the API’s text over a listing’s MathJax rendering or an HTML page’s LaTeXML, and over an older version’s page', () => {
    const api = paper(
      { arxivId: '2604.27955v3', title: '$\\tau$-bench for agents', authors: ['Junan Hu'], abstract: 'The v3 abstract.' },
      'feed',
      'https://export.arxiv.org/api/query',
    );
    const listing = paper(
      { arxivId: '2604.27955', title: 'ττ\\tau-bench for agents', authors: ['Junan Hu'], abstract: 'Rendered.' },
      'arxiv-listing',
      'https://arxiv.org/list/cs.AI/new',
    );
    const html = paper(
      { arxivId: '2604.27955v3', title: 'τ-bench for Agents1', abstract: 'The body’s abstract.' },
      'arxiv-html',
      'https://arxiv.org/html/2604.27955v3',
    );
    const v1Page = paper(
      { arxivId: '2604.27955v1', version: 1, title: 'An older title', authors: ['Junan Hu'], abstract: 'The v1 abstract.' },
      'arxiv-abs',
      'https://arxiv.org/abs/2604.27955v1',
    );
    for (const sighting of [listing, html, v1Page]) {
      expect(mergePaper(api, sighting)).toMatchObject({ title: api.title, abstract: 'The v3 abstract.', version: 3 });
    }
    // Saved from a listing first: the API's record replaces what the listing rendered.
    expect(mergePaper(listing, api)).toMatchObject({ title: api.title, abstract: 'The v3 abstract.' });
  });

  it('takes a date with how much of it is known: arXiv’s day replaces a file’s year whole', () => {
    const fromFile = paper(
      { arxivId: '2604.27955', title: 'GUI Agents with RL', published: '2026-01-01', publishedPrecision: 'year' },
      'import',
      'file:bibtex',
    );
    const fromApi = paper(
      { arxivId: '2604.27955', title: 'GUI Agents with RL', published: '2026-01-01' },
      'arxiv-api',
      'https://export.arxiv.org/api/query',
    );
    expect(fromFile.publishedPrecision).toBe('year');
    const merged = mergePaper(fromFile, fromApi);
    expect(merged.published).toBe('2026-01-01');
    expect(merged.publishedPrecision).toBeUndefined();
    // A file read after arXiv fills nothing arXiv said, and leaves its day a day.
    expect(mergePaper(fromApi, fromFile).publishedPrecision).toBeUndefined();
    // A twin's date fills the kept paper's empty one with its precision, and never a precision alone.
    const undated = paper({ doi: '10.1234/kept', title: 'GUI Agents with RL' }, 'openreview', 'https://openreview.net/forum?id=x');
    expect(fillFromTwin(undated, fromFile)).toMatchObject({ published: '2026-01-01', publishedPrecision: 'year' });
    expect(fillFromTwin(fromApi, fromFile).publishedPrecision).toBeUndefined();
  });

  it('keeps a known day when a file as trusted gives only its year or month, and takes a file’s other year', () => {
    const fromPage = paper({ doi: '10.1234/x', title: 'T', published: '2023-07-15' }, 'page', 'https://example.org/');
    const byYear = paper({ doi: '10.1234/x', title: 'T', published: '2023-01-01', publishedPrecision: 'year' }, 'import', 'file:bibtex');
    const byMonth = paper({ doi: '10.1234/x', title: 'T', published: '2023-07-01', publishedPrecision: 'month' }, 'import', 'file:ris');
    const otherYear = paper({ doi: '10.1234/x', title: 'T', published: '2024-01-01', publishedPrecision: 'year' }, 'import', 'file:bibtex');
    expect(mergePaper(fromPage, byYear)).toMatchObject({ published: '2023-07-15' });
    expect(mergePaper(fromPage, byYear).publishedPrecision).toBeUndefined();
    expect(mergePaper(fromPage, byMonth).published).toBe('2023-07-15');
    expect(mergePaper(byYear, byMonth)).toMatchObject({ published: '2023-07-01', publishedPrecision: 'month' });
    expect(mergePaper(fromPage, otherYear)).toMatchObject({ published: '2024-01-01', publishedPrecision: 'year' });
  });

  it('lets any page fill what is still empty, but not the DOI or links, nor replace what arXiv said', () => {
    const blog = paper(
      {
        arxivId: '2604.27955',
        title: 'Clickbait title',
        authors: ['Someone Else'],
        abstract: 'What the page says the paper is about.',
        doi: '10.1234/hijack',
        absUrl: 'https://example.org/paper',
      },
      'page',
      'https://example.org/post',
    );
    const merged = mergePaper(fromArxiv, blog);
    expect(merged).toMatchObject({
      title: 'GUI Agents with RL',
      authors: ['Junan Hu'],
      abstract: 'What the page says the paper is about.',
    });
    expect(merged.doi).toBeUndefined();
    expect(merged.absUrl).toBe(fromArxiv.absUrl);
    // The paper keeps where the user first met it, and the trust of its best source.
    expect(merged.source).toEqual(fromArxiv.source);
    expect(merged.trust).toBe(fromArxiv.trust);
  });

  it('keeps the latest version known, whichever sighting brings it', () => {
    const v1 = paper({ arxivId: '2604.27955v1', title: 'T' }, 'feed', 'https://arxiv.org/abs/2604.27955v1');
    const v3 = paper({ arxivId: '2604.27955v3', title: 'T' }, 'feed', 'https://arxiv.org/abs/2604.27955v3');
    expect(mergePaper(fromArxiv, v1).version).toBe(2);
    expect(mergePaper(fromArxiv, v3).version).toBe(3);
  });

  it('keeps an arXiv paper’s links on arXiv even when a more trusted source names others', () => {
    const openreview = paper(
      { arxivId: '2604.27955', title: 'GUI Agents with RL' },
      'openreview',
      'https://openreview.net/forum?id=AbCdE12345',
    );
    const elsewhere = { ...openreview, pdfUrl: 'https://openreview.net/pdf?id=AbCdE12345', comment: 'ICLR 2026 poster' };
    const merged = mergePaper({ ...fromArxiv, trust: 1 }, elsewhere);
    expect(merged.pdfUrl).toBe(fromArxiv.pdfUrl);
    expect(merged.comment).toBe('ICLR 2026 poster');
  });

  it('keeps a real title over an OpenReview paper saved again by its id alone (its forum could not be read)', () => {
    const imported = paper(
      { siteKey: 'openreview:AbCdE12345', title: 'GUI Agents with RL', absUrl: 'https://openreview.net/forum?id=AbCdE12345' },
      'import',
      'file:bibtex',
    );
    const idOnly = paper(
      { siteKey: 'openreview:AbCdE12345', title: 'openreview:AbCdE12345' },
      'tab',
      'https://openreview.net/pdf?id=AbCdE12345',
    );
    expect(mergePaper(imported, idOnly).title).toBe('GUI Agents with RL');
    // The id stands only until a real title comes.
    expect(mergePaper(idOnly, imported).title).toBe('GUI Agents with RL');
  });
});

describe('fillFromTwin', () => {
  it('fills what the kept copy lacks from its twin and replaces nothing it holds', () => {
    const forum = paper(
      {
        siteKey: 'openreview:AbCdE12345',
        title: 'GUI agents with RL (camera-ready)',
        authors: ['J. Hu', 'B. Carter'],
        abstract: 'The forum’s abstract.',
        doi: '10.5555/iclr.2026.1',
        absUrl: 'https://openreview.net/forum?id=AbCdE12345',
      },
      'openreview',
      'https://openreview.net/forum?id=AbCdE12345',
    );
    const kept = fillFromTwin(fromArxiv, forum);
    expect(kept).toMatchObject({ id: '2604.27955', title: 'GUI Agents with RL', authors: ['Junan Hu'], abstract: 'The forum’s abstract.' });
    expect(kept.doi).toBe('10.5555/iclr.2026.1');
    expect(kept.absUrl).toBe(fromArxiv.absUrl);
    expect(kept.source).toEqual(fromArxiv.source);
  });
});

describe('mergePaper and the copies merged into a paper', () => {
  it('keeps the ids of copies merged into a paper through any later sighting, and adds those a backup brings', () => {
    const merged = { ...fromArxiv, alsoKnownAs: ['openreview:AbCdE12345'] };
    expect(mergePaper(merged, fromArxiv).alsoKnownAs).toEqual(['openreview:AbCdE12345']);
    expect(mergePaper(merged, { ...fromArxiv, alsoKnownAs: ['acl:2026.acl-long.7', '2604.27955'] }).alsoKnownAs).toEqual([
      'openreview:AbCdE12345',
      'acl:2026.acl-long.7',
    ]);
    expect(mergePaper(fromArxiv, fromArxiv).alsoKnownAs).toBeUndefined();
  });
});

describe('knownAs', () => {
  it('keeps the latest 50 ids, so a paper merged into again and again still passes the backup’s schema', () => {
    const many = Array.from({ length: 60 }, (_, index) => `openreview:Copy${String(index).padStart(5, '0')}`);
    const ids = knownAs(fromArxiv, many);
    expect(ids).toHaveLength(50);
    expect(ids?.at(-1)).toBe('openreview:Copy00059');
    expect(PaperSchema.safeParse({ ...fromArxiv, alsoKnownAs: ids }).success).toBe(true);
  });
});
