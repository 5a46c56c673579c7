/**
 * BibTeX export of hostile values: whatever a page, a feed or a crafted backup put in a paper, each paper is one
 * entry and every field reads back as the paper's value (Better BibTeX's parser is the reader).
 */
import { parse } from '@retorquere/bibtex-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import type { ExportItem } from '../../../lib/export/item';
import { normalizePaperDraft } from '../../../lib/paper/normalize';
import type { Paper } from '../../../lib/paper/schema';
import { parseVenue } from '../../../lib/paper/venue';

const INJECTION = '}},@misc{inj,title={pwned}';

function paper(draft: Record<string, unknown>): Paper {
  const result = normalizePaperDraft(draft, { site: 'test', url: 'https://arxiv.org/', at: 0 });
  if (!result.ok) throw new Error(result.error);
  return result.paper;
}

function parseBib(bib: string) {
  return parse(bib, { sentenceCase: false, caseProtection: false });
}

/** What a reader sees of the export: how many entries, their keys, and whether any was injected. */
function entriesOf(items: ExportItem[]) {
  const library = parseBib(toBibtex(items));
  return { errors: library.errors, entries: library.entries, keys: library.entries.map((entry) => entry.key) };
}

describe('BibTeX export of hostile values', () => {
  it('writes a stored DOI with braces (an old library, a crafted backup) as one entry, the DOI percent-encoded', () => {
    const stored = { ...paper({ doi: '10.1234/ok', title: 'Real title' }), doi: `10.1234/x${INJECTION}` };
    const { errors, entries } = entriesOf([{ paper: stored }]);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fields.title).toBe('Real title');
    expect(entries[0]?.fields.doi).toBe('10.1234/x%7D%7D,@misc%7Binj,title=%7Bpwned%7D');
  });

  it('writes a page link with braces in its query as one entry, the link intact', () => {
    // `new URL` keeps braces in a query, so a page's own link can carry them into the library.
    const linked = paper({ doi: '10.1145/3589334.3645', title: 'Linked', absUrl: `https://evil.example/?q=${INJECTION}` });
    const { errors, entries } = entriesOf([{ paper: linked }]);
    expect(errors).toEqual([]);
    expect(entries.map((entry) => entry.key)).toHaveLength(1);
    expect(entries[0]?.fields.url).toBe('https://evil.example/?q=%7D%7D,@misc%7Binj,title=%7Bpwned%7D');
  });

  it('escapes a primary category from a page', () => {
    const categorised = paper({ arxivId: '2605.28143', title: 'T', primaryCategory: `cs${INJECTION}` });
    const { errors, entries } = entriesOf([{ paper: categorised }]);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fields.primaryclass).toBe(`cs${INJECTION}`);
  });

  it('does not write an id that is not an arXiv id (a crafted backup) as an eprint or an arxiv.org link', () => {
    const crafted = { ...paper({ arxivId: '2605.28143', title: 'T' }), id: `x${INJECTION}` };
    const { errors, entries } = entriesOf([{ paper: crafted }]);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fields.eprint).toBeUndefined();
    expect(entries[0]?.fields.url).toBe('https://arxiv.org/abs/2605.28143');
  });

  it('keeps unbalanced literal braces from unbalancing the entry for BibTeX itself', () => {
    const bib = toBibtex([{ paper: paper({ arxivId: '2605.28143', title: 'a } b { c }' }) }]);
    // BibTeX counts every brace, escaped or not: each field's braces must balance on their own.
    for (const line of bib.split('\n').filter((text) => text.includes(' = {'))) {
      let depth = 0;
      for (const char of line) {
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
    expect(parseBib(bib).entries[0]?.fields.title).toBe('a } b { c }');
  });

  it.each([
    ['a workshop', `Accepted at the ICML 2025 Workshop on {Agents} \\ ${INJECTION}`, 'inproceedings', 'booktitle'],
    ['a journal', `J. of @misc{x} \\ 100% & $math$ ~ ^ #1 ${INJECTION}\n= 1, 12 (2024)`, 'article', 'journal'],
  ])('writes a hostile journal reference naming %s as one published entry, the venue read back', (_kind, journalRef, type, field) => {
    const published = { ...paper({ arxivId: '2605.28143', title: 'T', doi: '10.1145/1' }), journalRef };
    const venue = parseVenue(journalRef);
    const { errors, entries } = entriesOf([{ paper: published }]);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.type).toBe(type);
    expect(entries[0]?.fields[field]).toBe(venue?.name);
    expect(venue?.name).toContain('@misc{');
    expect(entries[0]?.fields).toMatchObject({ eprint: '2605.28143', doi: '10.1145/1' });
  });
});

