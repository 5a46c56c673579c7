/**
 * Importing BibTeX and RIS files (a Zotero or Mendeley export, a .bib from a paper): every entry that names an
 * arXiv id or a DOI becomes a saved paper; arXiv papers are completed from the arXiv API afterwards. A small reader
 * of our own, not a full BibTeX parser: all it needs is each entry's identifiers, title, authors, year and
 * abstract, and it must run in the page without a large dependency. All entries are saved in one transaction.
 */
import { type RadarDb, savePaper } from '../db';
import { normalizePaperDraft, type Paper, type PaperDraft } from '../paper';

export const MAX_REFERENCES_BYTES = 20 * 1024 * 1024;

export interface ReadReferences {
  ok: true;
  format: 'BibTeX' | 'RIS';
  papers: Paper[];
  /** Entries left out, with why. */
  skipped: string[];
}

export type ReferencesResult = ReadReferences | { ok: false; error: string };

/** Undoes the TeX our BibTeX export and common tools write: escaped specials, braces, `\textbackslash{}` and kin. */
function untex(value: string): string {
  return (
    value
      .replace(/\\textbackslash\{\}/g, '\\')
      .replace(/\\textasciicircum\{\}/g, '^')
      .replace(/\\textasciitilde\{\}/g, '~')
      .replace(/\\textless\{\}/g, '<')
      .replace(/\\textgreater\{\}/g, '>')
      .replace(/\\textbar\{\}/g, '|')
      // One pass: an escaped special becomes itself, a bare brace (grouping, case protection) goes.
      .replace(/\\([&%$#_{}])|[{}]/g, (_match, escaped: string | undefined) => escaped ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** One BibTeX field value starting at `start` (after `=`): `{…}` with nesting, `"…"`, or a bare word or number. */
function readValue(text: string, start: number): { value: string; end: number } {
  let index = start;
  while (/\s/.test(text[index] ?? '')) index += 1;
  const open = text[index];
  if (open === '{' || open === '"') {
    let depth = 0;
    for (let end = index; end < text.length; end += 1) {
      const char = text[end];
      if (char === '\\') {
        end += 1;
        continue;
      }
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      if ((open === '{' && depth === 0 && char === '}') || (open === '"' && depth === 0 && char === '"' && end > index)) {
        return { value: text.slice(index + 1, end), end: end + 1 };
      }
    }
    return { value: text.slice(index + 1), end: text.length };
  }
  const word = /^[^,}\s]*/.exec(text.slice(index))?.[0] ?? '';
  return { value: word, end: index + word.length };
}

/** The fields of each `@type{key, name = value, …}` entry (not @string, @comment or @preamble). */
function bibtexEntries(text: string): Record<string, string>[] {
  const entries: Record<string, string>[] = [];
  const start = /@(\w+)\s*[{(]\s*[^,\s]*\s*,/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    if (/^(string|comment|preamble)$/i.test(match[1] as string)) continue;
    const fields: Record<string, string> = Object.create(null);
    let index = start.lastIndex;
    const field = /\s*([A-Za-z][\w-]*)\s*=/y;
    for (;;) {
      field.lastIndex = index;
      const name = field.exec(text);
      if (!name) break;
      const { value, end } = readValue(text, field.lastIndex);
      fields[(name[1] as string).toLowerCase()] = value;
      index = end;
      while (/[\s,]/.test(text[index] ?? '')) index += 1;
    }
    entries.push(fields);
    start.lastIndex = index;
  }
  return entries;
}

/** "Lin, Hongxiang" → "Hongxiang Lin"; "{Meituan}" and "Hongxiang Lin" stay as they read. */
function displayName(name: string): string {
  const clean = name.trim();
  const comma = clean.indexOf(',');
  const flipped = comma < 0 || /^\{[^}]*\}$/.test(clean) ? clean : `${clean.slice(comma + 1).trim()} ${clean.slice(0, comma).trim()}`;
  return untex(flipped);
}

const ARXIV_IN_TEXT = /(?:arxiv\.org\/(?:abs|pdf)\/|10\.48550\/arxiv\.|arxiv:\s*)([a-z-]+(?:\.[a-z]{2})?\/\d{7}|\d{4}\.\d{4,5})(v\d+)?/i;

function arxivIdIn(...values: (string | undefined)[]): string | undefined {
  for (const value of values) {
    const match = value ? ARXIV_IN_TEXT.exec(value) : null;
    if (match) return match[1];
  }
  return undefined;
}

function draftFromBibtex(fields: Record<string, string>): PaperDraft {
  const eprint = fields.eprint && (fields.archiveprefix ?? 'arxiv').toLowerCase() === 'arxiv' ? fields.eprint : undefined;
  const arxivId = arxivIdIn(
    eprint ? `arXiv:${eprint}` : undefined,
    fields.arxiv ? `arXiv:${fields.arxiv}` : undefined,
    fields.url,
    fields.doi,
    fields.journal,
  );
  const doi = fields.doi?.trim();
  return {
    arxivId,
    doi: doi && !/^10\.48550\//i.test(doi) ? doi : undefined,
    title: fields.title ? untex(fields.title) : undefined,
    authors: fields.author ? fields.author.split(/\s+and\s+/).map(displayName) : [],
    abstract: fields.abstract ? untex(fields.abstract) : undefined,
    published: /^\d{4}$/.test(fields.year ?? '') ? `${fields.year}-01-01` : undefined,
    journalRef: fields.journal && !arxivIdIn(fields.journal) ? untex(fields.journal) : undefined,
  };
}

/** RIS records as lists of [tag, value]. */
function risRecords(text: string): [string, string][][] {
  const records: [string, string][][] = [];
  let current: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line);
    if (!match) continue;
    const [, tag, value] = match as unknown as [string, string, string];
    if (tag === 'ER') {
      records.push(current);
      current = [];
    } else current.push([tag, value.trim()]);
  }
  return records;
}

function draftFromRis(record: [string, string][]): PaperDraft {
  const all = (...tags: string[]) => record.filter(([tag]) => tags.includes(tag)).map(([, value]) => value);
  const first = (...tags: string[]) => all(...tags)[0];
  const doi = first('DO');
  const arxivId = arxivIdIn(...all('UR', 'L1', 'L2', 'M1', 'AN', 'DO', 'N1'));
  const year = /^(\d{4})/.exec(first('PY', 'Y1', 'DA') ?? '')?.[1];
  return {
    arxivId,
    doi: doi && !/^10\.48550\//i.test(doi) ? doi : undefined,
    title: first('TI', 'T1'),
    authors: all('AU', 'A1').map((name) => displayName(name)),
    abstract: first('AB', 'N2'),
    published: year ? `${year}-01-01` : undefined,
  };
}

/** Reads a BibTeX or RIS file into papers, writing nothing. */
export function readReferences(text: string, bytes = text.length, now = Date.now()): ReferencesResult {
  if (bytes > MAX_REFERENCES_BYTES)
    return { ok: false, error: `The file is ${(bytes / 1024 / 1024).toFixed(0)} MB; reference files over 20 MB are refused.` };
  if (text.trim() === '') return { ok: false, error: 'The file is empty.' };
  const isRis = /^TY {2}- /m.test(text);
  const isBibtex = !isRis && /@\w+\s*[{(]/.test(text);
  if (!isRis && !isBibtex) return { ok: false, error: 'This file is neither BibTeX nor RIS.' };
  const drafts = isRis ? risRecords(text).map(draftFromRis) : bibtexEntries(text).map(draftFromBibtex);
  if (drafts.length === 0)
    return { ok: false, error: `The file has no complete ${isRis ? 'RIS record' : 'BibTeX entry'}; it may be cut off.` };
  const papers: Paper[] = [];
  const skipped: string[] = [];
  drafts.forEach((draft, index) => {
    const label = `Entry ${index + 1}${draft.title ? ` (“${draft.title.slice(0, 60)}”)` : ''}`;
    if (!draft.arxivId && !draft.doi) {
      skipped.push(`${label} names no arXiv id or DOI.`);
      return;
    }
    const normalized = normalizePaperDraft(draft, { site: 'import', url: `file:${isRis ? 'ris' : 'bibtex'}`, at: now });
    if (normalized.ok) papers.push(normalized.paper);
    else skipped.push(`${label}: ${normalized.error}`);
  });
  return { ok: true, format: isRis ? 'RIS' : 'BibTeX', papers, skipped };
}

/** Saves the papers read, all in one transaction: if one fails, none is saved. Returns how many were new. */
export async function saveReferences(db: RadarDb, papers: readonly Paper[], collectionId?: string, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.papers, db.saved, db.collections, async () => {
    let created = 0;
    for (const paper of papers) if ((await savePaper(db, paper, { collectionId, now })).created) created += 1;
    return created;
  });
}
