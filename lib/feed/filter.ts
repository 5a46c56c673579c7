/**
 * Search and tag filtering within a popup tab and the library: every word of the query must appear (case- and
 * accent-blind) in the title, the authors, their institutions, the abstract, the tags, the paper's ids (arXiv id, DOI),
 * its venue, or the user's note on it; chosen tag chips must all be on the paper.
 */
import { normalizeDoi } from '../paper/doi';
import type { Paper } from '../paper/schema';
import { paperTags, tagKey } from '../paper/tag-kinds';

export interface Filterable {
  paper: Paper;
  tags: readonly string[];
  /** The user's note on a saved paper. */
  note?: string;
}

/** Lower case, accents off, so "Müller" is found by "muller". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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

/** The words of a query, folded; an empty query has none. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean).map(searchWord);
}

/** Filters rows; with no words and no tags, the rows come back as they are. */
export function filterRows<T extends Filterable>(rows: readonly T[], query: string, tags: readonly string[] = []): readonly T[] {
  const words = queryWords(query);
  if (words.length === 0 && tags.length === 0) return rows;
  // A chip matches its tag in any case or spacing: the user's "credit assignment" is the sub-topic's chip. The chosen
  // tags' keys once per call, a row's only when chips are chosen: a search typed with none pays nothing for them.
  const chosen = tags.map(tagKey);
  return rows.filter((row) => {
    if (chosen.length > 0) {
      const keys = row.tags.map(tagKey);
      if (!chosen.every((key) => keys.includes(key))) return false;
    }
    if (words.length === 0) return true;
    const { paper } = row;
    // Affiliations too: "tsinghua" or "deepmind" finds the papers from there; the ids and the venue find a paper cited
    // by them ("2604.27955", "ICLR 2026"), the note what the user wrote of it.
    const haystack = fold(
      `${paper.title}\n${paper.authors.join('\n')}\n${paper.affiliations.join('\n')}\n${paper.abstract}\n${row.tags.join('\n')}` +
        `\n${paper.id}\n${paper.doi ?? ''}\n${paper.journalRef ?? ''}\n${row.note ?? ''}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}

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
