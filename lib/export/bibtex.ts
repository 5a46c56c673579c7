/**
 * BibTeX: one `@misc` per paper, as arXiv and Better BibTeX write preprints (`eprint`, `archivePrefix = {arXiv}`,
 * `primaryClass`), with stable unique keys in the `lin2026skillc` style. TeX specials are escaped; other Unicode
 * is kept as is (biber and BibTeX with UTF-8 input read it). Like arXiv's own BibTeX export, no abstract: a .bib
 * file is for citing (CSL-JSON, RIS and the backup carry abstracts).
 */
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, splitName } from './item';

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

const NEEDS_ESCAPE = /[\\{}%$&#_^~<>|]|--|``|''|,,|[?!]`/;

/**
 * Escapes TeX's special characters so the text reads back exactly: the ten specials, the three characters the
 * original TeX fonts print as something else (< > |), and the ligatures (-- ``  '' ?` !` ,,), broken with `{}`.
 */
export function escapeTex(text: string): string {
  // Most text needs nothing: one test instead of three copying replaces (abstracts are most of an export's bytes).
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/[\\{}%$&#_^~<>|]/g, (char) => SPECIALS[char] as string)
    .replace(/([-`',])(?=\1)/g, '$1{}')
    .replace(/([?!])`/g, '$1{}`');
}

/** ASCII letters of a word, lower case ("Müller" → "muller"), for keys. */
function keyPart(text: string): string {
  // Unicode normalisation is slow; plain ASCII words (most) skip it.
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return ascii.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const SKIPPED_TITLE_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'for', 'in', 'to', 'and', 'with', 'towards', 'toward']);

/** The key before clashes are resolved: first author's family name, year, first significant title word. */
function baseKey(item: ExportItem): string {
  const { authors, title, published } = item.paper;
  const first = authors[0]?.trim() ?? '';
  // The family name's last word is the name's last word, particles or not.
  const family = keyPart(first.slice(first.lastIndexOf(' ') + 1));
  const year = /^\d{4}/.test(published ?? '') ? (published as string).slice(0, 4) : '';
  let word = '';
  for (const match of title.matchAll(TITLE_WORDS)) {
    const part = keyPart(match[0]);
    if (part.length > 0 && !SKIPPED_TITLE_WORDS.has(part)) {
      word = part;
      break;
    }
  }
  return `${family || 'anon'}${year}${word}`;
}

/** Words of a title as keys see them: runs between spaces, colons and dashes. */
const TITLE_WORDS = /[^\s:–—-]+/g;

/**
 * Unique keys for a set of papers. Papers sharing a base key get suffixes a, b, c … in the order of their ids, so
 * the same papers always get the same keys, whatever order they are exported in.
 */
export function citationKeys(items: readonly ExportItem[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const item of items) {
    const base = baseKey(item);
    const ids = byBase.get(base);
    if (ids) ids.push(item.paper.id);
    else byBase.set(base, [item.paper.id]);
  }
  const keys = new Map<string, string>();
  const taken = new Set(byBase.keys());
  for (const [base, ids] of byBase) {
    if (ids.length === 1) {
      keys.set(ids[0] as string, base);
      continue;
    }
    const sorted = [...new Set(ids)].sort();
    sorted.forEach((id, index) => {
      if (index === 0) {
        keys.set(id, base);
        return;
      }
      let suffix = index - 1;
      let key: string;
      do {
        key = `${base}${suffixLetters(suffix)}`;
        suffix += 1;
      } while (taken.has(key));
      taken.add(key);
      keys.set(id, key);
    });
  }
  return keys;
}

/** 0 → a, 25 → z, 26 → aa … */
function suffixLetters(index: number): string {
  let letters = '';
  let rest = index;
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

/**
 * "Hongxiang Lin" → "{Lin}, {Hongxiang}". Each part is braced, so a comma or an "and" inside a name can't split it
 * and the family name ("van der Waals") is read as written.
 */
function bibName(name: string): string {
  const { family, given } = splitName(name);
  return given ? `{${escapeTex(family)}}, {${escapeTex(given)}}` : `{${escapeTex(family)}}`;
}

/** Appends one entry's pieces to `out`; joined once, they make a flat string (no tree of concatenations to copy). */
function writeEntry(out: string[], item: ExportItem, key: string): void {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  out.push('@misc{', key, ',\n');
  field(out, 'title', escapeTex(paper.title));
  field(out, 'author', paper.authors.map(bibName).join(' and '));
  field(out, 'year', date ? String(date[0]) : undefined);
  field(out, 'month', date ? String(date[1]) : undefined);
  field(out, 'eprint', arxivId);
  field(out, 'archivePrefix', arxivId ? 'arXiv' : undefined);
  field(out, 'primaryClass', arxivId ? paper.primaryCategory : undefined);
  field(out, 'url', landingUrl(paper));
  field(out, 'doi', citationDoi(paper));
  field(out, 'journal', paper.journalRef ? escapeTex(paper.journalRef) : undefined);
  field(out, 'keywords', item.record?.tags.length ? item.record.tags.map(escapeTex).join(', ') : undefined);
  field(out, 'note', item.record?.note ? escapeTex(item.record.note) : undefined);
  out.push('}\n');
}

/** One `name = {value},` line; empty values are left out. */
function field(out: string[], name: string, value: string | undefined): void {
  if (value !== undefined && value !== '') out.push('  ', name, ' = {', value, '},\n');
}

export function bibtexEntry(item: ExportItem, key: string): string {
  const out: string[] = [];
  writeEntry(out, item, key);
  return out.join('');
}

/** A .bib file of the items, keys made unique across them. */
export function toBibtex(items: readonly ExportItem[]): string {
  const keys = citationKeys(items);
  // Each entry is joined flat first: one join over 400,000 pieces is slower than two short ones.
  return items.map((item) => bibtexEntry(item, keys.get(item.paper.id) as string)).join('\n');
}
