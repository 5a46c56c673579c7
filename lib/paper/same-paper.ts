/**
 * One paper saved at two addresses: its arXiv preprint and its proceedings page (OpenReview, the ACL Anthology, PMLR,
 * NeurIPS), or its DOI. Each address keys the paper its own way (lib/paper/normalize.ts), so the library holds both,
 * and every export lists the paper twice. The library finds such twins (the same DOI, or the same title with authors
 * in common) and offers to merge them (lib/library/twins.ts), as reference managers do with their duplicates.
 */
import { siteNameOf } from '../sites/site-paper';
import type { Paper } from './schema';

/**
 * Titles shorter than this (letters and digits, in words) are too generic to say two papers are one ("Introduction",
 * "Reply to the reviewers").
 */
const MIN_TITLE_WORDS = 3;
const MIN_TITLE_LENGTH = 16;

/** Printable ASCII: most titles, which fold without Unicode's tables. */
const ASCII = /^[\x20-\x7e]*$/;

/** Letters without accents, in lower case, and digits: what two sites' spellings of one title share. */
function fold(text: string): string {
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words in a folded title (one space between each), counted up to MIN_TITLE_WORDS. */
function wordCount(key: string): number {
  let words = 1;
  for (let at = key.indexOf(' '); at >= 0 && words < MIN_TITLE_WORDS; at = key.indexOf(' ', at + 1)) words += 1;
  return words;
}

/**
 * The title as two sites' copies of one paper share it (case, accents, punctuation, TeX braces and spacing aside), or
 * undefined for one too short to tell papers apart.
 */
export function titleKey(title: string): string | undefined {
  const key = fold(title);
  return key.length >= MIN_TITLE_LENGTH && wordCount(key) >= MIN_TITLE_WORDS ? key : undefined;
}

/** The authors' family names, as the last word of each name ("Jane van Doe" → "doe"; "Doe, Jane" → "doe"). */
function familyNames(authors: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const author of authors) {
    const comma = author.indexOf(',');
    const family = fold(comma >= 0 ? author.slice(0, comma) : author)
      .split(' ')
      .at(-1);
    if (family) names.add(family);
  }
  return names;
}

/** The DOI a paper carries, or the one its id is. */
function doiOf(paper: Paper): string | undefined {
  return paper.doi ?? (paper.id.startsWith('doi:') ? paper.id.slice(4) : undefined);
}

/**
 * What a paper is matched by: its DOI, and its title key unless the title is a placeholder (a PDF saved before arXiv or
 * its page answered is titled by its id); its authors' family names are read only when a title is shared.
 */
interface Marks {
  doi: string | undefined;
  title: string | undefined;
  authors: readonly string[];
  families?: Set<string>;
}

/** Title keys already read, by paper id, with the title they were read from: a library's next render reads only new ones. */
export type TitleKeys = Map<string, { title: string; key: string | undefined }>;

function marksOf(paper: Paper, keys?: TitleKeys): Marks {
  const placeholder = paper.title === paper.id || paper.title === `arXiv:${paper.id}`;
  const known = keys?.get(paper.id);
  const title = known?.title === paper.title ? known.key : titleKey(paper.title);
  keys?.set(paper.id, { title: paper.title, key: title });
  return { doi: doiOf(paper), title: placeholder ? undefined : title, authors: paper.authors };
}

/**
 * Two authors in common (one when a side names only one), or no authors to compare on one side (a page that named
 * none). One shared name alone is too weak: two groups' papers of one generic title often share a Wang or a Li.
 */
function shareAuthors(a: Marks, b: Marks): boolean {
  if (a.authors.length === 0 || b.authors.length === 0) return true;
  a.families ??= familyNames(a.authors);
  b.families ??= familyNames(b.authors);
  let needed = Math.min(2, a.families.size, b.families.size);
  if (needed === 0) return true;
  for (const name of a.families) if (b.families.has(name) && --needed <= 0) return true;
  return false;
}

/** Whether two papers of different ids are one: the same DOI, or the same title and authors in common. */
export function samePaper(a: Paper, b: Paper): boolean {
  return a.id !== b.id && sameMarks(marksOf(a), marksOf(b));
}

function sameMarks(x: Marks, y: Marks): boolean {
  if (x.doi !== undefined && y.doi !== undefined) return x.doi === y.doi;
  // Two DOIs that differ are two publications, even of one title by one group (a conference paper and its journal
  // version): a merge would keep one DOI and cite the other paper by it.
  return x.title !== undefined && x.title === y.title && shareAuthors(x, y);
}

/**
 * For each paper that has twins among `papers`, the ids of those twins, in list order. Papers are grouped by DOI and
 * by title key first, so a library of thousands is compared within its groups, not pair by pair. `keys` carries the
 * title keys from one call to the next (10,000 papers: 20–45 ms without, on this machine's slower hours).
 */
export function twinsOf(papers: readonly Paper[], keys?: TitleKeys): Map<string, string[]> {
  type Marked = { id: string; marks: Marks };
  const groups = new Map<string, Marked[]>();
  const join = (key: string, paper: Marked) => {
    const group = groups.get(key);
    if (group) group.push(paper);
    else groups.set(key, [paper]);
  };
  for (const paper of papers) {
    const marked = { id: paper.id, marks: marksOf(paper, keys) };
    if (marked.marks.doi !== undefined) join(`doi ${marked.marks.doi}`, marked);
    if (marked.marks.title !== undefined) join(`title ${marked.marks.title}`, marked);
  }
  const twins = new Map<string, string[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const paper of group) {
      for (const other of group) {
        if (paper.id === other.id || !sameMarks(paper.marks, other.marks)) continue;
        const found = twins.get(paper.id) ?? [];
        if (!found.includes(other.id)) found.push(other.id);
        twins.set(paper.id, found);
      }
    }
  }
  return twins;
}

/**
 * Which of two twins a merge keeps: the arXiv paper (the feed, the weekly check of new versions and the arXiv pages
 * know it by its id), else the one the user has in view.
 */
export function keptTwin<T extends { id: string }>(inView: T, twin: T): { keep: T; drop: T } {
  const arxiv = (paper: T) => !paper.id.includes(':');
  return arxiv(twin) && !arxiv(inView) ? { keep: twin, drop: inView } : { keep: inView, drop: twin };
}

/** Where a saved copy of a paper comes from, in words: "arXiv 2604.11111", "DOI 10.18653/…", "OpenReview". */
export function addressLabel(paper: { id: string }): string {
  if (!paper.id.includes(':')) return `arXiv ${paper.id}`;
  if (paper.id.startsWith('doi:')) return `DOI ${paper.id.slice(4)}`;
  return siteNameOf(paper.id) ?? paper.id;
}
