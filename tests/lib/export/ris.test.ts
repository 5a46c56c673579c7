import { describe, expect, it } from 'vitest';
import { risRecord, toRis } from '../../../lib/export/ris';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, PaperDraft } from '../../../lib/paper/schema';

function paper(draft: PaperDraft): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://example.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const preprint = paper({
  arxivId: '2604.27955',
  title: 'GUI Agents',
  authors: ['Ludwig van Beethoven', 'Meituan'],
  published: '2026-04-03',
  abstract: 'An abstract.',
});
/** What Python's `str.splitlines` breaks at. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the line breaks under test
const PYTHON_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
const tagLines = (ris: string) => ris.split('\r\n').filter(Boolean);

describe('risRecord', () => {
  it('writes a preprint as an article from arXiv, with its id, DOI and date', () => {
    const record = { paperId: preprint.id, collectionIds: [], savedAt: 0, tags: ['gui'], note: 'Good', read: false };
    expect(tagLines(risRecord({ paper: preprint, record }))).toEqual([
      'TY  - JOUR',
      'TI  - GUI Agents',
      'AU  - van Beethoven, Ludwig',
      'AU  - Meituan',
      'PY  - 2026',
      'DA  - 2026/04/03/',
      'AB  - An abstract.',
      'DO  - 10.48550/arXiv.2604.27955',
      'UR  - https://arxiv.org/abs/2604.27955',
      'PB  - arXiv',
      'M1  - arXiv:2604.27955',
      'KW  - gui',
      'N1  - Good',
      'ER  - ',
    ]);
  });

  it('writes a suffix as RIS has it, "Last, First, Suffix" (what the RIS import reads back)', () => {
    const heath = paper({ arxivId: '2605.28143', title: 'MIMO', authors: ['Robert W. Heath Jr.'] });
    expect(tagLines(risRecord({ paper: heath }))).toContain('AU  - Heath, Robert W., Jr.');
  });

  it('leaves out what is not known rather than writing empty tags', () => {
    const bare = paper({ siteKey: 'web:example.org/paper', title: 'SWE-bench' });
    expect(tagLines(risRecord({ paper: bare }))).toEqual(['TY  - JOUR', 'TI  - SWE-bench', 'ER  - ']);
  });
});

describe('toRis', () => {
  it('keeps every value on its line for readers that also split on control characters (Python’s splitlines)', () => {
    const record = {
      paperId: preprint.id,
      collectionIds: [],
      savedAt: 0,
      tags: ['a\x1cKW  - forged'],
      note: 'x\x1eER  - \x1dTY  - BOOK\u0085TI  - Forged\x0bA3  - also',
      read: false,
    };
    const lines = toRis([{ paper: preprint, record }])
      .split(PYTHON_LINE_BREAK)
      .filter(Boolean);
    expect(lines.every((text) => /^[A-Z][A-Z0-9] {2}- /.test(text))).toBe(true);
    expect(lines.filter((text) => text.startsWith('TY  - '))).toEqual(['TY  - JOUR']);
    expect(lines).toContain('N1  - x ER - TY - BOOK TI - Forged A3 - also');
  });

  it('separates records with a blank line and ends lines in CRLF', () => {
    const ris = toRis([{ paper: preprint }, { paper: preprint }]);
    expect(ris.split('ER  - \r\n\r\nTY  - JOUR')).toHaveLength(2);
    expect(ris.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
