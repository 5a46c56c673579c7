import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
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
      annote: 'Good',
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

describe('the user’s note in CSL-JSON', () => {
  it('never changes the reference citeproc formats, whatever "variable: value" lines the note holds', async () => {
    const record = {
      paperId: preprint.id,
      collectionIds: [],
      savedAt: 0,
      tags: [],
      note: 'Skim first\nstatus: to read\nissued: 1999',
      read: false,
    };
    const [item] = JSON.parse(toCslJson([{ paper: preprint, record }]));
    const reference = (await Cite.async([item])).format('bibliography', { format: 'text', template: 'apa' });
    expect(reference).toBe(
      (await Cite.async([cslItem({ paper: preprint }, item.id)])).format('bibliography', { format: 'text', template: 'apa' }),
    );
    expect(reference).toContain('(2026)');
    expect(reference).not.toMatch(/to read|1999/i);
    // The note is still in the file, as an annotation.
    expect(item.annote).toBe(record.note);
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
