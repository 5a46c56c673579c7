import { describe, expect, it } from 'vitest';
import { bibtexDate, dateFromParts, risDate } from '../../../lib/import/reference-dates';
import { readReferences } from '../../../lib/import/references';

describe('a reference file’s date', () => {
  const day = (published: string) => ({ published });
  const month = (published: string) => ({ published, publishedPrecision: 'month' });
  const year = (published: string) => ({ published, publishedPrecision: 'year' });

  it('in BibTeX: the month as a macro, a name or a number, and biblatex’s date first', () => {
    expect(bibtexDate({ year: '2023', month: 'jul' })).toEqual(month('2023-07-01'));
    expect(bibtexDate({ year: '2023', month: 'September' })).toEqual(month('2023-09-01'));
    expect(bibtexDate({ year: '2023', month: '11' })).toEqual(month('2023-11-01'));
    expect(bibtexDate({ year: '2023' })).toEqual(year('2023-01-01'));
    expect(bibtexDate({ date: '2023-07-15', year: '2022' })).toEqual(day('2023-07-15'));
    expect(bibtexDate({ date: '2023-07' })).toEqual(month('2023-07-01'));
    expect(bibtexDate({ date: '2023-07-15/2023-07-20' })).toEqual(day('2023-07-15'));
    expect(bibtexDate({ date: '2023-07/2023-08' })).toEqual(month('2023-07-01'));
    expect(bibtexDate({ year: 'in press' })).toEqual({});
  });

  it('in RIS: DA with its month and day, as far as it goes, else the year', () => {
    expect(risDate('2023/07/15/', '2023')).toEqual(day('2023-07-15'));
    expect(risDate('2023/07//', undefined)).toEqual(month('2023-07-01'));
    expect(risDate(undefined, '2023///')).toEqual(year('2023-01-01'));
    expect(risDate(undefined, undefined)).toEqual({});
  });

  it('a month or day the calendar lacks is taken as unknown, and the year kept', () => {
    expect(bibtexDate({ year: '2023', month: '13' })).toEqual(year('2023-01-01'));
    expect(risDate('2023/02/31/', undefined)).toEqual(month('2023-02-01'));
    expect(dateFromParts(2023, 4, 30)).toEqual(day('2023-04-30'));
  });

  it('reaches the saved paper, older than arXiv too; and biblatex’s journaltitle is its venue', () => {
    const result = readReferences(String.raw`@article{sutton1988,
  title = {Learning to Predict by the Methods of Temporal Differences},
  author = {Sutton, Richard S.},
  journaltitle = {Machine Learning},
  date = {1988-08},
  doi = {10.1007/BF00115009},
}
@inproceedings{shinn2023,
  title = {Reflexion},
  author = {Shinn, Noah},
  booktitle = {NeurIPS},
  year = {2023},
  month = dec,
  doi = {10.5555/3666122.3666499},
}`);
    if (!result.ok) throw new Error(result.error);
    expect(result.papers.map((paper) => [paper.published, paper.publishedPrecision, paper.journalRef])).toEqual([
      ['1988-08-01', 'month', 'Machine Learning'],
      ['2023-12-01', 'month', 'NeurIPS 2023'],
    ]);
  });
});
