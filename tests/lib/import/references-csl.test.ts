import { describe, expect, it } from 'vitest';
import { toCslJson } from '../../../lib/export/csl-json';
import { readReferences } from '../../../lib/import/references';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

/** Shaped like Zotero's CSL JSON export of an arXiv preprint, a conference paper, an OpenReview paper and a book. */
const ZOTERO_CSL = JSON.stringify([
  {
    id: 'http://zotero.org/users/1/items/ABCD1234',
    type: 'article',
    title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents',
    author: [
      { family: 'Lin', given: 'Hongxiang' },
      { family: 'Müller', given: 'Jürgen' },
    ],
    abstract: 'Skills 50% faster.',
    DOI: '10.48550/arXiv.2605.28143',
    URL: 'http://arxiv.org/abs/2605.28143',
    number: 'arXiv:2605.28143',
    publisher: 'arXiv',
    issued: { 'date-parts': [['2026', 5, 27]] },
  },
  {
    type: 'paper-conference',
    title: 'Self-Instruct',
    author: [
      { family: 'Wang', given: 'Yizhong' },
      { family: 'Waals', given: 'Johannes Diderik', 'non-dropping-particle': 'van der' },
      { family: 'Poussin', given: 'Charles', 'dropping-particle': 'de la Vallée' },
      { literal: 'The ACL Consortium' },
    ],
    'container-title': 'Proceedings of the 61st Annual Meeting of the ACL',
    DOI: '10.18653/v1/2023.acl-long.754',
    issued: { 'date-parts': [[2023, 7]] },
  },
  { type: 'paper-conference', title: 'SWE-bench', URL: 'https://openreview.net/forum?id=VTF8yNQM66', issued: { 'date-parts': [[2024]] } },
  { type: 'book', title: 'Reinforcement Learning: An Introduction', issued: { 'date-parts': [[2018]] } },
  'not an item',
]);

describe('readReferences, CSL-JSON', () => {
  it('reads a Zotero CSL-JSON export: arXiv preprints by number, papers by DOI or their page, the rest skipped', () => {
    const result = readReferences(ZOTERO_CSL);
    if (!result.ok) throw new Error(result.error);
    expect(result.format).toBe('CSL-JSON');
    expect(result.papers.map((paper) => paper.id)).toEqual(['2605.28143', 'doi:10.18653/v1/2023.acl-long.754', 'openreview:VTF8yNQM66']);
    expect(result.papers[0]).toMatchObject({
      title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents',
      authors: ['Hongxiang Lin', 'Jürgen Müller'],
      abstract: 'Skills 50% faster.',
      published: '2026-05-27',
    });
    expect(result.papers[1]).toMatchObject({
      authors: ['Yizhong Wang', 'Johannes Diderik van der Waals', 'Charles de la Vallée Poussin', 'The ACL Consortium'],
      journalRef: 'Proceedings of the 61st Annual Meeting of the ACL 2023',
      published: '2023-07-01',
    });
    expect(result.papers[2]).toMatchObject({ absUrl: 'https://openreview.net/forum?id=VTF8yNQM66', title: 'SWE-bench' });
    expect(result.skipped).toEqual([
      'Entry 4 (“Reinforcement Learning: An Introduction”) names no arXiv id, DOI or paper on OpenReview, the ACL Anthology, PMLR, NeurIPS proceedings or Semantic Scholar.',
      'Entry 5 is not a reference.',
    ]);
  });

  it('reads back what our own CSL-JSON export wrote, venue and DOI included', () => {
    const made = normalizePaperDraft(
      {
        arxivId: '2605.28143',
        title: 'Credit "assignment" {100%}',
        authors: ['Ludwig van Beethoven', 'Robert W. Heath Jr.'],
        published: '2026-05-27',
      },
      { site: 'test', url: 'https://arxiv.org/', at: 0 },
    );
    if (!made.ok) throw new Error(made.error);
    const published = { ...made.paper, journalRef: 'ICLR 2027', doi: '10.1145/3580305.3599256' };
    const result = readReferences(toCslJson([{ paper: made.paper }, { paper: published }]));
    if (!result.ok) throw new Error(result.error);
    expect(result.papers[0]).toMatchObject({
      id: '2605.28143',
      title: made.paper.title,
      authors: made.paper.authors,
      published: '2026-05-27',
    });
    expect(result.papers[1]).toMatchObject({ id: '2605.28143', journalRef: 'ICLR 2027', doi: '10.1145/3580305.3599256' });
  });

  it.each([
    ['[{"title": "x"', /not valid CSL-JSON/],
    ['[{"__proto__": {"polluted": true}, "DOI": "10.1/x"}]', /forbidden key, "__proto__"/],
    ['[{"constructor": {"prototype": {}}, "DOI": "10.1/x"}]', /forbidden key/],
  ])('refuses %s with a clear error', (text, error) => {
    const result = readReferences(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('leaves out fields of the wrong type, and keeps hostile text as text', () => {
    const result = readReferences(
      JSON.stringify([
        {
          title: '<img src=x onerror=alert(1)>',
          author: 'not a list',
          DOI: '10.1234/ok',
          URL: 'javascript:alert(1)',
          abstract: 42,
          issued: { 'date-parts': [['twenty', 13]] },
        },
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.papers[0]).toMatchObject({ id: 'doi:10.1234/ok', title: '<img src=x onerror=alert(1)>', authors: [], abstract: '' });
    expect(result.papers[0]?.published).toBeUndefined();
    expect(JSON.stringify(result.papers[0])).not.toContain('javascript:');
  });
});
