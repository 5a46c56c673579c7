import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArxivPath } from '../../../lib/arxiv/id';
import { arxivPagePathId } from '../../../lib/arxiv/page-path-id';
import { ARXIV_PAGE_SITES } from '../../../lib/sites';

/** The id the full parser reads from a path, as the detectors read it. */
function arxivIdOfPath(pathname: string): string | undefined {
  const parsed = parseArxivPath(pathname);
  return parsed.ok ? parsed.value.id : undefined;
}

describe('arxivPagePathId (the id an arXiv paper page names, read without the rest of id.ts)', () => {
  it('reads every path its detectors give as examples, as the full parser does', () => {
    for (const site of ARXIV_PAGE_SITES) {
      for (const example of site.examples ?? []) {
        const { pathname } = new URL(example);
        expect(arxivPagePathId(pathname), example).toBeDefined();
        expect(arxivPagePathId(pathname), example).toBe(arxivIdOfPath(pathname));
      }
    }
  });

  it.each([
    ['/abs/2405.12345v2', '2405.12345'],
    ['/html/2405.12345v1/', '2405.12345'],
    ['/html/2405.12345v1/x1.png', '2405.12345'],
    ['/abs/0704.0001', '0704.0001'],
    ['/abs/hep-th/9901001v2', 'hep-th/9901001'],
    ['/abs/math.CA/0611800', 'math/0611800'],
  ])('reads %s as %s', (path, id) => {
    expect(arxivPagePathId(path)).toBe(id);
  });

  it.each([
    '/abs/',
    '/abs/2413.00001',
    '/abs/0612.0001',
    '/abs/1412.12345',
    '/abs/2405.00000',
    '/abs/foo-bar/9901001',
    '/abs/hep-th/0801001',
    '/list/cs.LG/new',
  ])('names no paper at %s', (path) => {
    expect(arxivPagePathId(path)).toBeUndefined();
  });

  it('never names another paper than the full parser', () => {
    const segment = fc.oneof(
      fc.stringMatching(/^\d{4}\.\d{3,6}(v\d{1,5})?$/),
      fc.stringMatching(/^[a-z]{2,8}(-[a-z]{2,3})?(\.[A-Za-z]{2})?$/),
      fc.stringMatching(/^\d{7}(v\d{1,2})?$/),
      fc.constantFrom('abs', 'html', 'x1.png', '', '%32405.12345', '2405.12345.pdf'),
    );
    fc.assert(
      fc.property(fc.constantFrom('abs', 'html'), fc.array(segment, { maxLength: 3 }), (kind, rest) => {
        const path = `/${[kind, ...rest].join('/')}`;
        const lean = arxivPagePathId(path);
        if (lean !== undefined) expect(lean).toBe(arxivIdOfPath(path));
        // What it leaves unread is only what the full parser reads through its extras (decoding, a `.pdf` suffix).
        else if (arxivIdOfPath(path) !== undefined) expect(path).toMatch(/%|\.pdf/);
      }),
      { numRuns: 5000 },
    );
  });
});
