/**
 * Importing BibTeX, RIS and CSL-JSON files (a Zotero or Mendeley export, a .bib from a paper): every entry that names an
 * arXiv id or a DOI becomes a saved paper; arXiv papers are completed from the arXiv API afterwards. A small reader
 * of our own, not a full BibTeX parser: all it needs is each entry's identifiers, title, authors, year and
 * abstract, and it must run in the page without a large dependency (Better BibTeX's parser brings an English
 * language model for sentence casing). It reads in one pass, so a crafted file costs what its length costs
 * (references-bibtex.ts, references-tex.ts). All entries are saved in one transaction.
 */

import { normalizeTypedDraft } from '../paper/normalize';
import { LIMITS, type Paper, type PaperDraft } from '../paper/schema';
import { cut } from '../paper/text';
import { namesArxivItself, venueWithYear } from '../paper/venue';
import { SITE_PAPER_PLACES, sitePaperFromUrl } from '../sites/site-paper';
import { type RadarDb, restoreRemoved, savePaper, saveTables } from '../store/db';
import { giveBackLesson } from '../store/removed-lesson';
import { asSavedAs } from '../store/saved-state';
import { arxivIdIn } from './arxiv-in-text';
import { bibtexDate, risDate } from './reference-dates';
import { bibtexEntries } from './references-bibtex';
import { looksLikeCslJson, readCslJson } from './references-csl';

export { looksLikeCslJson };

import { bibtexNames, untex } from './references-tex';

export const MAX_REFERENCES_BYTES = 20 * 1024 * 1024;

export interface ReadReferences {
  ok: true;
  format: 'BibTeX' | 'RIS' | 'CSL-JSON';
  papers: Paper[];
  /** Entries left out, with why. */
  skipped: string[];
}

export type ReferencesResult = ReadReferences | { ok: false; error: string };

/**
 * A DOI field as written: other tools escape TeX's specials there (`10.1000/abc\_def`), and our own export
 * percent-encodes what would end a verbatim field (`$` as `%24`: lib/export/bibtex.ts), both undone here.
 */
