import { describe, expect, it } from 'vitest';
import { publishedKey } from '../../../lib/library/published-order';
import type { Paper } from '../../../lib/paper/schema';

const base: Paper = {
  id: '2605.00001',
  title: 'A paper',
  authors: [],
  affiliations: [],
  abstract: '',
  categories: [],
  source: { site: 'test', url: 'https://arxiv.org/', at: 0 },
};

describe('the Published sort', () => {
  it('puts a proceedings paper dated by its year among the papers of that year, newest first', () => {
    const papers: Paper[] = [
      { ...base, id: 'preprint-2019', published: '2019-05-01' },
      { ...base, id: 'doi:10.5555/neurips-2023', journalRef: 'Advances in Neural Information Processing Systems 36, 2023' },
      { ...base, id: 'preprint-2024', published: '2024-02-10' },
      { ...base, id: 'undated' },
    ];
    const newestFirst = [...papers].sort((a, b) => publishedKey(b).localeCompare(publishedKey(a))).map((paper) => paper.id);
    expect(newestFirst).toEqual(['preprint-2024', 'doi:10.5555/neurips-2023', 'preprint-2019', 'undated']);
  });
});
