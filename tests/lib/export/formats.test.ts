import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cslItem, toCslJson } from '../../../lib/export/csl-json';
import { csvCell, toCsv } from '../../../lib/export/csv';
import type { ExportItem } from '../../../lib/export/item';
import { toMarkdown } from '../../../lib/export/markdown';
import { toRis } from '../../../lib/export/ris';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper, SavedRecord } from '../../../lib/paper/schema';

function paper(draft: Record<string, unknown>): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://arxiv.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const items: ExportItem[] = [
  {
    paper: paper({
      arxivId: '2605.28143',
      title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment',
      authors: ['Hongxiang Lin', 'Jürgen Müller', 'Meituan'],
      abstract: 'Skills & credit: 50% faster.',
      published: '2026-05-27',
    }),
    record: {
      paperId: '2605.28143',
      collectionIds: ['rl-for-llm-agents'],
      savedAt: Date.UTC(2026, 4, 28),
      tags: ['credit assignment'],
      note: '=HYPERLINK("http://evil")',
      read: true,
    },
  },
  {
    paper: paper({
      arxivId: '2604.27955',
      title: 'GUI Agents with Reinforcement Learning',
      authors: ['Junan Hu'],
      doi: '10.1145/3580305.3599256',
      published: '2026-04-30',
    }),
  },
];

/** The fields a citation carries, as citation-js reads them back. */
function citationFields(data: Record<string, unknown>) {
  const { title, author, issued, DOI, URL, abstract } = data;
  return { title, author, issued, DOI, URL, abstract };
}

describe('CSL-JSON', () => {
  it('goes through citation-js and comes back equal', async () => {
    const exported = JSON.parse(toCslJson(items)) as Record<string, unknown>[];
    const cite = await Cite.async(exported);
    expect(cite.data.map(citationFields)).toEqual(exported.map(citationFields));
    expect(exported[0]).toMatchObject({ type: 'article', publisher: 'arXiv', number: '2605.28143', DOI: '10.48550/arXiv.2605.28143' });
    expect(exported[1]?.DOI).toBe('10.1145/3580305.3599256');
  });
});

describe('RIS', () => {
  it('goes through citation-js and comes back equal to the CSL-JSON export', async () => {
    const cite = await Cite.async(toRis(items));
    expect(cite.data.map(citationFields)).toEqual(items.map((item) => citationFields(cslItem(item) as unknown as Record<string, unknown>)));
    expect(cite.data[0]).toMatchObject({ keyword: 'credit assignment', note: '=HYPERLINK("http://evil")' });
  });

  it('keeps any Unicode title and name intact through citation-js', async () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .filter((value) => value.trim() === value && !/\s{2}|[\r\n]/.test(value));
    // RIS writes "Family, Given" with no escaping: a comma inside a name is the one thing the format can't carry.
    const name = text.filter((value) => !value.includes(',') && !/\s/.test(value));
    await fc.assert(
      fc.asyncProperty(text, name, async (title, family) => {
        const item = { paper: paper({ arxivId: '2605.28143', title: `T ${title}`, authors: [`Ada ${family}`] }) };
        const [data] = (await Cite.async(toRis([item]))).data as Record<string, unknown>[];
        expect(data?.title).toBe(item.paper.title);
        expect(data?.author).toEqual([{ family: item.paper.authors[0]?.split(' ').slice(1).join(' '), given: 'Ada' }]);
      }),
      { numRuns: 100 },
    );
  });
  it('keeps a value with line breaks on its tag line, so a note cannot start a record of its own', () => {
    const note = 'first\r\nER  - \nTY  - JOUR\rTI  - Injected';
    const ris = toRis([{ ...(items[0] as ExportItem), record: { ...(items[0]?.record as SavedRecord), note, tags: ['a\nKW  - b'] } }]);
    const lines = ris.split('\r\n').filter(Boolean);
    expect(lines.every((line) => /^[A-Z][A-Z0-9] {2}- /.test(line))).toBe(true);
    expect(lines.filter((line) => line.startsWith('TY  - '))).toHaveLength(1);
    // Whitespace folded: no value keeps the two spaces and a dash a reader may take for a tag.
    expect(lines).toContain('N1  - first ER - TY - JOUR TI - Injected');
    expect(lines).toContain('KW  - a KW - b');
  });
});

/** A saved paper as the weekly check finds it published: the arXiv paper with a journal reference and a DOI. */
function publishedAs(journalRef: string, doi?: string): ExportItem {
  const base = (items[0] as ExportItem).paper;
  return { paper: doi ? { ...base, journalRef, doi } : { ...base, journalRef } };
}

