/** What every exporter reads: a paper and, when it is saved, the user's record of it. */
import { knownDateParts } from '../paper/iso-date';
import { paperPageUrl } from '../paper/page-link';
import type { Paper, SavedRecord } from '../paper/schema';
import { parseVenue } from '../paper/venue';

export interface ExportItem {
  paper: Paper;
  record?: SavedRecord;
  /** The citation key decided beforehand (lib/library/citation-keys.ts), else its record's, else one made now. */
  citeKey?: string;
}

/** A canonical arXiv id without version, new style or old (`hep-th/9901001`). */
const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z]+(?:-[a-z]+)?\/\d{7})$/;

/**
 * The arXiv id of a paper stored under one (`2604.27955`, `hep-th/9901001`), else undefined. The id's form is
 * checked, not assumed: a crafted backup can hold any id, and exports write this one into links and eprint fields.
 */
export function arxivIdOf(paper: Paper): string | undefined {
  return ARXIV_ID.test(paper.id) ? paper.id : undefined;
}

/** The DOI a citation should carry: the journal's when known, else arXiv's own (DataCite) DOI. */
export function citationDoi(paper: Paper): string | undefined {
  const arxivId = arxivIdOf(paper);
  return paper.doi ?? (paper.id.startsWith('doi:') ? paper.id.slice(4) : arxivId ? `10.48550/arXiv.${arxivId}` : undefined);
}

/**
 * Where a paper was published, when known: the venue its journal reference names, or only a journal DOI (then a
 * journal article of unknown name for RIS and CSL-JSON, which need no journal's name; BibTeX, whose `@article` does,
 * writes such a paper as `@misc`). Undefined for a preprint. `doi` is the journal's, never arXiv's own.
 */
export interface Publication {
  kind: 'conference' | 'journal';
  venue?: string;
  year?: number;
  doi?: string;
}

export function publicationOf(paper: Paper): Publication | undefined {
  const doi = paper.doi ?? (paper.id.startsWith('doi:') ? paper.id.slice(4) : undefined);
  // Most papers have no journal reference: no parse at all for them.
  const venue = paper.journalRef ? parseVenue(paper.journalRef) : undefined;
  if (venue) return { kind: venue.kind, venue: venue.name, year: venue.year, doi };
  return doi ? { kind: 'journal', doi } : undefined;
}

/**
 * Where the paper was published, in words for a reader: "ICLR 2026", "Advances in Neural Information Processing
 * Systems, 2023" (the year when the name lacks it). A page that gives only a year (the ACL Anthology's, NeurIPS's) has
 * no first-version date: this is where a reading list or a spreadsheet shows its year.
 */
export function venueLine(paper: Paper): string | undefined {
  const publication = publicationOf(paper);
  if (publication?.venue === undefined) return undefined;
  const year = publication.year === undefined ? '' : String(publication.year);
  return year === '' || publication.venue.includes(year) ? publication.venue : `${publication.venue}, ${year}`;
}

/** The paper's landing page: arXiv's abs page for an arXiv paper, else its own page or its DOI's (lib/paper/page-link.ts). */
export function landingUrl(paper: Paper): string | undefined {
  const arxivId = arxivIdOf(paper);
  // The stored link as it is (the exporters escape it for their format); the rest as the library opens them.
  return arxivId ? `https://arxiv.org/abs/${arxivId}` : (paper.absUrl ?? paperPageUrl(paper));
}

/** `[year, month, day]` of the first version, as far as known. */
export function dateParts(paper: Paper): number[] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(paper.published ?? '');
  if (!match) return undefined;
  // As far as the date is known: a reference file's "2023" is no 1 January.
  return match.slice(1, 1 + knownDateParts(paper.publishedPrecision)).map(Number);
}

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
]);

/**
 * A generational suffix ending a name, after a space or a comma: arXiv writes "Robert W. Heath Jr.", and our BibTeX and
 * RIS imports store "Heath, Jr., Robert W." so. As written only: "SR" or "JR" may be initials ("Kumar SR"), "Iv" a
 * name. Anchored after one separator, so a long name is scanned once.
 */
const SUFFIX = /[\s,]([JS]r\.?|II|III|IV)$/;

export interface NameParts {
  family: string;
  given?: string;
  /** "Jr.", "III": else it was taken for the family name, so Heath was cited and sorted as "Jr.". */
  suffix?: string;
}

/**
 * A display name ("Ludwig van Beethoven") as family and given names, and a suffix ("Jr.") apart. Lower-case particles
 * join the family name; a single word (an organisation, a mononym) is all family.
 */
export function splitName(name: string): NameParts {
  const trimmed = name.trim();
  const suffixed = SUFFIX.exec(trimmed);
  if (suffixed) {
    let rest = trimmed.slice(0, suffixed.index).trimEnd();
    if (rest.endsWith(',')) rest = rest.slice(0, -1).trimEnd();
    if (rest !== '') return { ...splitWords(rest), suffix: suffixed[1] as string };
  }
  return splitWords(trimmed);
}

function splitWords(trimmed: string): NameParts {
  const last = trimmed.lastIndexOf(' ');
  if (last < 0) return { family: trimmed };
  // Most names have no particle: one look at the word before the family name settles it.
  const before = trimmed.lastIndexOf(' ', last - 1);
  if (!PARTICLES.has(trimmed.slice(before + 1, last).toLowerCase()) && !/[^\S ]| {2}/.test(trimmed)) {
    return { family: trimmed.slice(last + 1), given: trimmed.slice(0, last) };
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { family: words[0] ?? '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has((words[start - 1] as string).toLowerCase())) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}
