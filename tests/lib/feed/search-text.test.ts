import { describe, expect, it } from 'vitest';
import { ownText, paperText } from '../../../lib/feed/search-text';
import type { Paper } from '../../../lib/paper/schema';

const paper: Paper = {
  id: '2605.10001',
  title: 'Agents Trained With GRPO',
  authors: ['Jürgen Müller'],
  affiliations: ['Tsinghua University'],
  abstract: 'Multi-turn credit assignment.',
  categories: [],
  journalRef: 'ICLR 2026',
  source: { site: 'feed', url: 'https://export.arxiv.org/api/query', at: 0 },
};

describe('the text a search reads', () => {
  it('is the paper’s title, authors, affiliations, abstract, id and venue, lower case and without accents', () => {
    const text = paperText(paper);
    for (const word of ['grpo', 'muller', 'tsinghua', 'credit assignment', '2605.10001', 'iclr 2026']) expect(text).toContain(word);
  });

  it('follows a copy of the paper whose text changed, as the store hands out after an update', () => {
    expect(paperText(paper)).toContain('grpo');
    const revised = { ...paper, title: 'Agents Trained With PPO', authors: ['Jürgen Müller', 'Ada Lovelace'] };
    expect(paperText(revised)).not.toContain('grpo');
    expect(paperText(revised)).toContain('lovelace');
    // An equal copy reads the same text.
    expect(paperText({ ...revised, authors: [...revised.authors] })).toBe(paperText(revised));
  });

  it('follows the tags and the note the user changed on a paper’s row', () => {
    expect(ownText(paper.id, { tags: ['To read'], note: 'Compare with ArCHer' })).toContain('archer');
    const changed = ownText(paper.id, { tags: ['To read', 'Baselines'], note: 'Compare with ArCHer' });
    expect(changed).toContain('baselines');
    expect(ownText(paper.id, { tags: ['To read', 'Baselines'], note: '' })).not.toContain('archer');
  });
});
