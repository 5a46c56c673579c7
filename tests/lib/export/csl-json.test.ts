import { describe, expect, it } from 'vitest';
import { citationKeys } from '../../../lib/export/citation-keys';
import { cslItem, toCslJson } from '../../../lib/export/csl-json';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://example.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const preprint = paper({ arxivId: '2604.27955v2', title: 'GUI Agents', authors: ['Junan Hu', 'Meituan'], published: '2026-04-30' });

describe('cslItem', () => {
  it('writes a preprint as an arXiv article, as Zotero does', () => {
    const record = { paperId: preprint.id, collectionIds: [], savedAt: 0, tags: ['gui', 'survey'], note: 'Good', read: false };
    expect(cslItem({ paper: preprint, record })).toEqual({
      id: '2604.27955',
      type: 'article',
      title: 'GUI Agents',
      author: [{ family: 'Hu', given: 'Junan' }, { family: 'Meituan' }],
      issued: { 'date-parts': [[2026, 4, 30]] },
      DOI: '10.48550/arXiv.2604.27955',
      URL: 'https://arxiv.org/abs/2604.27955',
      publisher: 'arXiv',
      number: '2604.27955',
      note: 'Good',
      keyword: 'gui, survey',
    });
  });

  it('writes a journal paper known by its DOI as a journal article, without arXiv as publisher', () => {
    const journal = paper({ doi: '10.1038/nature24270', title: 'AlphaGo Zero' });
    const item = cslItem({ paper: journal }, 'item-1');
    expect(item).toMatchObject({
      id: 'item-1',
      type: 'article-journal',
      DOI: '10.1038/nature24270',
      URL: 'https://doi.org/10.1038/nature24270',
    });
    expect(item).not.toHaveProperty('publisher');
    expect(item).not.toHaveProperty('number');
  });

  it('writes "Jr." as the author’s suffix, not as the family name citeproc sorts and cites by', () => {
    const heath = paper({ arxivId: '2605.28143', title: 'MIMO', authors: ['Robert W. Heath Jr.'] });
    expect(cslItem({ paper: heath }).author).toEqual([{ family: 'Heath', given: 'Robert W.', suffix: 'Jr.' }]);
  });
});

describe('toCslJson', () => {
  it('is a JSON array of the items, each with its citation key as its id (Pandoc’s @key)', () => {
    const [item] = JSON.parse(toCslJson([{ paper: preprint }]));
    const key = citationKeys([{ paper: preprint }]).get(preprint.id);
    expect(key).not.toBe(preprint.id);
    expect(item).toEqual(cslItem({ paper: preprint }, key));
    expect(JSON.parse(toCslJson([]))).toEqual([]);
  });
});
