import { describe, expect, it } from 'vitest';
import type { Paper } from '../../../lib/paper/schema';
import { takeAnswer } from '../../../lib/watch/take-answer';

const stored: Paper = {
  id: '2604.27955',
  version: 1,
  title: 'GUI Agents with Reinforcement Learning',
  authors: ['Junan Hu'],
  affiliations: [],
  abstract: 'We train GUI agents with PPO.',
  categories: ['cs.AI'],
  comment: '12 pages',
  source: { site: 'arxiv-abs', url: 'https://arxiv.org/abs/2604.27955', at: 1 },
};
const api = { site: 'arxiv-api', url: 'https://export.arxiv.org/api/query', at: 2 };

describe('what arXiv’s answer does to a saved paper', () => {
  it('nothing when nothing changed', () => {
    expect(takeAnswer(stored, { ...stored, source: api }, 5)).toBeUndefined();
  });

  it('a withdrawal keeps the paper’s own abstract, marks it, and records it once', () => {
    const notice = { ...stored, version: 2, abstract: 'This paper has been withdrawn by the authors.', comment: undefined, source: api };
    const taken = takeAnswer(stored, notice, 5);
    expect(taken?.paper).toMatchObject({ withdrawn: true, version: 2, abstract: 'We train GUI agents with PPO.' });
    expect(taken?.update?.changes.map((change) => change.kind)).toEqual(['withdrawn', 'version']);
  });

  it('a later version that is not a withdrawal takes the mark off, and the old comment goes with it', () => {
    const withdrawn = { ...stored, version: 2, withdrawn: true as const, comment: 'Withdrawn: an error in Table 2' };
    const taken = takeAnswer(withdrawn, { ...stored, version: 3, comment: undefined, source: api }, 5);
    expect(taken?.paper.withdrawn).toBeUndefined();
    expect(taken?.paper.comment).toBeUndefined();
    expect(taken?.update?.changes.map((change) => change.kind)).toEqual(['reinstated', 'version']);
  });

  it('a paper saved without a version takes arXiv’s record as its baseline, with no history row', () => {
    const unversioned = { ...stored, version: undefined, source: { site: 'arxiv-search', url: 'https://arxiv.org/search/', at: 1 } };
    const taken = takeAnswer(unversioned, { ...stored, version: 3, source: api }, 5);
    expect(taken?.paper.version).toBe(3);
    expect(taken?.update).toBeUndefined();
    // The next answer compares against it.
    expect(takeAnswer(taken?.paper as Paper, { ...stored, version: 4, source: api }, 6)?.update?.changes).toEqual([
      { kind: 'version', from: 'v3', to: 'v4' },
    ]);
  });
});
