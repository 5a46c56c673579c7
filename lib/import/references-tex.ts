/**
 * The TeX in BibTeX values, read as text: accents (`Schr{\"o}dinger`), escaped specials, named symbols, ligatures,
 * grouping braces; and author lists split as BibTeX splits them (`and` outside braces, commas outside braces).
 * Every function is one pass over its input: a crafted file can't make them slow.
 */

/** Accent commands and the combining mark each puts on the next letter. */
const ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  v: '\u030c',
  H: '\u030b',
  c: '\u0327',
  k: '\u0328',
  r: '\u030a',
  d: '\u0323',
  b: '\u0331',
  t: '\u0361',
};

/** Control words that stand for text, our own export's among them (`\textbackslash{}` and kin). */
const WORDS: Record<string, string> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  aa: 'å',
  AA: 'Å',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
  j: 'ȷ',
  textbackslash: '\\',
  textasciicircum: '^',
  textasciitilde: '~',
  textless: '<',
  textgreater: '>',
  textbar: '|',
  textbraceleft: '{',
  textbraceright: '}',
  textunderscore: '_',
  textendash: '–',
  textemdash: '—',
  S: '§',
  P: '¶',
  dag: '†',
  ddag: '‡',
  copyright: '©',
  textregistered: '®',
  texttrademark: '™',
  pounds: '£',
  euro: '€',
  dots: '…',
  ldots: '…',
  textellipsis: '…',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
};

/** Control symbols other than accents: `\&` is `&`, `\,` a thin space, `\-` a hyphenation hint. */
const SYMBOLS: Record<string, string> = { '\\': ' ', ' ': ' ', ',': ' ', ';': ' ', ':': ' ', '!': '', '-': '', '/': '', '@': '' };

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** Text with nothing TeX would change but whitespace. */
const PLAIN = /^[^\\{}$~`'\-?!]*$/;

/** A BibTeX value as the text it prints: one line, whitespace folded. */
export function untex(value: string): string {
  if (PLAIN.test(value)) return value.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  // An accent waits for the letter it sits on: `\"o`, `\"{o}`, `{\"o}` and `\" o` all give ö.
  let mark = '';
  let marked = false;
  const emit = (text: string) => {
    // An accent with nothing under it (`\'{} x`) is dropped, not put on a space.
    if (text === ' ') mark = '';
    if (mark && text !== '') {
      // A dotless i or j under an accent is the ordinary letter: `\'{\i}` is í.
      const base = text[0] === 'ı' ? 'i' : text[0] === 'ȷ' ? 'j' : (text[0] as string);
      out.push(base, mark, text.slice(1));
      mark = '';
      marked = true;
    } else out.push(text);
  };
  let index = 0;
  while (index < value.length) {
    const char = value[index] as string;
    const next = value[index + 1];
    if (char === '\\') {
      if (next !== undefined && isLetter(next.charCodeAt(0))) {
        let end = index + 1;
        while (end < value.length && isLetter(value.charCodeAt(end))) end += 1;
        const name = value.slice(index + 1, end);
        // TeX ignores spaces after a control word.
        while (isSpace(value[end])) end += 1;
        index = end;
        if (name.length === 1 && ACCENTS[name] !== undefined) mark = ACCENTS[name];
        else if (WORDS[name] !== undefined) emit(WORDS[name]);
        // An unknown command before a group formats it (`\emph{x}`); one without stands for its name (`\alpha`).
        else if (value[index] !== '{') emit(name);
        continue;
      }
      index += 2;
      if (next === undefined) continue;
      if (ACCENTS[next] !== undefined) mark = ACCENTS[next];
      else emit(SYMBOLS[next] ?? next);
      continue;
    }
    index += 1;
    if (char === '{' || char === '}' || char === '$') continue;
    if (char === '~' || isSpace(char)) emit(' ');
    else if (char === '-' && next === '-') {
      const triple = value[index + 1] === '-';
      emit(triple ? '—' : '–');
      index += triple ? 2 : 1;
    } else if ((char === '`' || char === "'") && next === char) {
      emit(char === '`' ? '“' : '”');
      index += 1;
    } else if ((char === '?' || char === '!') && next === '`') {
      emit(char === '?' ? '¿' : '¡');
      index += 1;
    } else emit(char);
  }
  const text = out.join('').replace(/\s+/g, ' ').trim();
  return marked ? text.normalize('NFC') : text;
}

/**
 * Splits where `at` finds a separator (and says how long it is) outside braces, into at most `limit` parts: the last
 * keeps the rest, separators and all.
 */
/** `at(index, start)` gives the length of a separator at `index` (0 for none); `start` is where the current part began. */
function splitOutsideBraces(value: string, at: (index: number, start: number) => number, limit = Number.POSITIVE_INFINITY): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '\\') index += 1;
    else if (char === '{') depth += 1;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && parts.length < limit - 1) {
      const length = at(index, start);
      if (length > 0) {
        parts.push(value.slice(start, index));
        start = index + length;
        index = start - 1;
      }
    }
  }
  parts.push(value.slice(start));
  return parts;
}

/**
 * Length of a ` and ` (any case, any whitespace) starting at `index`, else 0; at the start of a part (`start`), an `and `
 * with no space before it counts too, as BibTeX reads `A and and others` or `A and  and others`: an empty name between.
 */
function andAt(value: string, index: number, start: number): number {
  if (index === start && value.slice(index, index + 3).toLowerCase() === 'and' && isSpace(value[index + 3])) return 4;
  // Only from the first space of a run (within this part), so a long run of spaces is walked once, not once per space.
  if (!isSpace(value[index]) || (index > start && isSpace(value[index - 1]))) return 0;
  let end = index + 1;
  while (isSpace(value[end])) end += 1;
  if (value.slice(end, end + 3).toLowerCase() !== 'and' || !isSpace(value[end + 3])) return 0;
  return end + 4 - index;
}

/**
 * One BibTeX name as "First von Last Jr": "von Last, First" and "von Last, Jr, First" are turned round, a braced
 * name (`{Barnes and Noble}`) is one name as written.
 */
function displayName(name: string): string {
  // A name has at most two commas; BibTeX refuses more, here they stay in the first names.
  const [last = '', ...rest] = splitOutsideBraces(name, (index) => (name[index] === ',' ? 1 : 0), 3).map(untex);
  const [first, junior] = rest.length === 2 ? [rest[1], rest[0]] : [rest[0], undefined];
  return [first, last, junior].filter(Boolean).join(' ');
}

/** The names of a BibTeX `author` field, in display order ("Erwin Schrödinger"); `and others` is left out. */
export function bibtexNames(field: string): string[] {
  return splitOutsideBraces(field, (index, start) => andAt(field, index, start))
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'others')
    .map(displayName);
}
