import { describe, expect, it } from 'vitest';
import { escapeMarkdown, toMarkdown } from '../../../lib/export/markdown';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://example.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const gui = paper({ arxivId: '2604.27955', title: 'GUI Agents', authors: ['Junan Hu'], published: '2026-04-30' });
const record = { paperId: '2604.27955', collectionIds: [], savedAt: 0, tags: ['credit assignment'], note: 'Read *twice*', read: true };
// Noon UTC: 2 May on every calendar from UTC−11 to UTC+11 (the export says the user's day).
const NOW = Date.UTC(2026, 4, 2, 12);

describe('toMarkdown', () => {
  it('heads the list with the count and the day of the export', () => {
    expect(
      toMarkdown([{ paper: gui }], 'My list', NOW)
        .split('\n')
        .slice(0, 3),
    ).toEqual(['# My list', '', '_1 paper, exported 2026-05-02._']);
    expect(toMarkdown([], undefined, NOW)).toContain('_0 papers, exported 2026-05-02._');
  });

  it('ticks papers read, lists tags as hashtags and quotes the note, escaped', () => {
    const markdown = toMarkdown([{ paper: gui, record }], 'List', NOW);
    expect(markdown).toContain('- [x] [GUI Agents](<https://arxiv.org/abs/2604.27955>) ([PDF](<https://arxiv.org/pdf/2604.27955>))');
    expect(markdown).toContain('#credit\\-assignment');
    expect(markdown).toContain('  > Read \\*twice\\*');
    expect(toMarkdown([{ paper: gui }], 'List', NOW)).toContain('- [ ] [GUI Agents]');
  });

  it('names where a paper was published, with its year where the page gave no date (the ACL Anthology, NeurIPS)', () => {
    const neurips = paper({
      siteKey: 'neurips:0123456789abcdef0123456789abcdef',
      title: 'Reflexion',
      authors: ['Noah Shinn'],
      journalRef: 'Advances in Neural Information Processing Systems, 2023',
    });
    const published = paper({ arxivId: '2604.27955', title: 'GUI Agents', published: '2026-04-30', journalRef: 'ICLR 2026' });
    expect(toMarkdown([{ paper: neurips }], 'List', NOW)).toContain(
      '  Noah Shinn · Advances in Neural Information Processing Systems, 2023',
    );
    expect(toMarkdown([{ paper: published }], 'List', NOW)).toMatch(/ · ICLR 2026\n/);
    expect(toMarkdown([{ paper: gui }], 'List', NOW)).not.toContain('ICLR');
  });

  it('writes a paper without a page as plain text, not a link', () => {
    const unlinked = paper({ siteKey: 'web:example.org/paper', title: 'SWE-bench' });
    expect(toMarkdown([{ paper: unlinked }], 'List', NOW)).toContain('- [ ] SWE\\-bench  \n');
  });
});

describe('escapeMarkdown', () => {
  it('keeps a title from becoming a link, an image or HTML, and on one line', () => {
    expect(escapeMarkdown('![x](javascript:alert(1)) <b>\nnext')).toBe('\\!\\[x\\]\\(javascript:alert\\(1\\)\\) \\<b\\> next');
  });

  it('keeps an entity as written and a line of = from underlining the entry into a heading', () => {
    expect(escapeMarkdown('&lt;b&gt; = x')).toBe('\\&lt;b\\&gt; \\= x');
    const named = paper({ arxivId: '2604.27955', title: 'T', authors: ['='] });
    const lines = toMarkdown([{ paper: named }], 'List', NOW).split('\n');
    expect(lines.at(-2)).toBe('  \\=');
  });
});
