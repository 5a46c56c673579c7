import { describe, expect, it } from 'vitest';
import { bibtexNames, untex } from '../../../lib/import/references-tex';

describe('untex', () => {
  it.each([
    ['Schr{\\"o}dinger', 'Schrödinger'],
    ['Schr\\"odinger', 'Schrödinger'],
    ["{\\'\\i}ndice", 'índice'],
    ['Ca\\~{n}on', 'Cañon'],
    ['{\\ss} and \\o{} and \\AE', 'ß and ø and Æ'],
    ['Q\\&A: 50\\% \\$', 'Q&A: 50% $'],
    ['pages 1--10, a---b', 'pages 1–10, a—b'],
    ["``quoted''", '“quoted”'],
    ['The {GRPO} \\emph{method}', 'The GRPO method'],
    ['$\\alpha$-tuning', 'alpha-tuning'],
    ['Non~breaking\n  and   folded', 'Non breaking and folded'],
    ['a\\textbackslash{}b', 'a\\b'],
  ])('%j prints %j', (tex, text) => {
    expect(untex(tex)).toBe(text);
  });
});

describe('bibtexNames', () => {
  it('splits at "and" outside braces and turns "Last, First" round', () => {
    expect(bibtexNames('Silver, David and Schrittwieser, Julian AND Ada Lovelace')).toEqual([
      'David Silver',
      'Julian Schrittwieser',
      'Ada Lovelace',
    ]);
  });

  it('keeps a braced name whole and reads "von Last, Jr, First"', () => {
    expect(bibtexNames('{Barnes and Noble} and van der Waals, Jr, Johannes')).toEqual(['Barnes and Noble', 'Johannes van der Waals Jr']);
  });

  it.each(['A and  and others', 'A and and others', 'A AND\n and others', 'and others and A'])(
    'reads %j as one name: an empty name and "others" are dropped',
    (field) => {
      expect(bibtexNames(field)).toEqual(['A']);
    },
  );

  it('keeps names that only begin with "and"', () => {
    expect(bibtexNames('Andersen, Hans and Anderson, Pamela')).toEqual(['Hans Andersen', 'Pamela Anderson']);
  });

  it('leaves out "and others" and reads accents in names', () => {
    expect(bibtexNames('M{\\"u}ller, J{\\"u}rgen and others')).toEqual(['Jürgen Müller']);
    expect(bibtexNames('  ')).toEqual([]);
  });

  it('does not split inside a word that contains "and"', () => {
    expect(bibtexNames('Sandra Anderson and Andy Candy')).toEqual(['Sandra Anderson', 'Andy Candy']);
  });
});
