import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ArxivId, formatArxivId, parseArxivId, parseArxivPath, parseArxivReference, parseArxivUrl } from '../../../lib/arxiv/id';

const ok = (id: string, version?: number) => ({ ok: true, value: version === undefined ? { id } : { id, version } });

describe('parseArxivId', () => {
  it.each([
    ['2405.12345', ok('2405.12345')],
    ['2405.12345v3', ok('2405.12345', 3)],
    ['1501.00001', ok('1501.00001')],
    ['0704.0001', ok('0704.0001')],
    ['1412.8888v12', ok('1412.8888', 12)],
    ['arXiv:2405.12345', ok('2405.12345')],
    ['arxiv: 2405.12345v2', ok('2405.12345', 2)],
    ['  2405.12345 ', ok('2405.12345')],
    ['hep-th/9901001', ok('hep-th/9901001')],
    ['hep-th/9901001v2', ok('hep-th/9901001', 2)],
    ['math.CA/0611800v2', ok('math/0611800', 2)],
    ['math/0611800', ok('math/0611800')],
    ['cs/0703001', ok('cs/0703001')],
  ])('reads %s', (input, expected) => {
    expect(parseArxivId(input)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['2413.12345', 'bad-month'],
    ['2400.12345', 'bad-month'],
    ['0703.0001', 'bad-month'],
    ['1501.0001', 'bad-number'],
    ['1412.00001', 'bad-number'],
    ['2405.00000', 'bad-number'],
    ['foo-bar/9901001', 'unknown-archive'],
    ['hep-th/0801001', 'bad-month'],
    ['hep-th/9913001', 'bad-month'],
    ['2405.12345v0', 'malformed'],
    ['2405.123456', 'malformed'],
    ['abc', 'malformed'],
    ['<script>alert(1)</script>', 'malformed'],
  ])('rejects %j as %s with words a user can read', (input, kind) => {
    const result = parseArxivId(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe(kind);
      expect(result.error.message.length).toBeGreaterThan(10);
    }
  });

  it('reads every id of the 1,100 real arXiv abs pages and agrees with their citation_arxiv_id', () => {
    const pages = JSON.parse(
      readFileSync(new URL('../../fixtures/arxiv-abs/classic_scholar_metadata_tags.json', import.meta.url), 'utf8'),
    ) as Record<string, { name: string; content: string }[]>;
    const keys = Object.keys(pages);
    expect(keys.length).toBe(1100);
    for (const key of keys) {
      const parsed = parseArxivId(key);
      expect(parsed.ok, key).toBe(true);
      const tag = pages[key]?.find((meta) => meta.name === 'citation_arxiv_id')?.content;
      if (parsed.ok && tag) expect(parsed.value.id).toBe(parseArxivId(tag).ok ? tag : undefined);
    }
  });
});

describe('parseArxivPath', () => {
  it.each([
    ['/abs/2604.27955', { id: '2604.27955' }],
    ['/abs/2604.27955v3', { id: '2604.27955', version: 3 }],
    ['/abs/hep-th/9901001v2', { id: 'hep-th/9901001', version: 2 }],
    ['/html/2604.27955v1/', { id: '2604.27955', version: 1 }],
  ])('reads %s as the same id parseArxivUrl would', (path, expected) => {
    expect(parseArxivPath(path)).toEqual({ ok: true, value: expected });
    expect(parseArxivUrl(`https://arxiv.org${path}`)).toEqual({ ok: true, value: expected });
  });

  it.each(['/abs/', '/abs/2604.99999x', '/abs/2613.00001', '/list/cs.LG/new'])('names no paper in %s', (path) => {
    expect(parseArxivPath(path).ok).toBe(false);
  });
});

describe('parseArxivUrl', () => {
  it.each([
    ['https://arxiv.org/abs/2405.12345', ok('2405.12345')],
    ['https://arxiv.org/abs/2405.12345v2', ok('2405.12345', 2)],
    ['http://arxiv.org/abs/2405.12345v2', ok('2405.12345', 2)],
    ['https://arxiv.org/pdf/2405.12345', ok('2405.12345')],
    ['https://arxiv.org/pdf/2405.12345v1', ok('2405.12345', 1)],
    ['https://arxiv.org/pdf/2405.12345.pdf', ok('2405.12345')],
    ['https://arxiv.org/pdf/2405.12345v4.pdf', ok('2405.12345', 4)],
    ['https://arxiv.org/html/2405.12345v1', ok('2405.12345', 1)],
    ['https://arxiv.org/html/2405.12345v1/', ok('2405.12345', 1)],
    ['https://arxiv.org/html/2405.12345v1#S3', ok('2405.12345', 1)],
    ['https://arxiv.org/format/2405.12345', ok('2405.12345')],
    ['https://www.arxiv.org/abs/2405.12345', ok('2405.12345')],
    ['https://export.arxiv.org/abs/2405.12345', ok('2405.12345')],
    ['https://browse.arxiv.org/abs/2405.12345v1', ok('2405.12345', 1)],
    ['https://arxiv.org/abs/hep-th/9901001v1', ok('hep-th/9901001', 1)],
    ['https://arxiv.org/pdf/math.CA/0611800v2', ok('math/0611800', 2)],
    ['https://arxiv.org/pdf/hep-th/9901001.pdf', ok('hep-th/9901001')],
    ['/abs/2405.12345', ok('2405.12345')],
    ['/pdf/2405.12345', ok('2405.12345')],
    ['https://arxiv.org/abs/2405.12345?context=cs.LG', ok('2405.12345')],
    ['https://ar5iv.labs.arxiv.org/html/2405.12345', ok('2405.12345')],
    ['https://ar5iv.org/abs/1707.08567', ok('1707.08567')],
    ['https://www.alphaxiv.org/abs/2405.12345', ok('2405.12345')],
    ['https://alphaxiv.org/overview/2405.12345v2', ok('2405.12345', 2)],
    ['https://www.alphaxiv.org/pdf/2405.12345', ok('2405.12345')],
    ['https://huggingface.co/papers/2405.12345', ok('2405.12345')],
    ['https://doi.org/10.48550/arXiv.2405.12345', ok('2405.12345')],
    ['https://dx.doi.org/10.48550/arxiv.2405.12345', ok('2405.12345')],
    ['10.48550/arXiv.2405.12345', ok('2405.12345')],
    ['doi:10.48550/arXiv.hep-th/9901001', ok('hep-th/9901001')],
  ])('reads %s', (input, expected) => {
    expect(parseArxivUrl(input)).toEqual(expected);
  });

  it.each([
    ['https://arxiv.org/list/cs.LG/new', 'not-a-paper-url'],
    ['https://arxiv.org/search/?query=agents', 'not-a-paper-url'],
    ['https://arxiv.org/catchup/cs.AI/2026-05-01', 'not-a-paper-url'],
    ['https://arxiv.org/abs/', 'not-a-paper-url'],
    ['https://huggingface.co/papers', 'not-a-paper-url'],
    ['https://example.org/abs/2405.12345', 'unsupported-host'],
    ['javascript:alert(1)', 'unsupported-host'],
    ['https://arxiv.org/abs/9999.99999', 'bad-month'],
    ['https://arxiv.org/abs/not-an-id', 'malformed'],
    ['', 'empty'],
  ])('rejects %s as %s', (input, kind) => {
    const result = parseArxivUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });
});

describe('parseArxivReference', () => {
  it('takes ids, DOIs, URLs and scheme-less URLs alike', () => {
    expect(parseArxivReference('2405.12345v2')).toEqual(ok('2405.12345', 2));
    expect(parseArxivReference('arxiv.org/abs/2405.12345')).toEqual(ok('2405.12345'));
    expect(parseArxivReference('https://arxiv.org/pdf/2405.12345')).toEqual(ok('2405.12345'));
    expect(parseArxivReference('10.48550/arXiv.2405.12345')).toEqual(ok('2405.12345'));
    expect(parseArxivReference('math.CA/0611800')).toEqual(ok('math/0611800'));
    expect(parseArxivReference('nonsense').ok).toBe(false);
  });
});

const twoDigits = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const version = fc.option(fc.integer({ min: 1, max: 9999 }), { nil: undefined });
const newStyle: fc.Arbitrary<ArxivId> = fc
  .tuple(twoDigits(7, 99), twoDigits(1, 12), fc.integer({ min: 1, max: 99999 }), version)
  .filter(([yy, mm]) => Number(yy + mm) >= 704)
  .map(([yy, mm, n, v]) => {
    const digits = Number(yy + mm) < 1501 ? 4 : 5;
    const id = `${yy}${mm}.${String(digits === 4 ? (n % 9999) + 1 : n).padStart(digits, '0')}`;
    return v === undefined ? { id } : { id, version: v };
  });
const oldStyle: fc.Arbitrary<ArxivId> = fc
  .tuple(
    fc.constantFrom('hep-th', 'math', 'cs', 'astro-ph', 'cond-mat', 'quant-ph', 'q-bio'),
    fc.integer({ min: 1992, max: 2006 }),
    twoDigits(1, 12),
    fc.integer({ min: 1, max: 999 }),
    version,
  )
  .map(([archive, year, mm, n, v]) => {
    const id = `${archive}/${String(year % 100).padStart(2, '0')}${mm}${String(n).padStart(3, '0')}`;
    return v === undefined ? { id } : { id, version: v };
  });
const anyId = fc.oneof(newStyle, oldStyle);

describe('properties', () => {
  it('parse∘format is the identity on ids', () => {
    fc.assert(
      fc.property(anyId, (id) => {
        expect(parseArxivId(formatArxivId(id))).toEqual({ ok: true, value: id });
      }),
    );
  });

  it('format∘parse is the identity on canonical strings', () => {
    fc.assert(
      fc.property(anyId, (id) => {
        const text = formatArxivId(id);
        const parsed = parseArxivId(text);
        expect(parsed.ok && formatArxivId(parsed.value)).toBe(text);
      }),
    );
  });

  it('every URL form carries the id through', () => {
    const forms = [
      (s: string) => `https://arxiv.org/abs/${s}`,
      (s: string) => `https://export.arxiv.org/pdf/${s}.pdf`,
      (s: string) => `https://arxiv.org/html/${s}`,
      (s: string) => `https://www.alphaxiv.org/abs/${s}`,
      (s: string) => `https://huggingface.co/papers/${s}`,
      (s: string) => `https://doi.org/10.48550/arXiv.${s}`,
    ];
    fc.assert(
      fc.property(anyId, fc.constantFrom(...forms), (id, form) => {
        expect(parseArxivUrl(form(formatArxivId(id)))).toEqual({ ok: true, value: id });
      }),
    );
  });

  it('junk never parses', () => {
    const junk = fc
      .string({ maxLength: 40 })
      .filter((s) => !/^\s*(arxiv:\s*)?(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Za-z]{2})?\/\d{7})(v\d+)?\s*$/i.test(s));
    fc.assert(
      fc.property(junk, (text) => {
        expect(parseArxivId(text).ok).toBe(false);
        expect(parseArxivUrl(`https://example.com/${text}`).ok).toBe(false);
      }),
    );
  });
});
