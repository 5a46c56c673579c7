import { describe, expect, it } from 'vitest';
import { mergePaper } from '../../../lib/paper/merge';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';
import { sourceTrust, TRUST } from '../../../lib/paper/trust';

function sighting(draft: PaperDraft, site: string, url: string): Paper {
  const result = normalizePaperDraft(draft, { site, url, at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const fromArxiv = sighting(
  { arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning', authors: ['Junan Hu'], abstract: 'The real abstract.' },
  'arxiv-abs',
  'https://arxiv.org/abs/2604.27955',
);

describe('sourceTrust', () => {
  it.each([
    ['arxiv-api', 'https://export.arxiv.org/api/query?id_list=2604.27955', TRUST.arxiv],
    ['arxiv-abs', 'https://arxiv.org/abs/2604.27955', TRUST.arxiv],
    // A detector id is not enough: arXiv's trust needs arXiv's host.
    ['arxiv-abs', 'https://evil.example/abs/2604.27955', TRUST.page],
    ['openreview', 'https://openreview.net/forum?id=VTF8yNQM66', TRUST.site],
    ['citation-meta', 'https://evil.example/paper', TRUST.page],
    ['tab', 'https://evil.example/paper', TRUST.page],
  ])('%s at %s → %i', (site, url, trust) => {
    expect(sourceTrust({ site, url })).toBe(trust);
  });
});

describe('a page’s metadata cannot overwrite a paper', () => {
  it('"Save this page" on any site naming a saved paper’s arXiv id changes none of its fields or links', () => {
    const page = sighting(
      {
        arxivId: '2604.27955',
        title: 'Buy cheap pills',
        authors: ['Mallory'],
        abstract: 'Not the abstract.',
        pdfUrl: 'https://evil.example/fake.pdf',
        absUrl: 'https://evil.example/paper',
        doi: '10.9999/not.this.paper',
        comment: 'Fills an empty field only',
      },
      'citation-meta',
      'https://evil.example/paper',
    );
    const merged = mergePaper(fromArxiv, page);
    expect(merged).toMatchObject({
      title: fromArxiv.title,
      authors: fromArxiv.authors,
      abstract: fromArxiv.abstract,
      absUrl: 'https://arxiv.org/abs/2604.27955',
      pdfUrl: 'https://arxiv.org/pdf/2604.27955',
      trust: TRUST.arxiv,
      comment: 'Fills an empty field only',
    });
    expect(merged.doi).toBeUndefined();
  });

  it('a first sighting on another site still gets arXiv’s links for an arXiv paper', () => {
    const page = sighting(
      { arxivId: '2604.27955', title: 'T', pdfUrl: 'https://evil.example/fake.pdf' },
      'citation-meta',
      'https://evil.example/',
    );
    expect(page.pdfUrl).toBe('https://arxiv.org/pdf/2604.27955');
  });

  it('an arXiv link a page gives for another arXiv paper is not kept: the PDF button would open that one', () => {
    const page = sighting(
      {
        arxivId: '2604.27955',
        title: 'T',
        authors: ['A'],
        abstract: 'Complete, so no completion from the arXiv API comes to correct it.',
        absUrl: 'https://arxiv.org/abs/2305.10601',
        pdfUrl: 'https://arxiv.org/pdf/2305.10601v2',
      },
      'citation-meta',
      'https://evil.example/',
    );
    expect(page).toMatchObject({ absUrl: 'https://arxiv.org/abs/2604.27955', pdfUrl: 'https://arxiv.org/pdf/2604.27955' });
    // The paper's own arXiv links stay as given, with their version.
    const own = sighting(
      { arxivId: '2604.27955', title: 'T', pdfUrl: 'https://arxiv.org/pdf/2604.27955v1' },
      'arxiv-abs',
      'https://arxiv.org/abs/2604.27955',
    );
    expect(own.pdfUrl).toBe('https://arxiv.org/pdf/2604.27955v1');
  });

  it('arXiv’s own answer replaces what a less trusted page said, and is then kept', () => {
    const page = sighting({ arxivId: '2604.27955', title: 'A page’s title', authors: ['X'] }, 'citation-meta', 'https://blog.example/');
    const api = sighting(
      { arxivId: '2604.27955', title: 'GUI Agents with Reinforcement Learning', authors: ['Junan Hu'], abstract: 'The real abstract.' },
      'arxiv-api',
      'https://export.arxiv.org/api/query',
    );
    const completed = mergePaper(page, api);
    expect(completed).toMatchObject({ title: api.title, authors: api.authors, trust: TRUST.arxiv });
    expect(mergePaper(completed, page).title).toBe(api.title);
  });

  it('a proceedings page adds its venue to an arXiv paper but does not rename it', () => {
    const proceedings = sighting(
      { arxivId: '2604.27955', title: 'GUI Agents (camera-ready)', journalRef: 'ICLR 2026' },
      'openreview',
      'https://openreview.net/forum?id=abc12345',
    );
    expect(mergePaper(fromArxiv, proceedings)).toMatchObject({ title: fromArxiv.title, journalRef: 'ICLR 2026' });
  });
});
