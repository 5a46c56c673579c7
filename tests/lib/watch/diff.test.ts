import { describe, expect, it } from 'vitest';
import type { Paper } from '../../../lib/paper/schema';
import { diffPaper, isWithdrawal } from '../../../lib/watch/diff';

const stored: Paper = {
  id: '2604.27955',
  version: 1,
  title: 'GUI Agents with Reinforcement Learning',
  authors: ['Junan Hu', 'Jian Liu'],
  affiliations: [],
  abstract: 'We survey RL for GUI agents.',
  categories: ['cs.AI'],
  published: '2026-04-30',
  updated: '2026-04-30',
  source: { site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955', at: 1 },
};

describe('what changed about a saved paper', () => {
  it('nothing, when arXiv says the same (re-wrapped whitespace included)', () => {
    const same = { ...stored, title: ' GUI Agents with\n  Reinforcement Learning ', abstract: 'We survey RL\nfor GUI agents.' };
    expect(diffPaper(stored, same).changes).toEqual([]);
  });

  it('a new version, with its number and date', () => {
    const diff = diffPaper(stored, { ...stored, version: 3, updated: '2026-11-20' });
    expect(diff).toEqual({ changes: [{ kind: 'version', from: 'v1', to: 'v3' }], baseline: true, version: 3, versionDate: '2026-11-20' });
  });

  it('publication: a journal reference and a DOI', () => {
    const diff = diffPaper(stored, { ...stored, journalRef: 'ICLR 2026', doi: '10.1234/iclr.2026.42' });
    expect(diff.changes).toEqual([
      { kind: 'journal-ref', from: undefined, to: 'ICLR 2026' },
      { kind: 'doi', from: undefined, to: '10.1234/iclr.2026.42' },
    ]);
  });

  it('a changed title, author list or abstract, each with what it was', () => {
    const diff = diffPaper(stored, { ...stored, title: 'GUI Agents with RL', authors: ['Junan Hu'], abstract: 'A new abstract.' });
    expect(diff.changes).toEqual([
      { kind: 'title', from: 'GUI Agents with Reinforcement Learning', to: 'GUI Agents with RL' },
      { kind: 'authors', from: 'Junan Hu, Jian Liu', to: 'Junan Hu' },
      { kind: 'abstract' },
    ]);
  });

  it('a withdrawal, said in the comment or as the abstract, once', () => {
    const withdrawn = { ...stored, version: 2, comment: 'This paper has been withdrawn by the authors due to an error.' };
    expect(diffPaper(stored, withdrawn).changes).toContainEqual({ kind: 'withdrawn' });
    expect(isWithdrawal({ abstract: 'This paper has been withdrawn by arXiv administrators.' })).toBe(true);
    expect(isWithdrawal({ abstract: 'We study withdrawn papers.', comment: '12 pages' })).toBe(false);
    expect(diffPaper({ ...stored, withdrawn: true }, withdrawn).changes).not.toContainEqual({ kind: 'withdrawn' });
  });

  it('not a title change while the stored title is the placeholder of a paper saved by id', () => {
    const pending = { ...stored, title: 'arXiv:2604.27955', authors: [], pending: true as const };
    expect(diffPaper(pending, stored).changes).toEqual([]);
  });

  it('a comment that only mentions a withdrawal is none ("an earlier version was withdrawn from NeurIPS")', () => {
    expect(isWithdrawal({ abstract: 'x', comment: 'Accepted at ICLR 2026; an earlier version was withdrawn from NeurIPS' })).toBe(false);
    expect(isWithdrawal({ abstract: 'x', comment: 'Withdrawn: a proof in Section 3 is wrong' })).toBe(true);
    expect(isWithdrawal({ abstract: 'x', comment: '  This submission has been withdrawn by the author' })).toBe(true);
  });

  it('a paper marked withdrawn whose latest version is not a withdrawal: no longer withdrawn', () => {
    const diff = diffPaper({ ...stored, withdrawn: true, version: 2 }, { ...stored, version: 3 });
    expect(diff.changes).toEqual([{ kind: 'reinstated' }, { kind: 'version', from: 'v2', to: 'v3' }]);
  });

  it.each([
    [
      'saved without a version (arXiv search results)',
      { ...stored, version: undefined, source: { site: 'arxiv-search', url: 'https://arxiv.org/search/', at: 1 } },
    ],
    [
      'saved from another site',
      {
        ...stored,
        source: { site: 'semantic-scholar', url: 'https://www.semanticscholar.org/paper/x', at: 1 },
        title: 'Gui agents with RL',
      },
    ],
  ])('no news on the first answer about a paper %s: arXiv’s record becomes its baseline', (_name, saved) => {
    const diff = diffPaper(saved as Paper, { ...stored, version: 3, authors: ['J. Hu', 'J. Liu'], journalRef: 'ICLR 2026' });
    expect(diff).toMatchObject({ changes: [], baseline: false, version: 3 });
    // A withdrawal is still news.
    expect(diffPaper(saved as Paper, { ...stored, version: 3, comment: 'Withdrawn.' }).changes).toEqual([{ kind: 'withdrawn' }]);
  });
});
