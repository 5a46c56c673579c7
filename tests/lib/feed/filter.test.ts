import { describe, expect, it } from 'vitest';
import { chipsToShow, filterRows, prepareSearch, tagCounts, withTopicTags } from '../../../lib/feed/filter';
import type { Paper } from '../../../lib/paper/schema';

function paper(id: string, title: string, authors: string[], abstract: string): Paper {
  return {
    id,
    title,
    authors,
    affiliations: [],
    abstract,
    categories: [],
    source: { site: 'feed', url: 'https://export.arxiv.org/api/query', at: 0 },
  };
}

const rows = [
  {
    paper: paper(
      '2605.00001',
      'SKILLC: Skill Internalization via Contrastive Credit Assignment',
      ['Hongxiang Lin'],
      'Agents learn skills.',
    ),
    tags: ['Credit Assignment', 'Skills'],
  },
  {
    paper: paper('2605.00002', 'Training Search Agents', ['Yibo Zhao', 'Jürgen Müller'], 'What matters with GRPO.'),
    tags: ['Search Agents'],
  },
  {
    paper: paper('2605.00003', 'Multi-Agent Negotiation', ['Yunbo Long'], 'Offline distillation.'),
    tags: ['Multi-Agent', 'Credit Assignment'],
  },
];

describe('filterRows', () => {
  it('keeps every row for an empty query and no chips', () => {
    expect(filterRows(rows, '   ')).toBe(rows);
  });

  it.each([
    ['credit', ['2605.00001', '2605.00003']],
    ['SKILLC', ['2605.00001']],
    ['muller', ['2605.00002']],
    ['grpo search', ['2605.00002']],
    ['negotiation offline', ['2605.00003']],
    ['grpo negotiation', []],
  ])('finds %j in titles, authors, abstracts and tags', (query, ids) => {
    expect(filterRows(rows, query).map((row) => row.paper.id)).toEqual(ids);
  });

  it('keeps only rows with every chosen tag, combined with the query', () => {
    expect(filterRows(rows, '', ['Credit Assignment']).map((row) => row.paper.id)).toEqual(['2605.00001', '2605.00003']);
    expect(filterRows(rows, 'agents', ['Credit Assignment', 'Skills']).map((row) => row.paper.id)).toEqual(['2605.00001']);
  });

  it.each([
    ['2605.00002', ['2605.00002']],
    ['arXiv:2605.00002v3', ['2605.00002']],
    ['https://arxiv.org/abs/2605.00002v1', ['2605.00002']],
    ['https://arxiv.org/pdf/2605.00002.pdf', ['2605.00002']],
    ['https://arxiv.org/abs/2605.00002v2?context=cs', ['2605.00002']],
    ['https://doi.org/10.48550/arXiv.2605.00002', ['2605.00002']],
    ['10.48550/arXiv.2605.00002', ['2605.00002']],
    ['10.18653/v1/2024.acl-long.1', ['doi:10.18653/v1/2024.acl-long.1']],
    ['https://doi.org/10.18653/v1/2024.acl-long.1', ['doi:10.18653/v1/2024.acl-long.1']],
    ['10.1145/3580305.3599256', ['2605.00003']],
    ['iclr 2026', ['2605.00003']],
    ['reread section', ['2605.00001']],
  ])('finds a paper by its ids, its venue or the note on it: %j', (query, ids) => {
    const cited = [
      { ...rows[0], note: 'Reread section 3 before the group meeting.' } as (typeof rows)[number],
      rows[1] as (typeof rows)[number],
      { ...rows[2], paper: { ...rows[2]?.paper, doi: '10.1145/3580305.3599256', journalRef: 'ICLR 2026' } } as (typeof rows)[number],
      { paper: paper('doi:10.18653/v1/2024.acl-long.1', 'An ACL paper', ['A. Author'], 'Dialogue.'), tags: [] },
    ];
    expect(filterRows(cited, query).map((row) => row.paper.id)).toEqual(ids);
  });

  it('finds a paper by the note and tags the user changed since the last search, and no longer by the old ones', () => {
    const [first] = rows;
    if (!first) throw new Error('no rows');
    expect(filterRows([{ ...first, note: 'Compare with ArCHer.' }], 'archer')).toHaveLength(1);
    // The same paper, its note rewritten and a tag added: what the user wrote is read afresh, the paper's text kept.
    const edited = [{ ...first, note: 'Baseline for the group meeting.', tags: [...first.tags, 'To reproduce'] }];
    expect(filterRows(edited, 'archer')).toEqual([]);
    expect(filterRows(edited, 'baseline reproduce skillc')).toHaveLength(1);
  });

  it('finds, as the user types on, deletes and changes chips, what a search of the whole list finds', () => {
    const typed: [string, string[]][] = [
      ['a', []],
      ['ag', []],
      ['agents', []],
      ['agents', ['Skills']],
      ['agents', []],
      ['agent', []],
      ['agent grpo', []],
      ['grpo', []],
      ['2605.00002', []],
      ['https://arxiv.org/abs/2605.00002', []],
      ['https://arxiv.org/abs/2605.00001', []],
      ['cred', ['Multi-Agent']],
      ['credit', ['Multi-Agent']],
      ['cr', []],
      ['skills', []],
      ['s', []],
      ['"credit', []],
      ['"credit a', []],
      ['"credit assignment"', []],
      ['"credit assignment" neg', []],
      ['"credit assignment', []],
    ];
    for (const [query, chips] of typed) {
      expect(
        filterRows(rows, query, chips).map((row) => row.paper.id),
        `${query} ${chips}`,
      ).toEqual(filterRows([...rows], query, chips).map((row) => row.paper.id));
    }
  });

  it('readies rows for search while there is time, goes on where it stopped, and then finds what it would have', () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      paper: paper(`2605.${String(index).padStart(5, '0')}`, `Paper ${index}`, ['A. Author'], index % 3 === 0 ? 'Uses GRPO.' : 'Uses PPO.'),
      tags: [],
    }));
    let slices = 2;
    expect(prepareSearch(many, 0, () => slices-- > 0)).toBe(40);
    expect(prepareSearch(many, 40, () => true)).toBe(45);
    expect(filterRows(many, 'grpo')).toHaveLength(15);
  });

  it.each([
    ['"credit assignment"', ['2605.00001', '2605.00003']],
    ['“Credit Assignment”', ['2605.00001', '2605.00003']],
    ['"credit ass', ['2605.00001', '2605.00003']],
    ['"assignment credit"', []],
    ['assignment credit', ['2605.00001', '2605.00003']],
    ['"credit assignment" negotiation', ['2605.00003']],
    ['"learn skills"', ['2605.00001']],
    ['""', ['2605.00001', '2605.00002', '2605.00003']],
  ])('finds a quoted phrase only as written: %j', (query, ids) => {
    expect(filterRows(rows, query).map((row) => row.paper.id)).toEqual(ids);
  });

  it('finds a quoted phrase across a line break of the note, never across two fields', () => {
    const wrapped = [
      {
        paper: paper('2605.00009', 'Agents With Credit', ['A. Author'], 'Learned assignment of rewards.'),
        tags: [],
        note: 'Compare the\nablation table',
      },
    ];
    expect(filterRows(wrapped, '"compare the ablation"')).toHaveLength(1);
    expect(filterRows(wrapped, '"learned assignment"')).toHaveLength(1);
    expect(filterRows(wrapped, '"credit learned"')).toEqual([]);
  });

  it('treats markup in a query as plain words', () => {
    expect(filterRows(rows, '<img src=x onerror=alert(1)>')).toEqual([]);
  });
});

