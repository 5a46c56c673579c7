import { describe, expect, it } from 'vitest';
import { arxivIdOf, citationDoi, dateParts, landingUrl, publicationOf, splitName } from '../../../lib/export/item';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://example.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const preprint = paper({ arxivId: '2604.27955v2', title: 'GUI Agents', published: '2026-04-30' });
const oldStyle = paper({ arxivId: 'hep-th/9901001', title: 'Old' });
const journal = paper({ doi: '10.1038/nature24270', title: 'AlphaGo Zero', absUrl: 'https://www.nature.com/articles/nature24270' });
const forum = paper({ siteKey: 'openreview:VTF8yNQM66', title: 'SWE-bench' });

describe('the ids and links an export writes', () => {
  it('writes arXiv ids of either style, and never a crafted id from a backup', () => {
    expect(arxivIdOf(preprint)).toBe('2604.27955');
    expect(arxivIdOf(oldStyle)).toBe('hep-th/9901001');
    expect(arxivIdOf(journal)).toBeUndefined();
    expect(arxivIdOf({ ...preprint, id: '2604.27955}, note={x' })).toBeUndefined();
    expect(arxivIdOf({ ...preprint, id: '}, @misc{x, 2604.27955' })).toBeUndefined();
  });

  it('cites the journal’s DOI when known, else arXiv’s own, and none for a forum paper', () => {
    expect(citationDoi(preprint)).toBe('10.48550/arXiv.2604.27955');
    expect(citationDoi({ ...preprint, doi: '10.1145/1.2' })).toBe('10.1145/1.2');
    expect(citationDoi(journal)).toBe('10.1038/nature24270');
    expect(citationDoi(forum)).toBeUndefined();
  });

  it('links the arXiv page, else the paper’s own page, else its DOI', () => {
    expect(landingUrl(preprint)).toBe('https://arxiv.org/abs/2604.27955');
    expect(landingUrl(journal)).toBe('https://www.nature.com/articles/nature24270');
    expect(landingUrl({ ...journal, absUrl: undefined })).toBe('https://doi.org/10.1038/nature24270');
    // A forum paper saved before its page was kept: the page its key names.
    expect(landingUrl({ ...forum, absUrl: undefined })).toBe('https://openreview.net/forum?id=VTF8yNQM66');
    expect(landingUrl(paper({ siteKey: 'web:example.org/paper', title: 'Unlinked' }))).toBeUndefined();
  });

  it('reads the first version’s date as numbers', () => {
    expect(dateParts(preprint)).toEqual([2026, 4, 30]);
    expect(dateParts(forum)).toBeUndefined();
  });

  it('calls a paper with only a journal DOI a journal article, and an arXiv preprint unpublished', () => {
    expect(publicationOf(preprint)).toBeUndefined();
    expect(publicationOf(journal)).toEqual({ kind: 'journal', doi: '10.1038/nature24270' });
  });
});

describe('splitName', () => {
  it.each([
    ['Junan Hu', { family: 'Hu', given: 'Junan' }],
    ['Carlos E Jimenez', { family: 'Jimenez', given: 'Carlos E' }],
    ['Ludwig van Beethoven', { family: 'van Beethoven', given: 'Ludwig' }],
    ['Johannes Diderik van der Waals', { family: 'van der Waals', given: 'Johannes Diderik' }],
    ['Meituan', { family: 'Meituan' }],
    ['  Ada   Lovelace ', { family: 'Lovelace', given: 'Ada' }],
    // A generational suffix is neither the family name nor part of the given names.
    ['Robert W. Heath Jr.', { family: 'Heath', given: 'Robert W.', suffix: 'Jr.' }],
    ['Martin Luther King, Jr', { family: 'King', given: 'Martin Luther', suffix: 'Jr' }],
    ['Oscar de la Hoya Sr.', { family: 'de la Hoya', given: 'Oscar', suffix: 'Sr.' }],
    ['John Smith III', { family: 'Smith', given: 'John', suffix: 'III' }],
    ['Smith Jr.', { family: 'Smith', suffix: 'Jr.' }],
    // Initials written after the family name are no suffix.
    ['Ramesh Kumar SR', { family: 'SR', given: 'Ramesh Kumar' }],
  ])('%j is %j', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
