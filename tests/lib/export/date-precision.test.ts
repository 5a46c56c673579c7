/**
 * A paper a reference file dated by its year alone (or its month) is exported and shown with that much of a date:
 * never "Jan 1, 2023", `month = jan` or `2023/01/01`, which would put a wrong month in the user's bibliography.
 */
import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { toCslJson } from '../../../lib/export/csl-json';
import { toCsv } from '../../../lib/export/csv';
import { toMarkdown } from '../../../lib/export/markdown';
import { toRis } from '../../../lib/export/ris';
import { readReferences } from '../../../lib/import/references';
import { formatDate } from '../../../lib/paper/format';
import type { Paper } from '../../../lib/paper/schema';

function imported(bibtex: string): Paper {
  const result = readReferences(bibtex);
  if (!result.ok || result.papers[0] === undefined) throw new Error('not read');
  return result.papers[0];
}

const byYear = imported('@article{k, title = {Book-Length Survey}, author = {Ada Lovelace}, year = {2023}, doi = {10.1234/year}}');
const byMonth = imported('@misc{k, title = {A Report}, author = {Ada Lovelace}, year = {2023}, month = jul, doi = {10.1234/month}}');

describe('a date known to its year or month', () => {
  it('is stored as its first day, marked as such', () => {
    expect(byYear).toMatchObject({ published: '2023-01-01', publishedPrecision: 'year' });
    expect(byMonth).toMatchObject({ published: '2023-07-01', publishedPrecision: 'month' });
  });

  it('is shown as the year, or the month and year', () => {
    expect(formatDate(byYear.published, byYear.publishedPrecision)).toBe('2023');
    expect(formatDate(byMonth.published, byMonth.publishedPrecision)).toBe('Jul 2023');
    expect(formatDate('2023-01-01')).toBe('Jan 1, 2023');
  });

  it('is exported as far as it is known, in every format', () => {
    const bibtex = toBibtex([{ paper: byYear }, { paper: byMonth }]);
    expect(bibtex.split('@')[1]).toContain('year = {2023}');
    expect(bibtex.split('@')[1]).not.toContain('month');
    expect(bibtex.split('@')[2]).toContain('month = jul');
    const ris = toRis([{ paper: byYear }, { paper: byMonth }]);
    expect(ris).toContain('DA  - 2023///');
    expect(ris).toContain('DA  - 2023/07//');
    expect(JSON.parse(toCslJson([{ paper: byYear }, { paper: byMonth }])).map((item: { issued: unknown }) => item.issued)).toEqual([
      { 'date-parts': [[2023]] },
      { 'date-parts': [[2023, 7]] },
    ]);
    const csv = toCsv([{ paper: byYear }, { paper: byMonth }]);
    expect(csv).toContain('"2023"');
    expect(csv).toContain('"2023-07"');
    expect(csv).not.toContain('2023-01-01');
    expect(toMarkdown([{ paper: byYear }])).toContain('· 2023');
  });
});