function bibtexDoi(field: string): string {
  return field
    .trim()
    .replace(/\\([_%&#$])/g, '$1')
    .replace(/%(24|7B|7D|5C)/gi, (_escape, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}

/**
 * The paper an entry's links name on a site we decorate (OpenReview's BibTeX names a paper by its forum alone): its
 * key there and its page. Keyed as saving it from that page keys it, so the import and the page agree it is saved.
 */
function sitePaperIn(...links: (string | undefined)[]): { siteKey?: string; absUrl?: string } {
  for (const link of links) {
    // `howpublished = {\url{…}}` and the like: the address inside the command, with TeX's escapes undone
    // (`forum?id=a\_b` or `a{\_}b`, as tools write an underscore: the brace is no end of the address), and without the
    // punctuation of a note's sentence after it (none of those sites' paper addresses ends in one).
    const unescaped = link?.replace(/\{\\([_%&#$~])\}|\\([_%&#$~])/g, (_escape, braced?: string, bare?: string) => braced ?? bare ?? '');
    const address = unescaped && /https?:\/\/[^\s{}]+/i.exec(unescaped)?.[0];
    const paper = address ? sitePaperFromUrl(address.replace(/[.,;:)\]]+$/, '')) : undefined;
    if (paper) return paper;
  }
  return {};
}

/** CoRR's volume for an arXiv paper, as DBLP and Semantic Scholar write it: `abs/2305.10601`. */
const CORR_VOLUME = /^\s*abs\/(\S+)\s*$/i;

function draftFromBibtex(fields: Record<string, string>): PaperDraft {
  const eprint = fields.eprint && (fields.archiveprefix ?? 'arxiv').toLowerCase() === 'arxiv' ? fields.eprint : undefined;
  // A journal (biblatex's `journaltitle`) that is arXiv itself is no venue (lib/paper/venue.ts), and DBLP's and
  // Semantic Scholar's name the paper in its volume.
  const journal = fields.journal ?? fields.journaltitle;
  const inArxiv = journal !== undefined && namesArxivItself(journal);
  const corrVolume = inArxiv ? CORR_VOLUME.exec(fields.volume ?? '')?.[1] : undefined;
  const arxivId = arxivIdIn(
    eprint ? `arXiv:${eprint}` : undefined,
    fields.arxiv ? `arXiv:${fields.arxiv}` : undefined,
    corrVolume ? `arXiv:${corrVolume}` : undefined,
    fields.url,
    fields.doi,
    journal,
  );
  const doi = fields.doi === undefined ? undefined : bibtexDoi(fields.doi);
  const date = bibtexDate({ date: fields.date, year: fields.year && untex(fields.year), month: fields.month });
  const year = date.published?.slice(0, 4);
  // Text fields are cut to what a draft may carry before the TeX is read, so one huge field costs no more than that.
  const text = (value: string | undefined) => (value === undefined ? undefined : untex(cut(value, LIMITS.draftText)));
  // A conference paper names its venue in booktitle (our own export of a published paper does too), with the year.
  const venue = (inArxiv ? undefined : journal) ?? (fields.booktitle && venueWithYear(fields.booktitle, year));
  return {
    arxivId,
    ...sitePaperIn(fields.url, fields.pdf, fields.howpublished, fields.note),
    doi: doi && !/^10\.48550\//i.test(doi) ? doi : undefined,
    title: text(fields.title),
    authors: fields.author ? bibtexNames(fields.author) : [],
    abstract: text(fields.abstract),
    ...date,
    journalRef: venue && !arxivIdIn(venue) ? text(venue) : undefined,
  };
}

/** RIS records as lists of [tag, value]. */
function risRecords(text: string): [string, string][][] {
  const records: [string, string][][] = [];
  let current: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    // Not `.*`: a dot stops at U+2028 and U+2029, and the whole line (its value with it) was lost.
    const match = /^([A-Z][A-Z0-9]) {2}- ?([^\r\n]*)$/.exec(line);
    if (!match) continue;
    const [, tag, value] = match as unknown as [string, string, string];
    if (tag === 'ER') {
      records.push(current);
      current = [];
    } else current.push([tag, value.trim()]);
  }
  return records;
}

/** RIS names are "Last, First" or "Last, First, Suffix", with no TeX: "First Last Suffix". */
function risName(name: string): string {
  const [last = '', first = '', ...suffix] = name.split(',').map((part) => part.trim());
  return [first, last, ...suffix].filter(Boolean).join(' ');
}

function draftFromRis(record: [string, string][]): PaperDraft {
  const all = (...tags: string[]) => record.filter(([tag]) => tags.includes(tag)).map(([, value]) => value);
  const first = (...tags: string[]) => all(...tags)[0];
  const doi = first('DO');
  // Google Scholar names the preprint in the journal (`JO  - arXiv preprint arXiv:2305.10601`).
  const arxivId = arxivIdIn(...all('UR', 'L1', 'L2', 'M1', 'AN', 'DO', 'N1', 'JO', 'JF', 'T2'));
  const year = /^(\d{4})/.exec(first('PY', 'Y1', 'DA') ?? '')?.[1];
  const date = risDate(first('DA'), first('PY', 'Y1'));
  // The journal or the conference (Zotero's T2, as this extension's export writes it too), not arXiv itself.
  const venue = first('T2', 'JF', 'JO', 'BT');
  return {
    arxivId,
    ...sitePaperIn(...all('UR', 'L1', 'L2')),
    doi: doi && !/^10\.48550\//i.test(doi) ? doi : undefined,
    title: first('TI', 'T1'),
    authors: all('AU', 'A1').map(risName),
    abstract: first('AB', 'N2'),
    ...date,
    journalRef: venue && !namesArxivItself(venue) && !arxivIdIn(venue) ? venueWithYear(venue, year) : undefined,
  };
}

/** A draft for each entry read, or why the entry was left out. */
type Read = { draft: PaperDraft } | { problem: string };

const CUT: Read = { problem: 'is cut off: the file ends inside it.' };
const BROKEN: Read = { problem: 'is not valid BibTeX.' };

function readBibtex(text: string): Read[] {
  return bibtexEntries(text).map((entry) =>
    entry.state === 'complete' ? { draft: draftFromBibtex(entry.fields) } : entry.state === 'cut' ? CUT : BROKEN,
  );
}

/** Reads a BibTeX, RIS or CSL-JSON file into papers, writing nothing. */
export function readReferences(text: string, bytes = text.length, now = Date.now()): ReferencesResult {
  if (bytes > MAX_REFERENCES_BYTES)
    return { ok: false, error: `The file is ${(bytes / 1024 / 1024).toFixed(0)} MB; reference files over 20 MB are refused.` };
  if (text.trim() === '') return { ok: false, error: 'The file is empty.' };
  if (looksLikeCslJson(text)) {
    const csl = readCslJson(text);
    return csl.ok ? papersOf(csl.reads, 'CSL-JSON', now) : csl;
  }
  // Whichever starts first: a BibTeX abstract may hold a line that looks like RIS's `TY  - `, after its entry began.
  const risAt = text.search(/^TY {2}- /m);
  const bibtexAt = text.search(/@\w+\s*[{(]/);
  const isRis = risAt !== -1 && (bibtexAt === -1 || risAt < bibtexAt);
  const isBibtex = !isRis && bibtexAt !== -1;
  if (!isRis && !isBibtex) return { ok: false, error: 'This file is neither BibTeX, RIS nor CSL-JSON.' };
  const reads: Read[] = isRis ? risRecords(text).map((record) => ({ draft: draftFromRis(record) })) : readBibtex(text);
  if (!reads.some((read) => 'draft' in read))
    return { ok: false, error: `The file has no complete ${isRis ? 'RIS record' : 'BibTeX entry'}; it may be cut off.` };
  return papersOf(reads, isRis ? 'RIS' : 'BibTeX', now);
}

/** The papers of the entries read, and the entries left out with why. */
function papersOf(reads: readonly Read[], format: ReadReferences['format'], now: number): ReadReferences {
  const papers: Paper[] = [];
  const skipped: string[] = [];
  reads.forEach((read, index) => {
    if ('problem' in read) {
      skipped.push(`Entry ${index + 1} ${read.problem}`);
      return;
    }
    const { draft } = read;
    const label = `Entry ${index + 1}${draft.title ? ` (“${draft.title.slice(0, 60)}”)` : ''}`;
    if (!draft.arxivId && !draft.doi && !draft.siteKey) {
      skipped.push(`${label} names no arXiv id, DOI or paper on ${SITE_PAPER_PLACES}.`);
      return;
    }
    // The drafts are built here, typed; their shape check would be most of the time a file of small entries takes.
    const normalized = normalizeTypedDraft(draft, { site: 'import', url: `file:${format.toLowerCase()}`, at: now });
    if (normalized.ok) papers.push(normalized.paper);
    else skipped.push(`${label}: ${normalized.error}`);
  });
  return { ok: true, format, papers, skipped };
}

/**
 * Saves the papers read, all in one transaction: if one fails, none is saved. Returns how many were new. A paper removed
 * within the undo window comes back with its notes, tags, collections and key, as a save from its page brings it back.
 */
export async function saveReferences(db: RadarDb, papers: readonly Paper[], collectionId?: string, now = Date.now()): Promise<number> {
  return db.transaction('rw', [...saveTables(db), db.removed, db.feedback], async () => {
    let created = 0;
    for (const paper of papers) {
      // A paper merged into another before (lib/library/twins.ts) adds to that one: an import does not make the copy anew.
      const saved = await asSavedAs(db, paper);
      const removal = await db.removed.get(saved.id);
      const restored = await restoreRemoved(db, saved.id, now);
      // With the "relevant" its save had taught the feed, which its removal took back.
      if (restored) await giveBackLesson(db, saved.id, removal);
      if ((await savePaper(db, saved, { collectionId, now })).created || restored) created += 1;
    }
    return created;
  });
}
