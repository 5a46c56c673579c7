/**
 * Search and tag filtering within a popup tab and the library: every word of the query must appear (case- and
 * accent-blind) in the title, the authors, their institutions, the abstract, the tags, the paper's ids (arXiv id, DOI),
 * its venue, or the user's note on it; chosen tag chips must all be on the paper.
 */
import { normalizeDoi } from '../paper/doi';
import type { Paper } from '../paper/schema';
import { paperTags, tagKey } from '../paper/tag-kinds';
import { fold, type OwnText, ownText, paperText, sameList } from './search-text';

export interface Filterable extends OwnText {
  paper: Paper;
}

/**
 * An arXiv id however it is pasted: `2604.27955v2`, `arXiv:2604.27955`, an abs, PDF or HTML link, arXiv's own DOI
 * (`10.48550/arXiv.…`, its doi.org link). Papers are stored without the version. Not lib/arxiv/id.ts's
 * `parseArxivReference`, which reads all that and more: this file is part of the popup's first paint, and that parser
 * (2 KB gzip) is not.
 */
const ARXIV_WORD = /^(?:.*[/:.])?(\d{4}\.\d{4,5})(?:v\d+)?(?:\.pdf)?\/?$/;

/**
 * A pasted id or link, searched as the id it names (a link's query and fragment left out): an arXiv id, or a DOI as
 * the library stores it (`normalizeDoi`: its link or `doi:` prefix off); any other word as it is.
 */
function searchWord(word: string): string {
  const link = word.includes('/') ? word.replace(/[?#].*$/, '') : word;
  return ARXIV_WORD.exec(link)?.[1] ?? normalizeDoi(link) ?? word;
}

/** Quotation marks a query may come with, straight or typographic. */
const QUOTED = /["“”„]([^"“”„]*)["“”„]?|([^\s"“”„]+)/g;

/**
 * The words of a query, folded; an empty query has none. A quoted part ("credit assignment", as arXiv's and Scholar's
 * searches take it) is one phrase, found only as written; a quote not closed yet runs to the end, as it is typed.
 */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const [, phrase, word] of fold(query).matchAll(QUOTED)) {
    const spaced = phrase?.trim().replace(/\s+/g, ' ');
    if (spaced) words.push(spaced);
    else if (word) words.push(searchWord(word));
  }
  return words;
}

/** Filters rows; with no words and no tags, the rows come back as they are. */
export function filterRows<T extends Filterable>(rows: readonly T[], query: string, tags: readonly string[] = []): readonly T[] {
  const words = queryWords(query);
  if (words.length === 0 && tags.length === 0) return rows;
  // A chip matches its tag in any case or spacing: the user's "credit assignment" is the sub-topic's chip. The chosen
  // tags' keys once per call, a row's only when chips are chosen: a search typed with none pays nothing for them.
  const chosen = tags.map(tagKey);
  // Typing on narrows the last search of these rows: its every word is inside one of the new words, so what the new
  // words find is among what it found, and only that is read again (~11 ms → ~1 ms a key at 10,000 papers).
  const last = LAST_SEARCH.get(rows);
  const narrowed =
    last !== undefined && sameList(last.chosen, chosen) && last.words.every((word) => words.some((longer) => longer.includes(word)));
  const result = (narrowed ? (last.result as readonly T[]) : rows).filter((row) => {
    if (chosen.length > 0) {
      const keys = row.tags.map(tagKey);
      if (!chosen.every((key) => keys.includes(key))) return false;
    }
    if (words.length === 0) return true;
    // A word or phrase has no line break, so it is found in the paper's text or in what the user wrote on it, never
    // across both.
    const text = paperText(row.paper);
    return words.every((word) => text.includes(word) || ownText(row.paper.id, row).includes(word));
  });
  LAST_SEARCH.set(rows, { words, chosen, result });
  return result;
}

/**
 * Folds the rows' texts ahead of the first search, from row `from` on while `hasTime()` says there is time (asked
 * every few rows), so the first key typed in a large library finds them ready (the library does it when idle).
 * Returns where it stopped: `rows.length` once every row is ready.
 */
export function prepareSearch(rows: readonly Filterable[], from: number, hasTime: () => boolean): number {
  let index = from;
  for (; index < rows.length; index += 1) {
    if ((index - from) % 20 === 0 && !hasTime()) break;
    const row = rows[index] as Filterable;
    paperText(row.paper);
    ownText(row.paper.id, row);
  }
  return index;
}

/** The last search of each list of rows, kept while the list lives. */
const LAST_SEARCH = new WeakMap<readonly Filterable[], { words: string[]; chosen: string[]; result: readonly Filterable[] }>();

/**
 * The tags on these rows, most frequent first, for the chips: one chip per tag whatever its case or spacing (a paper
 * counted once), labelled as it was first met.
 */
export function tagCounts(rows: readonly Filterable[]): { tag: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const row of rows) {
    const counted = new Set<string>();
    for (const tag of row.tags) {
      const key = tagKey(tag);
      if (key === '' || counted.has(key)) continue;
      counted.add(key);
      const chip = counts.get(key);
      if (chip) chip.count += 1;
      else counts.set(key, { tag: tag.trim(), count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** How many of a list's commonest tags get a chip. */
export const CHIP_COUNT = 8;

/**
 * The chips a list shows: its commonest tags, and every chosen one besides, so a chip the list is filtered by can
 * always be undone, even once its tag is no longer among the commonest (the list changed under it). Which chips show
 * follows the whole list (they do not move as one types); each one's count is what pressing it would show, the rows
 * `shown` (those the search and the chosen chips leave) that carry it: the whole list's count promised papers the
 * search or another chip hides.
 */
export function chipsToShow(
  rows: readonly Filterable[],
  chosen: readonly string[],
  shown: readonly Filterable[] = rows,
): { tag: string; count: number }[] {
  const top = tagCounts(rows).slice(0, CHIP_COUNT);
  const more = chosen.filter((tag) => !top.some((chip) => tagKey(chip.tag) === tagKey(tag)));
  const counts = new Map(tagCounts(shown).map((chip) => [tagKey(chip.tag), chip.count]));
  return [...top.map((chip) => chip.tag), ...more].map((tag) => ({ tag, count: counts.get(tagKey(tag)) ?? 0 }));
}

/**
 * A saved paper's tags in the popup: the user's own first, then the topic's sub-topics when the feed holds it; each
 * once, whatever its case or spacing (lib/paper/tag-kinds.ts).
 */
export function withTopicTags(own: readonly string[], topic: readonly string[] | undefined): string[] {
  return paperTags(own, topic).map((tag) => tag.label);
}