/** Whitespace runs are one space and ends are trimmed: BibTeX does the same to every value it reads. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A link or DOI as written: the characters that can't stand in a verbatim BibTeX field (and `$`), percent-encoded. */
const asUri = (text: string) => text.replace(/[{}\\$\s\p{Cc}]/gu, (char) => encodeURIComponent(char));
/** Keywords as a reader lists them: tags split at `,` and `;`, trimmed, without empties or repeats, sorted. */
const keywordSet = (tags: string[]) => [...new Set(tags.flatMap((tag) => fold(tag).split(/\s*[,;]\s*/)).filter(Boolean))].sort();

const hostileChar = fc.constantFrom(...'{}\\%@#$&_^~<>|"\',;= \n\t`-'.split(''), '}}', '@misc{', '\u2028', '\u00a0');
const hostile = (maxLength: number) =>
  fc.string({ unit: fc.oneof(hostileChar, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength });

const hostilePaper = fc
  .record({
    arxiv: fc.boolean(),
    title: hostile(40).map((text) => `T ${text}`),
    authors: fc.array(hostile(12), { maxLength: 3 }),
    category: hostile(12),
    journalRef: hostile(30),
    doi: fc.oneof(
      fc.constant(undefined),
      hostile(20).map((text) => `10.1234/${text}`),
    ),
    url: hostile(20),
    tags: fc.array(hostile(10), { maxLength: 3 }),
    note: hostile(40),
  })
  .map((value): ExportItem => {
    const base = paper({
      arxivId: value.arxiv ? '2605.28143' : undefined,
      doi: '10.1145/1',
      title: value.title,
      authors: value.authors,
      primaryCategory: value.category,
      journalRef: value.journalRef,
    });
    // Stored values as a crafted backup or an older version could hold them, past today's normalisation.
    const item: Paper = { ...base, absUrl: `https://x.org/${value.url}` };
    if (value.doi !== undefined) item.doi = value.doi;
    return { paper: item, record: { paperId: item.id, collectionIds: [], savedAt: 0, tags: value.tags, note: value.note, read: false } };
  });

describe('BibTeX export property', () => {
  it('writes any papers as one entry each, every field reading back as the paper’s value', () => {
    fc.assert(
      fc.property(fc.array(hostilePaper, { minLength: 1, maxLength: 3 }), fc.boolean(), (items, preprintEntries) => {
        const library = parseBib(toBibtex(items, { preprintEntries }));
        expect(library.errors).toEqual([]);
        expect(library.entries).toHaveLength(items.length);
        items.forEach((item, index) => {
          const { paper: written, record } = item;
          const fields = library.entries[index]?.fields ?? {};
          const arxiv = !written.id.includes(':');
          expect(fold(fields.title ?? '')).toBe(fold(written.title));
          const names = (fields.author ?? []).map((name) => name.name ?? [name.firstName, name.lastName].filter(Boolean).join(' '));
          expect(names.map(fold)).toEqual(written.authors.map(fold));
          expect(fields.primaryclass).toBe(arxiv && written.primaryCategory ? fold(written.primaryCategory) : undefined);
          // Every paper here has a DOI: its venue's entry when its reference names one, unless the setting keeps an
          // arXiv paper's @misc entry; @misc with the DOI when no venue is named.
          const venue = preprintEntries && arxiv ? undefined : parseVenue(written.journalRef);
          const misc = venue === undefined;
          const conference = venue?.kind === 'conference';
          expect(library.entries[index]?.type).toBe(misc ? 'misc' : conference ? 'inproceedings' : 'article');
          const journal = misc ? written.journalRef : conference ? undefined : venue?.name;
          expect(fields.journal).toBe(journal ? fold(journal) : undefined);
          expect(fields.booktitle).toBe(conference ? venue?.name : undefined);
          expect(fields.annote).toBe(fold(record?.note ?? '') || undefined);
          expect(fields.eprint).toBe(arxiv ? written.id : undefined);
          expect(fields.url).toBe(asUri(arxiv ? `https://arxiv.org/abs/${written.id}` : (written.absUrl as string)));
          const arxivDoi = arxiv && preprintEntries ? `10.48550/arXiv.${written.id}` : undefined;
          const doi = written.doi ?? arxivDoi ?? (arxiv ? undefined : written.id.slice(4));
          expect(fields.doi).toBe(doi === undefined ? undefined : asUri(doi));
          // Keywords are verbatim to this reader: each is read as TeX by parsing it as a title.
          const keywords = (fields.keywords ?? []).map(
            (keyword) => parseBib(`@misc{k, title = {${keyword}}}`).entries[0]?.fields.title ?? '',
          );
          expect(keywordSet(keywords)).toEqual(keywordSet(record?.tags ?? []));
        });
      }),
      { numRuns: 400 },
    );
  }, 30_000); // 400 round trips through a full BibTeX parser: 2.6 s alone, over 5 s with the rest of the suite on 2 cores
});
