import { describe, expect, it } from 'vitest';
import type { ArxivEntry } from '../../../lib/arxiv/atom';
import { entryToDraft } from '../../../lib/arxiv/to-draft';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

const entry: ArxivEntry = {
  arxiv: { id: '2604.27955', version: 2 },
  title: 'GUI Agents with Reinforcement Learning',
  authors: [
    { name: 'Junan Hu', affiliations: ['Tsinghua University'] },
    { name: 'Ada Lovelace', affiliations: [] },
  ],
  abstract: 'A survey of GUI agents trained with RL.',
  categories: ['cs.AI', 'cs.LG'],
  primaryCategory: 'cs.AI',
  published: '2026-04-30T08:41:17Z',
  updated: '2026-05-02T10:00:00Z',
  doi: '10.1145/3580305.3599256',
  journalRef: 'ICLR 2026',
  comment: '12 pages',
  absUrl: 'https://arxiv.org/abs/2604.27955v2',
  pdfUrl: 'https://arxiv.org/pdf/2604.27955v2',
};

describe('entryToDraft', () => {
  it('carries an API entry’s metadata into the paper the user saves, version included', () => {
    const result = normalizePaperDraft(entryToDraft(entry), { site: 'arxiv-api', url: entry.absUrl ?? '', at: 1 });
    if (!result.ok) throw new Error(result.error);
    expect(result.paper).toMatchObject({
      id: '2604.27955',
      version: 2,
      title: 'GUI Agents with Reinforcement Learning',
      authors: ['Junan Hu', 'Ada Lovelace'],
      affiliations: ['Tsinghua University'],
      abstract: 'A survey of GUI agents trained with RL.',
      categories: ['cs.AI', 'cs.LG'],
      primaryCategory: 'cs.AI',
      published: '2026-04-30',
      doi: '10.1145/3580305.3599256',
      journalRef: 'ICLR 2026',
      comment: '12 pages',
    });
  });
});
