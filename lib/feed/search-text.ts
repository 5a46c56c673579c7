/**
 * The text a search reads, folded (lower case, accents off), and kept: folding 10,000 papers' abstracts took ~55 ms,
 * too long to do again at each key. A text is kept per paper id and reused while what it was folded from is the same:
 * the same object (the list rendered again) or an equal copy (the store hands out fresh copies after any change, a
 * note saved or a paper marked read). A text stays until the page closes, even once its paper is gone: a few kilobytes
 * a paper.
 */
import type { Paper } from '../paper/schema';
import { foldWhitespace } from '../paper/text';

/** Lower case, accents off, so "Müller" is found by "muller". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A field on one line, its spaces single, so a quoted phrase is found across a line break of the note and never across
 * two fields. Not a paper's fields: a paper is folded when saved, fetched or imported from a backup
 * (lib/paper/normalize.ts, lib/import/backup-as-stored.ts), and even testing them doubled the first search of 10,000 papers.
 */
const spaced = foldWhitespace;

/** What a row of a list shows that a search reads besides its paper. */
export interface OwnText {
  tags: readonly string[];
  /** The user's note on a saved paper. */
  note?: string;
}

/** The same strings in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Folded texts by paper id, each with the source it was folded from. */
class KeptTexts<T> {
  private readonly kept = new Map<string, { source: T; text: string }>();

  constructor(
    private readonly same: (kept: T, now: T) => boolean,
    private readonly textOf: (source: T) => string,
  ) {}

  /** Forgets every kept text. */
  clear(): void {
    this.kept.clear();
  }

  get(id: string, source: T): string {
    const kept = this.kept.get(id);
    if (kept !== undefined && (kept.source === source || this.same(kept.source, source))) {
      kept.source = source;
      return kept.text;
    }
    const text = fold(this.textOf(source));
    this.kept.set(id, { source, text });
    return text;
  }
}

const PAPER_TEXTS = new KeptTexts<Paper>(
  (kept, now) =>
    kept.title === now.title &&
    kept.abstract === now.abstract &&
    kept.doi === now.doi &&
    kept.journalRef === now.journalRef &&
    sameList(kept.authors, now.authors) &&
    sameList(kept.affiliations, now.affiliations),
  // Affiliations too: "tsinghua" or "deepmind" finds the papers from there; the ids and the venue find a paper cited
  // by them ("2604.27955", "ICLR 2026").
  (paper) =>
    [paper.title, ...paper.authors, ...paper.affiliations, paper.abstract, paper.id, paper.doi ?? '', paper.journalRef ?? ''].join('\n'),
);

const OWN_TEXTS = new KeptTexts<OwnText>(
  (kept, now) => kept.note === now.note && sameList(kept.tags, now.tags),
  (row) => [...row.tags, row.note ?? ''].map(spaced).join('\n'),
);

/** A paper's searchable text: title, authors, affiliations, abstract, ids and venue. */
export function paperText(paper: Paper): string {
  return PAPER_TEXTS.get(paper.id, paper);
}

/** What the user (and the topic) put on a row of the paper `id`: its tags and the note. */
export function ownText(id: string, row: OwnText): string {
  return OWN_TEXTS.get(id, row);
}

/** Forgets every kept text, as a page that opens afresh has none: for benchmarks of the first search. */
export function forgetSearchTexts(): void {
  PAPER_TEXTS.clear();
  OWN_TEXTS.clear();
}