describe('published papers in CSL-JSON and RIS', () => {
  const conference = publishedAs('Published as a conference paper at ICLR 2027', '10.1145/3580305.3599256');
  const journal = publishedAs('Nature 626, 123-130 (2024)', '10.1038/s41586-024-07000-1');

  it('writes a conference paper as a paper-conference in its proceedings, a journal paper as an article-journal', () => {
    expect(cslItem(conference)).toMatchObject({
      type: 'paper-conference',
      'container-title': 'ICLR 2027',
      issued: { 'date-parts': [[2027]] },
      DOI: '10.1145/3580305.3599256',
      number: '2605.28143',
      URL: 'https://arxiv.org/abs/2605.28143',
    });
    expect(cslItem(journal)).toMatchObject({ type: 'article-journal', 'container-title': 'Nature', issued: { 'date-parts': [[2024]] } });
    // arXiv is not the venue's publisher, and its own DOI would name the preprint.
    expect(cslItem(conference).publisher).toBeUndefined();
    expect(cslItem(publishedAs('ICLR 2027')).DOI).toBeUndefined();
    expect(cslItem(items[0] as ExportItem)).toMatchObject({ type: 'article', publisher: 'arXiv', DOI: '10.48550/arXiv.2605.28143' });
  });

  it('goes through citation-js as CSL-JSON with the venue and DOI intact', async () => {
    const exported = JSON.parse(toCslJson([conference, journal])) as Record<string, unknown>[];
    const cite = await Cite.async(exported);
    const venueFields = (data: Record<string, unknown>) => ({ ...citationFields(data), type: data.type, venue: data['container-title'] });
    expect(cite.data.map(venueFields)).toEqual(exported.map(venueFields));
  });

  it('writes RIS records that citation-js reads as the same venue, year and DOI', async () => {
    const ris = toRis([conference, journal]);
    expect(ris).toContain('TY  - CONF\r\n');
    expect(ris).toContain('T2  - ICLR 2027\r\nC3  - ICLR 2027\r\n');
    expect(ris).toContain('TY  - JOUR\r\n');
    expect(ris).toContain('T2  - Nature\r\n');
    expect(ris).toContain('M1  - arXiv:2605.28143\r\n');
    expect(ris).not.toContain('PB  - arXiv');
    const [readConference, readJournal] = (await Cite.async(ris)).data as Record<string, unknown>[];
    expect(readConference).toMatchObject({
      type: 'paper-conference',
      'container-title': 'ICLR 2027',
      'event-title': 'ICLR 2027',
      issued: { 'date-parts': [[2027]] },
      DOI: '10.1145/3580305.3599256',
    });
    expect(readJournal).toMatchObject({
      type: 'article-journal',
      'container-title': 'Nature',
      issued: { 'date-parts': [[2024]] },
      DOI: '10.1038/s41586-024-07000-1',
    });
  });

  it('keeps a hostile journal reference on its tag line and in one JSON string', async () => {
    const hostile = publishedAs('J. of {x} \\ @misc{y}\r\nER  - \nTY  - JOUR 12 (2024)', '10.1145/1');
    const lines = toRis([hostile]).split('\r\n').filter(Boolean);
    expect(lines.every((line) => /^[A-Z][A-Z0-9] {2}- /.test(line))).toBe(true);
    expect(lines.filter((line) => line.startsWith('TY  - '))).toEqual(['TY  - JOUR']);
    expect(lines).toContain('T2  - J. of {x} \\ @misc{y} ER - TY - JOUR');
    const [data] = (await Cite.async(toRis([hostile]))).data as Record<string, unknown>[];
    expect(data?.['container-title']).toBe('J. of {x} \\ @misc{y} ER - TY - JOUR');
    expect(JSON.parse(toCslJson([hostile]))[0]['container-title']).toBe('J. of {x} \\ @misc{y} ER - TY - JOUR');
  });
});

describe('CSV', () => {
  it('is RFC 4180 with a BOM and CRLF, and neutralises formula cells', () => {
    const csv = toCsv(items, new Map([['rl-for-llm-agents', 'RL for LLM Agents']]));
    expect(csv.startsWith('\uFEFF"id","arxiv_id","title"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[1]).toContain('"RL for LLM Agents"');
    expect(lines[1]).toContain('"Hongxiang Lin; Jürgen Müller; Meituan"');
  });

  it.each([
    '=1+1',
    '+cmd',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\nx',
    ' =1+1',
    '\uFEFF=1+1',
    '\uFF1D1+1',
    ' \uFF20SUM(A1)',
    '\u200B=1+1',
    '\u001C=1+1',
    '\u2060@SUM(A1)',
  ])('neutralises a cell starting %j', (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it.each(['Reinforcement learning', 'a = b', ' plain', 'x-1'])('leaves a cell %j as it is', (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });
});

describe('Markdown', () => {
  it('is a reading list whose links are the paper pages and whose titles stay text', () => {
    const hostile: ExportItem = {
      paper: {
        ...(items[1] as ExportItem).paper,
        title: '[click](javascript:alert(1)) <img src=x>',
        pdfUrl: 'https://arxiv.org/pdf/2604.27955',
      },
    };
    const markdown = toMarkdown([items[0] as ExportItem, hostile], 'RL for LLM Agents — reading list', Date.UTC(2026, 10, 30));
    expect(markdown).toContain('# RL for LLM Agents — reading list');
    expect(markdown).toContain(
      '- [x] [SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment](<https://arxiv.org/abs/2605.28143>)',
    );
    expect(markdown).toContain('\\[click\\]\\(javascript:alert\\(1\\)\\) \\<img src\\=x\\>');
    expect(markdown).not.toMatch(/\]\(javascript:/);
    expect(markdown).toContain('([PDF](<https://arxiv.org/pdf/2604.27955>))');
  });

  it('keeps a link whose query ends in a backslash a link (a backslash would escape its closing bracket)', () => {
    const slashed: ExportItem = {
      paper: {
        ...(items[1] as ExportItem).paper,
        id: 'doi:10.1145/1',
        absUrl: 'https://example.org/?q=\\',
        pdfUrl: 'https://example.org/a?b=\\',
      },
    };
    const markdown = toMarkdown([slashed], 'List', 0);
    expect(markdown).toContain('](<https://example.org/?q=%5C>) ([PDF](<https://example.org/a?b=%5C>))');
    expect(markdown).not.toMatch(/\\>\)/);
  });
});
