import { describe, expect, it } from 'vitest';
import { bibtexEntries } from '../../../lib/import/references-bibtex';

const fields = (text: string) => bibtexEntries(text).map((entry) => ({ ...entry.fields }));

describe('bibtexEntries', () => {
  it('reads entries in order, field names in lower case, values raw', () => {
    const text = `Some text before.
      @Article{silver2017,
        Title = {Mastering the game of {Go} without human knowledge},
        author = "Silver, David and Schrittwieser, Julian",
        year = 2017,
      }
      @misc(hu2026, eprint = {2604.27955})`;
    expect(bibtexEntries(text).map((entry) => entry.state)).toEqual(['complete', 'complete']);
    expect(fields(text)).toEqual([
      { title: 'Mastering the game of {Go} without human knowledge', author: 'Silver, David and Schrittwieser, Julian', year: '2017' },
      { eprint: '2604.27955' },
    ]);
  });

  it('joins pieces with #, keeps a macro name as written, and keeps the first of repeated fields', () => {
    expect(fields('@misc{k, note = "Part one, " # {part two} # jan, note = {ignored}}')).toEqual([{ note: 'Part one, part twojan' }]);
  });

  it('passes over @string, @preamble and @comment, and an @ that starts no entry', () => {
    const text = '@string{acl = "ACL"} @comment{ @misc{hidden, title={No}} } email me@example.org @preamble{"x"} @misc{k, title={Yes}}';
    expect(fields(text)).toEqual([{ title: 'Yes' }]);
  });

  it('reports an entry cut off by the end of the file, and one that is not BibTeX, and goes on after it', () => {
    expect(bibtexEntries('@misc{k, title = {Never closed').map((entry) => entry.state)).toEqual(['cut']);
    const entries = bibtexEntries('@misc{k, title {missing equals}} @misc{j, title = {Fine}}');
    expect(entries.map((entry) => entry.state)).toEqual(['broken', 'complete']);
    expect(entries[1]?.fields).toEqual({ title: 'Fine' });
  });

  it('keeps escaped braces and quotes inside values', () => {
    expect(fields('@misc{k, title = {A \\} brace}, other = "a {"} quote"}')).toEqual([{ title: 'A \\} brace', other: 'a {"} quote' }]);
  });
});
