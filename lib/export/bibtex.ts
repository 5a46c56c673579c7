/**
 * BibTeX: one `@misc` per paper, as arXiv and Better BibTeX write preprints (`eprint`, `archivePrefix = {arXiv}`,
 * `primaryClass`), or the venue's `@inproceedings` or `@article` once the paper is published (the eprint fields
 * kept), with unique keys in the `lin2026skillc` style that a saved paper keeps (citation-keys.ts). TeX specials are
 * escaped; other Unicode is kept as is (biber and BibTeX with UTF-8 input read it). Like arXiv's own BibTeX export, no
 * abstract: a .bib file is for citing (CSL-JSON, RIS and the backup carry abstracts).
 */
import { foldWhitespace } from '../paper/text';
import { protectTitleCase } from './bibtex-case';
import { citationKeys } from './citation-keys';
import { arxivIdOf, citationDoi, dateParts, type ExportItem, landingUrl, type Publication, publicationOf, splitName } from './item';

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

/**
 * BibTeX (and biber) count every brace to find a field's end, escaped or not: `\{` alone would swallow the rest of
 * the file. Literal braces that don't pair up are written as commands instead.
 */
const UNPAIRED_SPECIALS: Record<string, string> = { ...SPECIALS, '{': '\\textbraceleft{}', '}': '\\textbraceright{}' };

