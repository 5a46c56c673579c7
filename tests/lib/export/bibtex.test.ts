import { parse } from '@retorquere/bibtex-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';

function paper(draft: Record<string, unknown>): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://arxiv.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

const skillc = paper({
  arxivId: '2605.28143',
  title: 'SKILLC: Learning Autonomous Skill Internalization in LLM Agents via Contrastive Credit Assignment',
  authors: ['Hongxiang Lin', 'Zhirui Kuai', 'Erpeng Xue', 'Jürgen Müller'],
  abstract: 'Skills 50% faster & cheaper: $R_t$ ~ reward_{t} #1 {braces} \\ backslash ^ caret.',
  published: '2026-05-27',
  primaryCategory: 'cs.LG',
  categories: ['cs.LG', 'cs.AI'],
});

/** Parses with Better BibTeX's parser, reading text as written (no sentence-casing, no case markup). */
function parseBib(bib: string) {
  return parse(bib, { sentenceCase: false, caseProtection: false });
}

describe('toBibtex', () => {
  it('writes an arXiv @misc entry that Better BibTeX’s parser reads back field for field', () => {
    const bib = toBibtex([
      {
        paper: skillc,
        record: {
          paperId: skillc.id,
          collectionIds: [],
          savedAt: 0,
          tags: ['credit assignment'],
          note: 'Read §3 & the 50% claim',
          read: false,
        },
      },
    ]);
    const library = parseBib(bib);
    expect(library.errors).toEqual([]);
    const [entry] = library.entries;
    expect(entry?.type).toBe('misc');
    expect(entry?.key).toBe('lin2026skillc');
    expect(entry?.fields.title).toBe(skillc.title);
    expect(entry?.fields.author).toEqual([
      { lastName: 'Lin', firstName: 'Hongxiang' },
      { lastName: 'Kuai', firstName: 'Zhirui' },
      { lastName: 'Xue', firstName: 'Erpeng' },
      { lastName: 'Müller', firstName: 'Jürgen' },
    ]);
    // The month as BibTeX's macro (classic styles print "May 2026", not "5 2026"), read back as May.
    expect(bib).toContain('  month = may,\n');
    expect(entry?.fields).toMatchObject({
      year: '2026',
      month: '5',
      eprint: '2605.28143',
      archiveprefix: 'arXiv',
      primaryclass: 'cs.LG',
      url: 'https://arxiv.org/abs/2605.28143',
      doi: '10.48550/arXiv.2605.28143',
      // The user's own note is an annotation: BibTeX styles print `note` in the manuscript's reference list.
      annote: 'Read §3 & the 50% claim',
    });
    expect(entry?.fields.note).toBeUndefined();
  });

  it('leaves the user’s note out when asked (Copy BibTeX, pasted into a manuscript), keeping the tags', () => {
    const record = { paperId: skillc.id, collectionIds: [], savedAt: 0, tags: ['to-cite'], note: 'Weak baseline', read: false };
    const [entry] = parseBib(toBibtex([{ paper: skillc, record }], { notes: false })).entries;
    expect(entry?.fields.annote).toBeUndefined();
    expect(entry?.fields.keywords).toEqual(['to-cite']);
  });

  it('uses the journal DOI when the paper has one', () => {
    const published = { ...skillc, doi: '10.1145/3580305.3599256' };
    expect(parseBib(toBibtex([{ paper: published }])).entries[0]?.fields.doi).toBe('10.1145/3580305.3599256');
  });

  it('writes a published conference paper as @inproceedings, keeping the arXiv eprint fields', () => {
    const published = { ...skillc, journalRef: 'Published as a conference paper at ICLR 2027', doi: '10.1145/3580305.3599256' };
    const [entry] = parseBib(toBibtex([{ paper: published }])).entries;
    expect(entry?.type).toBe('inproceedings');
    expect(entry?.key).toBe('lin2026skillc');
    expect(entry?.fields).toMatchObject({
      title: skillc.title,
      booktitle: 'ICLR 2027',
      year: '2027',
      doi: '10.1145/3580305.3599256',
      eprint: '2605.28143',
      archiveprefix: 'arXiv',
      primaryclass: 'cs.LG',
      url: 'https://arxiv.org/abs/2605.28143',
    });
    // The arXiv month is the preprint's, and the raw reference is no journal.
    expect(entry?.fields.month).toBeUndefined();
    expect(entry?.fields.journal).toBeUndefined();
  });

  it('writes a journal paper as @article with its journal; with no DOI, none (arXiv’s would name the preprint)', () => {
    const published = { ...skillc, journalRef: 'Journal of Machine Learning Research 27 (2026) 1-40' };
    const [entry] = parseBib(toBibtex([{ paper: published }])).entries;
    expect(entry?.type).toBe('article');
    expect(entry?.fields).toMatchObject({ journal: 'Journal of Machine Learning Research', year: '2026', eprint: '2605.28143' });
    expect(entry?.fields.doi).toBeUndefined();
    expect(entry?.fields.booktitle).toBeUndefined();
  });

  it('writes a paper known only by a journal DOI as @misc with that DOI, not an @article without its journal', () => {
    const [entry] = parseBib(toBibtex([{ paper: { ...skillc, doi: '10.1145/3580305.3599256' } }])).entries;
    expect(entry?.type).toBe('misc');
    expect(entry?.fields).toMatchObject({
      year: '2026',
      month: '5',
      doi: '10.1145/3580305.3599256',
      eprint: '2605.28143',
      archiveprefix: 'arXiv',
    });
    expect(entry?.fields.journal).toBeUndefined();
    // A paper imported by its DOI alone, never on arXiv: the same, with its DOI's link.
    const [doiOnly] = parseBib(toBibtex([{ paper: paper({ doi: '10.18653/v1/2023.acl-long.754', title: 'Self-Instruct' }) }])).entries;
    expect(doiOnly?.type).toBe('misc');
    expect(doiOnly?.fields).toMatchObject({ doi: '10.18653/v1/2023.acl-long.754', url: 'https://doi.org/10.18653/v1/2023.acl-long.754' });
  });

  it('keeps today’s arXiv @misc entry, word for word, when the setting asks for preprint entries', () => {
    const published = { ...skillc, journalRef: 'ICLR 2027', doi: '10.1145/3580305.3599256' };
    const bib = toBibtex([{ paper: published }], { preprintEntries: true });
    expect(bib).toBe(
      [
        '@misc{lin2026skillc,',
        '  title = {{SKILLC}: Learning Autonomous Skill Internalization in {LLM} Agents via Contrastive Credit Assignment},',
        '  author = {{Lin}, {Hongxiang} and {Kuai}, {Zhirui} and {Xue}, {Erpeng} and {Müller}, {Jürgen}},',
        '  year = {2026},',
        '  month = may,',
        '  eprint = {2605.28143},',
        '  archivePrefix = {arXiv},',
        '  primaryClass = {cs.LG},',
        '  url = {https://arxiv.org/abs/2605.28143},',
        '  doi = {10.1145/3580305.3599256},',
        '  journal = {ICLR 2027},',
        '}',
        '',
      ].join('\n'),
    );
    expect(parseBib(bib).entries[0]?.type).toBe('misc');
    // A preprint is @misc either way.
    expect(toBibtex([{ paper: skillc }])).toBe(toBibtex([{ paper: skillc }], { preprintEntries: true }));
  });

  it('cites a paper that was never on arXiv by its venue even with the preprint setting on: it has no arXiv entry to keep', () => {
    const acl = paper({
      doi: '10.18653/v1/2023.acl-long.754',
      title: 'Self-Instruct',
      authors: ['Yizhong Wang'],
      journalRef: 'Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics, 2023',
    });
    const bib = toBibtex([{ paper: acl }], { preprintEntries: true });
    expect(bib).toBe(toBibtex([{ paper: acl }]));
    expect(bib).toMatch(/^@inproceedings\{wang2023self,\n/);
    expect(bib).toContain('  year = {2023},\n');
  });

  it('leaves control characters out, so Better BibTeX’s parser reads the entry and its title as written', () => {
    const controlled = { ...skillc, title: 'Bad\u0000 title\u000e here\u007f' };
    const parsed = parseBib(toBibtex([{ paper: controlled }]));
    expect(parsed.errors).toEqual([]);
    expect(parsed.entries[0]?.fields.title).toBe('Bad title here');
  });

  it('writes the key a saved paper keeps, even after its title changed', () => {
    const revised = { ...skillc, title: 'Contrastive Credit Assignment for Skill Internalization' };
    const record = {
      paperId: skillc.id,
      collectionIds: ['reading-list'],
      savedAt: 0,
      tags: [],
      note: '',
      read: false,
      citeKey: 'lin2026skillc',
    };
    expect(toBibtex([{ paper: revised, record }])).toMatch(/^@misc\{lin2026skillc,\n/);
    expect(toBibtex([{ paper: revised }])).toMatch(/^@misc\{lin2026contrastive,\n/);
  });

  it('writes "Jr." and "III" as the name’s suffix, not as its family name (arXiv writes "Robert W. Heath Jr.")', () => {
    const item = paper({
      arxivId: '2605.28143',
      title: 'MIMO',
      published: '2026-05-01',
      authors: ['Robert W. Heath Jr.', 'Martin Luther King, Jr', 'John Smith III'],
    });
    const bib = toBibtex([{ paper: item }]);
    const library = parseBib(bib);
    expect(library.errors).toEqual([]);
    expect(library.entries[0]?.key).toBe('heath2026mimo');
    expect(library.entries[0]?.fields.author).toEqual([
      { lastName: 'Heath', suffix: 'Jr.', firstName: 'Robert W.' },
      { lastName: 'King', suffix: 'Jr', firstName: 'Martin Luther' },
      { lastName: 'Smith', suffix: 'III', firstName: 'John' },
    ]);
  });

  it('reads back any title and names, TeX specials and Unicode included', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...'\\{}%$&#_^~-`\'"<>!?.,;:@'),
        fc.constantFrom('é', 'ß', '中', 'ğ', '𝔸', '–'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      minLength: 1,
      maxLength: 40,
    });
    const word = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom('é', 'ß', '中', '\\', '{', '}', '&', '%', '_'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
        minLength: 1,
        maxLength: 10,
      })
      .filter((w) => /^\S+$/.test(w));
    fc.assert(
      fc.property(text, word, word, (title, given, family) => {
        const item = paper({ arxivId: '2605.28143', title: `T ${title}`, authors: [`${given} ${family}`] });
        const library = parseBib(toBibtex([{ paper: item }]));
        expect(library.errors).toEqual([]);
        expect(library.entries[0]?.fields.title).toBe(item.title);
        const [author] = library.entries[0]?.fields.author ?? [];
        const readBack = author?.name ?? [author?.firstName, author?.prefix, author?.lastName].filter(Boolean).join(' ');
        expect(readBack).toBe(item.authors[0]);
      }),
      { numRuns: 300 },
    );
  });
});
