import { describe, expect, it } from 'vitest';
import { citationKeys } from '../../../lib/export/citation-keys';
import type { ExportItem } from '../../../lib/export/item';
import type { Paper, SavedRecord } from '../../../lib/paper/schema';

function paper(id: string, title: string, authors = ['Hongxiang Lin'], published = '2026-05-27'): Paper {
  return { id, title, authors, abstract: '', published, categories: [], sources: [], trust: 3, pending: false } as unknown as Paper;
}

const record = (paperId: string, citeKey?: string): SavedRecord => ({
  paperId,
  collectionIds: ['reading-list'],
  savedAt: 0,
  tags: [],
  note: '',
  read: false,
  ...(citeKey ? { citeKey } : {}),
});

const skillc = paper('2605.28143', 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents');

describe('citationKeys', () => {
  it('makes a key of the first author’s family name, the year and the first significant title word', () => {
    const keys = citationKeys([
      { paper: skillc },
      { paper: paper('2604.00001', 'On the Credit of Agents', ['Jürgen Müller'], '2026-04-02') },
      { paper: paper('2604.00002', 'Towards — Web Agents', [], '') },
    ]);
    expect([...keys]).toEqual([
      ['2605.28143', 'lin2026skillc'],
      ['2604.00001', 'muller2026credit'],
      ['2604.00002', 'anonweb'],
    ]);
  });

  it('gives clashing keys suffixes by paper id, the same in any order', () => {
    const items: ExportItem[] = [{ paper: skillc }, { paper: { ...skillc, id: '2605.30001' } }, { paper: { ...skillc, id: '2605.10001' } }];
    const keys = citationKeys(items);
    expect([...keys.values()].sort()).toEqual(['lin2026skillc', 'lin2026skillca', 'lin2026skillcb']);
    expect(keys.get('2605.10001')).toBe('lin2026skillc');
    expect(citationKeys([...items].reverse())).toEqual(keys);
  });

  it('keeps a saved paper’s key whatever its title became, and whichever papers the export holds', () => {
    const revised = { ...skillc, title: 'Contrastive Skill Internalization' };
    // A paper with a lower id and the same base key came later: the key stays with the paper that has it.
    const newcomer = { ...skillc, id: '2605.00001' };
    const keys = citationKeys([{ paper: revised, record: record(skillc.id, 'lin2026skillc') }, { paper: newcomer }]);
    expect(keys.get(skillc.id)).toBe('lin2026skillc');
    expect(keys.get(newcomer.id)).toBe('lin2026skillca');
  });

  it('never gives a key another saved paper holds, in the export or not', () => {
    const keys = citationKeys(
      [{ paper: skillc }, { paper: { ...skillc, id: '2605.30001' } }],
      new Set(['lin2026skillc', 'lin2026skillca']),
    );
    expect([...keys.values()].sort()).toEqual(['lin2026skillcb', 'lin2026skillcc']);
  });

  it('compares keys as BibTeX does, regardless of case', () => {
    const keys = citationKeys([{ paper: skillc }], new Set(['Lin2026SKILLC']));
    expect(keys.get(skillc.id)).toBe('lin2026skillca');
  });

  it('gives a key two papers hold (two libraries merged) to the lower id, and the other a new one', () => {
    const twin = paper('2601.00001', 'Memory for Agents', ['Ada Lovelace'], '2026-01-05');
    const keys = citationKeys([
      { paper: skillc, record: record(skillc.id, 'shared') },
      { paper: twin, record: record(twin.id, 'shared') },
    ]);
    expect(keys.get(twin.id)).toBe('shared');
    expect(keys.get(skillc.id)).toBe('lin2026skillc');
  });

  it('gives a new key to a paper whose stored key could break out of its entry', () => {
    const keys = citationKeys([{ paper: skillc, record: { ...record(skillc.id), citeKey: 'x,\n  title = {pwned}' } }]);
    expect(keys.get(skillc.id)).toBe('lin2026skillc');
  });

  it('takes a key decided beforehand over the record’s', () => {
    const keys = citationKeys([{ paper: skillc, record: record(skillc.id, 'old'), citeKey: 'decided' }]);
    expect(keys.get(skillc.id)).toBe('decided');
  });
});