const NEEDS_ESCAPE = /[\\{}%$&#_^~<>|]|--|``|''|,,|[?!]`/;

/** Whether the text's braces pair up in order, so that `\{` and `\}` leave the field balanced. */
function bracesPair(text: string): boolean {
  let depth = 0;
  for (const match of text.matchAll(/[{}]/g)) {
    depth += match[0] === '{' ? 1 : -1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Escapes TeX's special characters so the text reads back exactly: the ten specials, the three characters the
 * original TeX fonts print as something else (< > |), and the ligatures (-- ``  '' ?` !` ,,), broken with `{}`.
 * The result's braces always balance. `paired`: whether the braces of the whole value pair up, when `text` is a part
 * of it (the title between its protected words).
 */
export function escapeTex(text: string, paired?: boolean): string {
  // Most text needs nothing: one test instead of three copying replaces, and the braces are counted only for text that
  // has something to escape (counting them in every field was a fifth of a 10,000-paper export).
  if (!NEEDS_ESCAPE.test(text)) return text;
  const specials = (paired ?? bracesPair(text)) ? SPECIALS : UNPAIRED_SPECIALS;
  return text
    .replace(/[\\{}%$&#_^~<>|]/g, (char) => specials[char] as string)
    .replace(/([-`',])(?=\1)/g, '$1{}')
    .replace(/([?!])`/g, '$1{}`');
}

/** Control characters other than whitespace: no TeX means one, and Better BibTeX's parser drops an entry over a NUL. */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;

/** One line (a blank line would be a paragraph break), without control characters. */
function oneLine(text: string): string {
  const folded = foldWhitespace(text);
  return CONTROL.test(folded) ? folded.replace(CONTROLS, '') : folded;
}

/** Text for a TeX field: one line, escaped. */
function tex(text: string): string {
  return escapeTex(oneLine(text));
}

/** A title: escaped, and its acronyms and mixed-case words braced so that styles that lowercase titles keep them. */
function texTitle(title: string): string {
  const line = oneLine(title);
  // Most titles need no escape: neither a test per part between the braced words nor the count of braces.
  if (!NEEDS_ESCAPE.test(line)) return protectTitleCase(line, asWritten);
  const paired = bracesPair(line);
  return protectTitleCase(line, (part) => escapeTex(part, paired));
}

const asWritten = (text: string) => text;

/** Braces, backslash, `$`, whitespace and control characters. */
const NOT_VERBATIM = /[{}\\$\s\p{Cc}]/u;

/**
 * A link or DOI for a verbatim field (`url`, `doi`), which readers take as written, with no TeX escapes:
 * `%` and `#` stay as they are, and the characters that would end the field or the line (braces, backslash,
 * whitespace, control characters) are percent-encoded, as a URI would have them anyway. So is `$`, which Better
 * BibTeX's parser reads as the start of math even there.
 */
function verbatim(text: string): string {
  // Links and DOIs almost never need it: one test instead of a replace per entry.
  return NOT_VERBATIM.test(text) ? text.replace(new RegExp(NOT_VERBATIM, 'gu'), (char) => encodeURIComponent(char)) : text;
}

/**
 * "Hongxiang Lin" → "{Lin}, {Hongxiang}". Each part is braced, so a comma or an "and" inside a name can't split it
 * and the family name ("van der Waals") is read as written. A suffix takes BibTeX's "Last, Jr, First" form.
 */
function bibName(name: string): string {
  const { family, given, suffix } = splitName(name);
  // With no given name, "Last, Jr, " would read the suffix as the given name: the two stay one braced name.
  if (suffix) return given ? `{${tex(family)}}, {${tex(suffix)}}, {${tex(given)}}` : `{${tex(`${family} ${suffix}`)}}`;
  return given ? `{${tex(family)}}, {${tex(given)}}` : `{${tex(family)}}`;
}

export interface BibtexOptions {
  /** arXiv `@misc` entries even for published arXiv papers (the library's setting); else their venue's entry. */
  preprintEntries?: boolean;
  /**
   * Whether the user's notes go in, as `annote` (default yes: a library's .bib export). Copy BibTeX leaves them out: it
   * is pasted into a manuscript's .bib, which co-authors and arXiv's source upload read.
   */
  notes?: boolean;
}

/** BibTeX's predefined month macros, January first. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** The entry type: the venue's when the paper is published in a venue it names, else `@misc`. */
function entryType(published: Publication | undefined): string {
  if (!published) return '@misc{';
  return published.kind === 'conference' ? '@inproceedings{' : '@article{';
}

/** Appends one entry's pieces to `out`; joined once, they make a flat string (no tree of concatenations to copy). */
function writeEntry(out: string[], item: ExportItem, key: string, options: BibtexOptions | undefined): void {
  const { paper } = item;
  const arxivId = arxivIdOf(paper);
  const date = dateParts(paper);
  // A published paper is cited as its venue's entry; the eprint fields below still lead to arXiv. The setting keeps
  // arXiv's entry, so a paper never on arXiv (ACL, PMLR, NeurIPS) has none to keep: it is its venue's entry still.
  // A paper known only by a journal's DOI has no venue to name, nor a kind to claim (a KDD paper's ACM DOI is no
  // journal's): `@misc` with that DOI, not an `@article` without the `journal` BibTeX and biblatex require.
  const publication = options?.preprintEntries && arxivId ? undefined : publicationOf(paper);
  const published = publication?.venue === undefined ? undefined : (publication as Publication & { venue: string });
  out.push(entryType(published), key, ',\n');
  // Every value is escaped, whatever its source: a page, a feed or a crafted backup may have put braces anywhere.
  field(out, 'title', texTitle(paper.title));
  field(out, 'author', paper.authors.map(bibName).join(' and '));
  if (published) {
    field(out, published.kind === 'conference' ? 'booktitle' : 'journal', tex(published.venue));
    const year = published.year ?? date?.[0];
    field(out, 'year', year === undefined ? undefined : String(year));
  } else {
    field(out, 'year', date ? String(date[0]) : undefined);
    // BibTeX's month macro (`may`, unbraced): classic styles print `{5}` as "5 2026", the macro as "May 2026"; biblatex
    // reads both.
    const month = date?.[1] === undefined ? undefined : MONTHS[date[1] - 1];
    if (month) out.push('  month = ', month, ',\n');
  }
  field(out, 'eprint', arxivId);
  field(out, 'archivePrefix', arxivId ? 'arXiv' : undefined);
  field(out, 'primaryClass', arxivId && paper.primaryCategory ? tex(paper.primaryCategory) : undefined);
  const url = landingUrl(paper);
  field(out, 'url', url ? verbatim(url) : undefined);
  // A published entry carries the venue's DOI only: arXiv's own would name the preprint as the venue's paper.
  const doi = published ? published.doi : citationDoi(paper);
  field(out, 'doi', doi ? verbatim(doi) : undefined);
  if (!published) field(out, 'journal', paper.journalRef ? tex(paper.journalRef) : undefined);
  field(out, 'keywords', item.record?.tags.length ? item.record.tags.map(tex).join(', ') : undefined);
  // The user's own note as `annote`, as Zotero writes and reads notes: styles print `note` in the reference list.
  field(out, 'annote', item.record?.note && options?.notes !== false ? tex(item.record.note) : undefined);
  out.push('}\n');
}

/** One `name = {value},` line; empty values are left out. */
function field(out: string[], name: string, value: string | undefined): void {
  if (value !== undefined && value !== '') out.push('  ', name, ' = {', value, '},\n');
}

export function bibtexEntry(item: ExportItem, key: string, options?: BibtexOptions): string {
  const out: string[] = [];
  writeEntry(out, item, key, options);
  return out.join('');
}

/** A .bib file of the items, keys made unique across them (a saved paper's pinned key kept). */
export function toBibtex(items: readonly ExportItem[], options?: BibtexOptions): string {
  const keys = citationKeys(items);
  // Each entry is joined flat first: one join over 400,000 pieces is slower than two short ones.
  return items.map((item) => bibtexEntry(item, keys.get(item.paper.id) as string, options)).join('\n');
}
