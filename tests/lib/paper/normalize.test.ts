import { describe, expect, it } from 'vitest';
import { normalizeDoi } from '../../../lib/paper/doi';
import { mergePaper } from '../../../lib/paper/merge';
import { normalizeDate, normalizePaperDraft } from '../../../lib/paper/normalize';
import { LIMITS, type Paper, PaperSchema } from '../../../lib/paper/schema';
import { paperToDraft } from '../../../lib/paper/to-draft';

const source = { site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955', at: 1_780_000_000_000 };

function normalized(draft: unknown): Paper {
  const result = normalizePaperDraft(draft, source);
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

describe('normalizePaperDraft', () => {
  it('builds a paper from arXiv metadata with folded text and derived links', () => {
    const paper = normalized({
      arxivId: 'arXiv:2604.27955v2',
      title: 'GUI Agents with\n  Reinforcement Learning:\tToward Digital Inhabitants ',
      authors: ['Junan Hu', ' Jian  Liu', 'Junan Hu'],
      abstract: 'Graphical User Interface (GUI) agents\nhave emerged   as a promising paradigm.',
      categories: ['cs.AI', 'cs.CV'],
      primaryCategory: 'cs.AI',
      published: '2026/04/30',
      updated: '2026-05-02T10:00:00Z',
    });
    expect(paper).toEqual({
      id: '2604.27955',
      version: 2,
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
      authors: ['Junan Hu', 'Jian Liu'],
      affiliations: [],
      abstract: 'Graphical User Interface (GUI) agents have emerged as a promising paradigm.',
      categories: ['cs.AI', 'cs.CV'],
      primaryCategory: 'cs.AI',
      published: '2026-04-30',
      updated: '2026-05-02',
      absUrl: 'https://arxiv.org/abs/2604.27955',
      pdfUrl: 'https://arxiv.org/pdf/2604.27955',
      source,
      // An arXiv abs page is arXiv itself: the most trusted kind of source.
      trust: 3,
    });
  });

  it('keeps text exact apart from whitespace: markup stays literal characters, Unicode and TeX untouched', () => {
    const title = '<img src=x onerror=alert(1)> Mem-$π$: “Adaptive” Memory &amp; <script>x()</script>';
    const paper = normalized({ arxivId: '2605.01234', title, abstract: 'α\u00a0β  $\\mathcal{O}(n)$' });
    expect(paper.title).toBe(title);
    expect(paper.abstract).toBe('α β $\\mathcal{O}(n)$');
  });

  it('keeps a journal DOI, drops arXiv’s own DOI and junk, and keeps only http(s) links', () => {
    const paper = normalized({
      arxivId: '2604.27955',
      title: 'T',
      doi: 'https://doi.org/10.1145/3589334.3645',
      pdfUrl: 'javascript:alert(1)',
      absUrl: 'data:text/html,<script>alert(1)</script>',
    });
    expect(paper.doi).toBe('10.1145/3589334.3645');
    expect(paper.pdfUrl).toBe('https://arxiv.org/pdf/2604.27955');
    expect(paper.absUrl).toBe('https://arxiv.org/abs/2604.27955');
    expect(normalized({ arxivId: '2604.27955', title: 'T', doi: '10.48550/arXiv.2604.27955' }).doi).toBeUndefined();
    expect(normalized({ arxivId: '2604.27955', title: 'T', doi: 'not-a-doi' }).doi).toBeUndefined();
  });

  it('cuts oversized values to the documented limits and remembers the real author count', () => {
    const huge = 'x'.repeat(1_000_000);
    const authors = Array.from({ length: 10_000 }, (_, i) => `Author ${i}`);
    const paper = normalized({
      arxivId: '2604.27955',
      title: huge,
      abstract: huge,
      authors,
      comment: huge,
      categories: Array(500).fill('cs.AI'),
    });
    expect(paper.title).toHaveLength(LIMITS.title);
    expect(paper.abstract).toHaveLength(LIMITS.abstract);
    expect(paper.comment).toHaveLength(LIMITS.comment);
    expect(paper.authors).toHaveLength(LIMITS.authors);
    expect(paper.authorCount).toBe(10_000);
    expect(paper.categories).toEqual(['cs.AI']);
  });

  it('does not split a surrogate pair when cutting', () => {
    const title = `${'a'.repeat(LIMITS.title - 1)}😀tail`;
    expect(normalized({ arxivId: '2604.27955', title }).title).toBe('a'.repeat(LIMITS.title - 1));
  });

  it('saves an arXiv paper known only by its id at once, marked pending until the API completes it', () => {
    expect(normalized({ arxivId: 'https://arxiv.org/pdf/2604.27955v2' })).toMatchObject({
      id: '2604.27955',
      version: 2,
      title: 'arXiv:2604.27955',
      pending: true,
    });
    expect(normalized({ arxivId: '2604.27955', title: 'Known title' }).pending).toBe(true);
    expect(normalized({ arxivId: '2604.27955', title: 'T', authors: ['A'], abstract: 'B' }).pending).toBeUndefined();
  });

  it('names papers without an arXiv id by DOI or site key', () => {
    expect(normalized({ doi: '10.18653/v1/2024.acl-long.1', title: 'T' }).id).toBe('doi:10.18653/v1/2024.acl-long.1');
    expect(normalized({ siteKey: 'openreview:AbC_123', title: 'T' }).id).toBe('openreview:AbC_123');
  });

  it("keeps the site page's key as a name of a paper stored under its DOI or arXiv id, so the page's PDF tab finds it", () => {
    const acl = normalized({ doi: '10.18653/v1/2024.acl-long.1', siteKey: 'acl:2024.acl-long.1', title: 'T' });
    expect(acl).toMatchObject({ id: 'doi:10.18653/v1/2024.acl-long.1', alsoKnownAs: ['acl:2024.acl-long.1'] });
    expect(normalized({ arxivId: '2604.27955', siteKey: 's2:abc123', title: 'T' }).alsoKnownAs).toEqual(['s2:abc123']);
    // Stored under the key itself, or with a malformed key: no other name.
    expect(normalized({ siteKey: 'openreview:AbC_123', title: 'T' }).alsoKnownAs).toBeUndefined();
    expect(normalized({ doi: '10.1145/3589334', siteKey: 'Not a key', title: 'T' }).alsoKnownAs).toBeUndefined();
    // A web page's address names no one paper: it could show another tomorrow, which would then be saved into this one.
    expect(normalized({ doi: '10.1145/3589334', siteKey: 'web:example.org/current-issue', title: 'T' }).alsoKnownAs).toBeUndefined();
  });

  it.each([
    [{ title: 'No id' }, /no arXiv id/],
    [{ doi: '10.1145/3589334.3645', title: '  \n ' }, /no title/],
    [{ arxivId: 42, title: 'T' }, /malformed/],
    [{ arxivId: '2604.27955', title: 'T', authors: 'not a list' }, /malformed/],
    [null, /malformed/],
  ])('refuses %j with a reason', (draft, reason) => {
    const result = normalizePaperDraft(draft, source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(reason);
  });
});

describe('dates and DOIs', () => {
  it.each([
    ['2026/04/30', '2026-04-30'],
    ['2026-04-30T08:41:17Z', '2026-04-30'],
    ['2026/02/30', undefined],
    ['2026/13/45', undefined],
    ['1066/10/14', undefined],
    ['not a date', undefined],
  ])('normalizeDate(%j) = %j', (input, expected) => expect(normalizeDate(input)).toBe(expected));

  it.each([
    ['10.1145/3589334.3645', '10.1145/3589334.3645'],
    ['DOI: 10.1000/ABC', '10.1000/abc'],
    ['https://dx.doi.org/10.1000/x', '10.1000/x'],
    ['10.48550/arXiv.2405.12345', undefined],
    ['10.12/short', undefined],
    ['', undefined],
    // A DOI ends at the first whitespace or brace: what follows is not part of it (and could end a BibTeX field).
    ['10.1234/x}},@misc{inj,title={pwned}', '10.1234/x'],
    ['10.1145/3589334.3645 (journal version)', '10.1145/3589334.3645'],
    ['{10.1234/x}', undefined],
    ['10.1234/{x}', undefined],
    ['10.1234/', undefined],
    ['10.1234/a\\b', undefined],
    ['10.1234/a\u0000b', undefined],
  ])('normalizeDoi(%j) = %j', (input, expected) => expect(normalizeDoi(input)).toBe(expected));

  it('never stores a DOI with braces: from a page it is cut, in a backup it is refused', () => {
    const paper = normalized({ doi: '10.1234/x}},@misc{inj,title={pwned}', title: 'T' });
    expect(paper).toMatchObject({ id: 'doi:10.1234/x', doi: '10.1234/x' });
    expect(PaperSchema.safeParse({ ...paper, doi: '10.1234/x}},@misc{inj' }).success).toBe(false);
    expect(PaperSchema.safeParse({ ...paper, doi: '10.1234/x y' }).success).toBe(false);
    expect(PaperSchema.safeParse(paper).success).toBe(true);
  });
});

describe('mergePaper', () => {
  const stored = normalized({
    arxivId: '2604.27955v2',
    title: 'Old title',
    abstract: 'Known abstract',
    authors: ['A'],
    doi: '10.1000/kept',
  });

  it('lets a newer sighting complete the paper without losing what was known', () => {
    const incoming = normalized({ arxivId: '2604.27955v1', title: 'New title', abstract: '', authors: [], categories: ['cs.AI'] });
    const merged = mergePaper(stored, { ...incoming, source: { ...source, site: 'feed' } });
    expect(merged.title).toBe('New title');
    expect(merged.abstract).toBe('Known abstract');
    expect(merged.authors).toEqual(['A']);
    expect(merged.categories).toEqual(['cs.AI']);
    expect(merged.doi).toBe('10.1000/kept');
    expect(merged.version).toBe(2);
    expect(merged.source.site).toBe('arxiv-abs');
  });

  it('never lets a placeholder title replace a real one, and clears pending once complete', () => {
    const full = normalized({ arxivId: '2604.27955', title: 'Real title', authors: ['A'], abstract: 'B' });
    const idOnly = normalized({ arxivId: '2604.27955' });
    expect(mergePaper(full, idOnly)).toEqual(full);
    const completed = mergePaper(idOnly, full);
    expect(completed.title).toBe('Real title');
    expect(completed.pending).toBeUndefined();
  });
});

describe('paperToDraft', () => {
  it.each([
    { arxivId: '2604.27955v2', title: 'GUI Agents', authors: ['Junan Hu'], abstract: 'A survey.', doi: '10.1145/3580305.3599256' },
    { siteKey: 'openreview:VTF8yNQM66', title: 'A forum paper', authors: ['A B'] },
    { doi: '10.18653/v1/2024.acl-long.1', title: 'An ACL paper' },
  ])('gives back a draft that normalises to the same paper (%#)', (draft) => {
    const source = { site: 'test', url: 'https://example.org/', at: 1 };
    const first = normalizePaperDraft(draft, source);
    if (!first.ok) throw new Error(first.error);
    const again = normalizePaperDraft(paperToDraft(first.paper), source);
    expect(again).toEqual(first);
  });
});
