/**
 * Our BibTeX export read back by our own reader: whatever a stored paper holds, the title, names, journal and DOI
 * come back as they were (text is stored whitespace-folded, so equality here is exact).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { readReferences } from '../../../lib/import/references';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

const hostileChar = fc.constantFrom(...'{}\\%@#$&_^~<>|"\',;= `-?!'.split(''), '--', "''", '``', '?`', ' and ', '@misc{', 'Schr{\\"o}');
const hostile = (maxLength: number) =>
  fc.string({ unit: fc.oneof(hostileChar, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength });
/** DOIs as normalisation stores them. `$` is left out: the export percent-encodes it (a TeX reader takes it for math). */
const doi = hostile(15)
  .map((suffix) => `10.1234/${suffix}`)
  .filter((value) => !value.includes('$'));

describe('BibTeX export, read back by the importer', () => {
  it('gives back any title, names, journal and DOI', () => {
    fc.assert(
      fc.property(hostile(40), fc.array(hostile(12), { maxLength: 3 }), hostile(20), doi, (title, authors, journalRef, rawDoi) => {
        const made = normalizePaperDraft(
          { arxivId: '2605.28143', title: `T ${title}`, authors, journalRef: `J ${journalRef}`, doi: rawDoi },
          { site: 'test', url: 'https://arxiv.org/', at: 0 },
        );
        if (!made.ok) throw new Error(made.error);
        // The @misc entry (the setting's choice) carries the journal reference as written; a published entry, its venue.
        const result = readReferences(toBibtex([{ paper: made.paper }], { preprintEntries: true }));
        if (!result.ok) throw new Error(result.error);
        expect(result.skipped).toEqual([]);
        expect(result.papers).toHaveLength(1);
        const [read] = result.papers;
        expect(read?.title).toBe(made.paper.title);
        expect(read?.authors).toEqual(made.paper.authors);
        expect(read?.journalRef).toBe(made.paper.journalRef);
        expect(read?.doi).toBe(made.paper.doi);
      }),
      { numRuns: 300 },
    );
  });
});
