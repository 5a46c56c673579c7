/**
 * Where a paper was published, read from arXiv's free-text `journal_ref` ("ICLR 2026", "Published as a conference
 * paper at NeurIPS 2025", "Transactions on Machine Learning Research, 2026", "Nature 626, 123-130 (2024)"). Authors
 * write it as they like, so this reads it conservatively: a known conference's acronym or the words of a proceedings
 * make a conference paper, anything else a journal article; the year is the last plausible four-digit year.
 */

export interface Venue {
  /** The venue as a citation names it: "ICLR 2026", "Transactions on Machine Learning Research". */
  name: string;
  year?: number;
  kind: 'conference' | 'journal';
}

/** Conferences of the field and its neighbours, as their acronyms are written. */
const CONFERENCES = [
  'AAAI',
  'AAMAS',
  'ACL',
  'AISTATS',
  'CHI',
  'CIKM',
  'COLING',
  'COLM',
  'CoLLAs',
  'CoRL',
  'CVPR',
  'EACL',
  'ECCV',
  'EMNLP',
  'ICCV',
  'ICLR',
  'ICML',
  'ICRA',
  'IJCAI',
  'IROS',
  'KDD',
  'NAACL',
  'NeurIPS',
  'NIPS',
  'RLC',
  'RSS',
  'SIGIR',
  'UAI',
  'WACV',
  'WSDM',
  'WWW',
];

const CANONICAL = new Map(CONFERENCES.map((name) => [name.toLowerCase(), name]));
const CONFERENCE_ACRONYMS = new RegExp(`\\b(?:${CONFERENCES.join('|')})\\b`, 'gi');
/** Words of a proceedings' name; NeurIPS's proceedings are "Advances in Neural Information Processing Systems". */
const PROCEEDINGS_WORDS = /\b(conference|proceedings|workshop|symposium|findings of|advances in neural information processing systems)\b/i;
/** A venue of its own that names a conference: "ICML 2025 Workshop on …", "Findings of … EMNLP 2025". */
const WITHIN_CONFERENCE = /\b(workshop|findings)\b/i;
const YEAR = /\b(19[5-9]\d|20\d\d)\b/g;
const YEAR_IN_PARENTHESES = /\((19[5-9]\d|20\d\d)\)/;
/** What authors put before the venue itself. */
const LEAD_IN =
  /^(?:(?:accepted|published|to appear|appears?|presented|forthcoming)(?: for publication)?(?: as an? [\w -]*? paper)?(?: (?:at|in|to|by))?\s*[:,-]?\s*(?:the\s+)?)/i;
/** A trailing volume, pages or year: "Nature 626, 123-130 (2024)" → "Nature". */
const TRAILING_NUMBERS = /[\s,;.(]*(?:vol\.?\s*)?\d[\d\s,.:()-]*$/i;
const TRAILING_PUNCTUATION = /[\s,;.:]+$/;

/** Years more than a year ahead are page numbers ("(2024) 2001-2040"). Read once: a session spans no years that matter. */
const LATEST_YEAR = new Date().getFullYear() + 1;

/** The venue's year: one in parentheses ("25 (2024) 1-40"), else the last plausible one. */
function venueYear(text: string): number | undefined {
  const bracketed = YEAR_IN_PARENTHESES.exec(text)?.[1];
  if (bracketed) return Number(bracketed);
  let year: number | undefined;
  YEAR.lastIndex = 0;
  for (let match = YEAR.exec(text); match; match = YEAR.exec(text)) {
    const value = Number(match[1]);
    if (value <= LATEST_YEAR) year = value;
  }
  return year;
}

/**
 * A conference's acronym as written: the canonical form, all capitals, or (for mixed-case names such as NeurIPS) any
 * case. "Chi-square" or "www.example.org" are not CHI or WWW.
 */
function conferenceIn(text: string): string | undefined {
  CONFERENCE_ACRONYMS.lastIndex = 0;
  for (let match = CONFERENCE_ACRONYMS.exec(text); match; match = CONFERENCE_ACRONYMS.exec(text)) {
    const written = match[0];
    const canonical = CANONICAL.get(written.toLowerCase()) as string;
    const mixed = canonical !== canonical.toUpperCase();
    if (written === canonical || written === canonical.toUpperCase() || mixed) return canonical;
  }
  return undefined;
}

const TRAILING_YEAR = /,\s*(?:19|20)\d{2}$/;

/**
 * A journal that is arXiv itself, as Semantic Scholar ("ArXiv"), DBLP ("CoRR") and Google Scholar ("arXiv preprint
 * arXiv:…") name it for a preprint in their BibTeX: no venue.
 */
const ARXIV_AS_JOURNAL = /^\s*(?:arxiv(?:\.org)?|corr|arxiv preprint\b.*)\s*$/i;

export const namesArxivItself = (journal: string): boolean => ARXIV_AS_JOURNAL.test(journal);

/**
 * A venue read from a reference file, with the entry's year when it doesn't name one ("ICLR" and 2026: "ICLR 2026"), as
 * an arXiv journal reference carries it: parseVenue then finds both.
 */
export const venueWithYear = (venue: string, year: string | undefined): string =>
  year && /^\d{4}$/.test(year) && !venue.includes(year) ? `${venue} ${year}` : venue;

/** Reads a journal reference; undefined when it is empty or names arXiv itself. */
export function parseVenue(journalRef: string | undefined): Venue | undefined {
  const text = (journalRef ?? '').replace(/\s+/g, ' ').trim();
  if (text === '' || namesArxivItself(text)) return undefined;
  const year = venueYear(text);
  const acronym = conferenceIn(text);
  const unprefixed = text.replace(LEAD_IN, '');
  if (acronym && !WITHIN_CONFERENCE.test(text)) {
    const named = acronym === 'NIPS' ? 'NeurIPS' : acronym;
    return { name: year === undefined ? named : `${named} ${year}`, year, kind: 'conference' };
  }
  if (acronym) {
    // A workshop or Findings track is its own venue: named in full, year included, but not a year after a comma (as
    // a page's year, given to its venue, ends: lib/sites/citation.ts), which the entry's year field carries.
    const name = unprefixed.replace(TRAILING_PUNCTUATION, '').replace(TRAILING_YEAR, '').replace(TRAILING_PUNCTUATION, '');
    return { name: name === '' ? text : name, year, kind: 'conference' };
  }
  const name = withoutTrailingNumbers(unprefixed).replace(TRAILING_PUNCTUATION, '').trim();
  return { name: name === '' ? text : name, year, kind: PROCEEDINGS_WORDS.test(text) ? 'conference' : 'journal' };
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The name without its trailing volume, pages or year, unless those close a parenthesis the name opened: an ACL
 * Anthology workshop's "(SemEval-2023)" stays whole (it was cut to "(SemEval-"), only a year after a comma leaves.
 */
function withoutTrailingNumbers(text: string): string {
  const kept = text.replace(TRAILING_NUMBERS, '');
  const cut = text.slice(kept.length);
  if (count(cut, ')') <= count(cut, '(')) return kept;
  return text.replace(TRAILING_PUNCTUATION, '').replace(TRAILING_YEAR, '');
}

/** The short mark a row shows: "Published: ICLR 2026". */
export function publishedMark(journalRef: string | undefined, doi: string | undefined): string | undefined {
  const venue = parseVenue(journalRef);
  if (venue) return `Published: ${venue.name.length > 40 ? `${venue.name.slice(0, 39)}…` : venue.name}`;
  return doi ? 'Published' : undefined;
}
