import { describe, expect, it } from 'vitest';
import { bibtexDay, risDay } from '../../../lib/import/reference-dates';
import { readReferences } from '../../../lib/import/references';

describe('a reference file’s date', () => {
  it('in BibTeX: the month as a macro, a name or a number, and biblatex’s date first', () => {
    expect(bibtexDay({ year: '2023', month: 'jul' })).toBe('2023-07-01');
    expect(bibtexDay({ year: '2023', month: 'September' })).toBe('2023-09-01');
    expect(bibtexDay({ year: '2023', month: '11' })).toBe('2023-11-01');
    expect(bibtexDay({ year: '2023' })).toBe('2023-01-01');
    expect(bibtexDay({ date: '2023-07-15', year: '2022' })).toBe('2023-07-15');
    expect(bibtexDay({ date: '2023-07' })).toBe('2023-07-01');
    expect(bibtexDay({ date: '2023-07-15/2023-07-20' })).toBe('2023-07-15');
    expect(bibtexDay({ year: 'in press' })).toBeUndefined();
  });

  it('in RIS: DA with its month and day, as far as it goes, else the year', () => {
    expect(risDay('2023/07/15/', '2023')).toBe('2023-07-15');
    expect(risDay('2023/07//', undefined)).toBe('2023-07-01');
    expect(risDay(undefined, '2023///')).toBe('2023-01-01');
    expect(risDay(undefined, undefined)).toBeUndefined();
  });

  it('a month or day the calendar lacks falls back to the first, and keeps the year', () => {
    expect(bibtexDay({ year: '2023', month: '13' })).toBe('2023-01-01');
    expect(risDay('2023/02/31/', undefined)).toBe('2023-02-01');
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
    expect(result.papers.map((paper) => [paper.published, paper.journalRef])).toEqual([
      ['1988-08-01', 'Machine Learning'],
      ['2023-12-01', 'NeurIPS 2023'],
    ]);
  });
});
