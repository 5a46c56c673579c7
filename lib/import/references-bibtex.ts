/**
 * The entries of a BibTeX file, read in one pass: every character is looked at a bounded number of times, so a
 * crafted file (thousands of `@a{`, braces nested a million deep, an unterminated quote) costs what its length
 * costs. Values are returned raw, TeX and all; `@string` macros are not expanded (a bare word is kept as written:
 * an expansion could make a small file huge, and the fields an import needs never depend on them).
 */

export interface BibtexEntry {
  /** Field names in lower case; the first of repeated fields wins, as in BibTeX. */
  fields: Record<string, string>;
  /** `complete`: read to its closing brace. `cut`: the file ends inside it. `broken`: not BibTeX at `at`. */
  state: 'complete' | 'cut' | 'broken';
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;
/** What may not appear in an entry type, a key, a field name or a bare value (BibTeX's own list, with `@`). */
const STOPS = new Set([...' \t\n\r\f"#%\'(),={}@'].map((char) => char.charCodeAt(0)));

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.index < this.text.length && isSpace(this.text.charCodeAt(this.index))) this.index += 1;
  }

  /** A run of characters that are not stops (a type, key, field name, number or macro name). */
  word(): string {
    const start = this.index;
    while (this.index < this.text.length && !STOPS.has(this.text.charCodeAt(this.index))) this.index += 1;
    return this.text.slice(start, this.index);
  }

  /**
   * Moves past a group that `open` started and `close` ends, braces nested inside it; a backslash escapes the next
   * character. Returns false when the text ends first.
   */
  group(open: string, close: string): boolean {
    const { text } = this;
    let depth = 0;
    for (let index = this.index; index < text.length; index += 1) {
      const char = text[index];
      if (char === '\\') index += 1;
      else if (char === close && depth === 0) {
        this.index = index + 1;
        return true;
      } else if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      // A stray closing brace inside quotes or parentheses ends nothing but the group's own brace count.
      if (depth < 0 && open !== '{') depth = 0;
    }
    this.index = text.length;
    return false;
  }

  /** One value: `{…}`, `"…"`, a number or a macro name, joined with `#`. Undefined when it isn't one; '' at the end. */
  value(): string | undefined {
    const pieces: string[] = [];
    for (;;) {
      this.skipSpace();
      const open = this.text[this.index];
      if (open === '{' || open === '"') {
        const start = this.index + 1;
        this.index = start;
        if (!this.group(open, open === '{' ? '}' : '"')) return '';
        pieces.push(this.text.slice(start, this.index - 1));
      } else {
        const word = this.word();
        if (word === '') return this.index >= this.text.length ? '' : undefined;
        pieces.push(word);
      }
      this.skipSpace();
      if (this.text[this.index] !== '#') return pieces.join('');
      this.index += 1;
    }
  }

  /** An entry's key and fields, after its opening delimiter. */
  entry(close: string): BibtexEntry {
    // Made at the first field: a crafted file can hold hundreds of thousands of entries that never get one.
    let fields: Record<string, string> | undefined;
    this.skipSpace();
    this.word();
    for (;;) {
      this.skipSpace();
      if (this.text[this.index] === close) {
        this.index += 1;
        return { fields: fields ?? Object.create(null), state: 'complete' };
      }
      if (this.text[this.index] !== ',') return this.ended();
      while (this.text[this.index] === ',' || isSpace(this.text.charCodeAt(this.index))) this.index += 1;
      if (this.text[this.index] === close) continue;
      const name = this.word().toLowerCase();
      this.skipSpace();
      if (name === '' || this.text[this.index] !== '=') return this.ended();
      this.index += 1;
      const value = this.value();
      if (value === undefined || this.index >= this.text.length) return this.ended();
      fields ??= Object.create(null) as Record<string, string>;
      if (!(name in fields)) fields[name] = value;
    }
  }

  /** An entry that stopped before its end: cut off by the end of the file, or broken where reading stands. */
  ended(): BibtexEntry {
    return this.index >= this.text.length ? CUT : BROKEN;
  }
}

/** Entries left out have no fields worth keeping; one shared record each. */
const CUT: BibtexEntry = Object.freeze({ fields: Object.freeze({}), state: 'cut' });
const BROKEN: BibtexEntry = Object.freeze({ fields: Object.freeze({}), state: 'broken' });

/** Every `@type{key, name = value, …}` entry in order; `@string`, `@preamble` and `@comment` are passed over. */
export function bibtexEntries(text: string): BibtexEntry[] {
  const entries: BibtexEntry[] = [];
  const reader = new Reader(text);
  for (;;) {
    const at = text.indexOf('@', reader.index);
    if (at < 0) return entries;
    // Whatever happens below, reading goes on from after this `@`, never from before it.
    reader.index = at + 1;
    const type = reader.word().toLowerCase();
    reader.skipSpace();
    const open = text[reader.index];
    if (type === '' || (open !== '{' && open !== '(')) continue;
    reader.index += 1;
    const close = open === '{' ? '}' : ')';
    if (type === 'string' || type === 'preamble' || type === 'comment') reader.group(open, close);
    // A broken entry is reported; reading resumes where it broke, so an `@` inside it can start the next one.
    else entries.push(reader.entry(close));
  }
}
