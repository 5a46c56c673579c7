import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/export/csv';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://example.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

/** The rows as objects keyed by the header, quotes and BOM undone (no cell here holds a comma or a line break). */
function rows(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split('","').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
  return lines.map((cells) => Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])));
}

describe('toCsv', () => {
  const saved = {
    paper: paper({ arxivId: '2604.27955v2', title: 'GUI Agents', authors: ['Junan Hu', 'Song Guo'], categories: ['cs.AI', 'cs.LG'] }),
    record: {
      paperId: '2604.27955',
      collectionIds: ['rl-for-llm-agents', 'gone'],
      savedAt: Date.UTC(2026, 4, 1, 12),
      tags: ['gui', 'survey'],
      note: 'Say "hi"',
      read: false,
    },
  };

  it('names the venue in a column of its own, with its year where the page gave no date', () => {
    const acl = paper({
      doi: '10.18653/v1/2023.acl-long.754',
      title: 'Self-Instruct',
      journalRef: 'Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics (Volume 1: Long Papers), 2023',
    });
    const [row, preprint] = rows(toCsv([{ paper: acl }, saved]));
    expect(row?.venue).toMatch(/^Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics.*2023$/);
    expect(row?.published).toBe('');
    expect(preprint?.venue).toBe('');
  });

  it('writes a saved paper with its tags, collection names, note and when it was saved', () => {
    const [row] = rows(toCsv([saved], new Map([['rl-for-llm-agents', 'RL for LLM Agents']])));
    expect(row).toMatchObject({
      id: '2604.27955',
      arxiv_id: '2604.27955',
      title: 'GUI Agents',
      authors: 'Junan Hu; Song Guo',
      categories: 'cs.AI; cs.LG',
      doi: '10.48550/arXiv.2604.27955',
      url: 'https://arxiv.org/abs/2604.27955',
      tags: 'gui; survey',
      // A collection that no longer exists is named by its id.
      collections: 'RL for LLM Agents; gone',
      note: 'Say "hi"',
      read: 'false',
      saved_at: '2026-05-01T12:00:00.000Z',
    });
  });

  it('leaves the user’s columns blank for a paper that is not saved', () => {
    const [row] = rows(toCsv([{ paper: saved.paper }]));
    expect(row).toMatchObject({ title: 'GUI Agents', tags: '', collections: '', note: '', read: '', saved_at: '' });
  });

  it('writes only the header for an empty list', () => {
    expect(rows(toCsv([]))).toEqual([]);
    expect(toCsv([]).startsWith('\uFEFF"id","arxiv_id","title"')).toBe(true);
  });
});