describe('tagCounts', () => {
  it('counts tags, most frequent first, then by name', () => {
    expect(tagCounts(rows)).toEqual([
      { tag: 'Credit Assignment', count: 2 },
      { tag: 'Multi-Agent', count: 1 },
      { tag: 'Search Agents', count: 1 },
      { tag: 'Skills', count: 1 },
    ]);
  });
});

describe('chipsToShow', () => {
  const common = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const many = [
    ...Array.from({ length: 3 }, (_, i) => ({ paper: paper(`2605.0100${i}`, 'Common', [], ''), tags: common })),
    { paper: paper('2605.01009', 'Rare', [], ''), tags: ['Rare'] },
  ];

  it('shows the eight commonest tags with their counts', () => {
    expect(chipsToShow(many, [])).toEqual(common.map((tag) => ({ tag, count: 3 })));
  });

  it('keeps a chosen chip that fell out of the commonest (or out of the list), so the filter can be undone', () => {
    expect(chipsToShow(many, ['Rare', 'Gone']).slice(8)).toEqual([
      { tag: 'Rare', count: 1 },
      { tag: 'Gone', count: 0 },
    ]);
    expect(chipsToShow(many, ['B'])).toHaveLength(8);
  });

  it('counts on each chip what pressing it would show: the rows the search and the chosen chips leave', () => {
    const mixed = [
      ...many,
      { paper: paper('2605.01010', 'Mixed', [], ''), tags: ['A', 'Rare'] },
      { paper: paper('2605.01011', 'Other', [], ''), tags: ['Rare'] },
    ];
    const shown = filterRows(mixed, '', ['Rare']);
    const chips = chipsToShow(mixed, ['Rare'], shown);
    // Three papers show under "Rare"; "A" is on one of them, not on the four of the whole list.
    expect(chips.find((chip) => chip.tag === 'A')).toEqual({ tag: 'A', count: 1 });
    expect(chips.find((chip) => chip.tag === 'B')).toEqual({ tag: 'B', count: 0 });
    expect(chips.find((chip) => chip.tag === 'Rare')).toEqual({ tag: 'Rare', count: 3 });
  });
});

describe('withTopicTags', () => {
  it('keeps the user’s own tags on a saved paper the feed also holds, with the topic’s after them, each once', () => {
    expect(withTopicTags(['to-read', 'Memory'], ['Memory', 'Credit Assignment'])).toEqual(['to-read', 'Memory', 'Credit Assignment']);
    expect(withTopicTags(['to-read'], undefined)).toEqual(['to-read']);
  });

  it('shows a tag the user typed in another case or spacing once, in the user’s spelling', () => {
    expect(withTopicTags(['credit  assignment', 'Memory'], ['Credit Assignment', 'memory'])).toEqual(['credit  assignment', 'Memory']);
  });
});

describe('one chip per tag, whatever its case', () => {
  const mixed = [
    { paper: paper('2605.00004', 'One', [], ''), tags: ['credit assignment'] },
    { paper: paper('2605.00005', 'Two', [], ''), tags: ['Credit Assignment'] },
    { paper: paper('2605.00006', 'Three', [], ''), tags: ['Credit-Assignment', 'credit assignment'] },
  ];
  it('counts the papers under one chip, and the chip finds them all', () => {
    expect(tagCounts(mixed)).toEqual([{ tag: 'credit assignment', count: 3 }]);
    expect(filterRows(mixed, '', ['Credit Assignment'])).toHaveLength(3);
    expect(chipsToShow(mixed, ['CREDIT ASSIGNMENT'])).toEqual([{ tag: 'credit assignment', count: 3 }]);
  });
});
