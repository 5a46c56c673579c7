/**
 * Parsing arXiv API answers (Atom 1.0 with opensearch and arxiv extensions). Runs in the service worker, which has
 * no DOMParser: saxes, a strict streaming XML parser, reads the answer once and we keep each entry's elements by name,
 * since element order differs from the user manual (tests/fixtures/SOURCES.md).
 */
import { SaxesParser } from 'saxes';
import { foldWhitespace } from '../paper/text';
import { type ArxivId, parseArxivUrl } from './id';

/** One paper as the API describes it. */
export interface ArxivEntry {
  arxiv: ArxivId;
  title: string;
  abstract: string;
  authors: { name: string; affiliations: string[] }[];
  categories: string[];
  primaryCategory?: string;
  /** v1 submission time, ISO. */
  published: string;
  /** Latest version's time, ISO. */
  updated: string;
  doi?: string;
  journalRef?: string;
  comment?: string;
  absUrl?: string;
  pdfUrl?: string;
}

export interface AtomFeed {
  /** `opensearch:totalResults`: how many papers match the whole query. */
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  entries: ArxivEntry[];
  /** Entries left out, with why (no id, no title, absurd date, repeated). */
  skipped: { index: number; reason: string }[];
}

export type AtomErrorKind = 'not-atom' | 'truncated' | 'api-error';

export type AtomResult = { ok: true; feed: AtomFeed } | { ok: false; error: { kind: AtomErrorKind; message: string } };

/**
 * What one `<entry>` says, gathered while the parser streams past it: each child element's text (the first of each
 * name), the attributes of its links and the terms of its categories, and its authors.
 */
interface RawEntry {
  texts: Map<string, string>;
  links: Record<string, string>[];
  categories: string[];
  primaryCategory?: string;
  authors: { name: string; affiliations: string[] }[];
}

/** The feed's own child elements' texts (the opensearch counts) and its entries, in order. */
interface RawFeed {
  texts: Map<string, string>;
  entries: RawEntry[];
}

const FEED_DEPTH = 1;
const ENTRY_CHILD_DEPTH = 3;
const AUTHOR_CHILD_DEPTH = 4;

/**
 * Streams the document once and keeps only what `readEntry` reads, rather than building a tree of every element: a
 * 2,000-entry answer's tree outlived the young generation and made the garbage collector copy it. Any XML error (a
 * mismatched or unclosed tag, a stray `<`, a bad character) makes the whole answer unreadable: undefined.
 */
function scanFeed(xml: string): RawFeed | undefined {
  const parser = new SaxesParser();
  const feed: RawFeed = { texts: new Map(), entries: [] };
  let wellFormed = true;
  let rootName: string | undefined;
  let depth = 0;
  let entry: RawEntry | undefined;
  let author: RawEntry['authors'][number] | undefined;
  /** The element whose text is being gathered (text of nested elements included), and where it goes. */
  let gathering: { depth: number; parts: string[]; keep(text: string): void } | undefined;
  const gather = (keep: (text: string) => void) => {
    gathering = { depth, parts: [], keep };
  };

  parser.on('error', () => {
    wellFormed = false;
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    const { name } = tag;
    const attributes = tag.attributes as Record<string, string>;
    if (depth === FEED_DEPTH) rootName ??= name;
    if (gathering || rootName !== 'feed' || depth === FEED_DEPTH) return;
    if (depth === FEED_DEPTH + 1) {
      if (name === 'entry') {
        entry = { texts: new Map(), links: [], categories: [], authors: [] };
        feed.entries.push(entry);
      } else if (!feed.texts.has(name)) {
        gather((text) => feed.texts.set(name, text));
      }
      return;
    }
    if (!entry) return;
    if (depth === ENTRY_CHILD_DEPTH) {
      if (name === 'author') {
        author = { name: '', affiliations: [] };
        entry.authors.push(author);
      } else if (name === 'link') entry.links.push(attributes);
      else if (name === 'category') {
        if (attributes.term !== undefined) entry.categories.push(attributes.term);
      } else if (name === 'arxiv:primary_category') entry.primaryCategory ??= attributes.term;
      else if (!entry.texts.has(name)) {
        const texts = entry.texts;
        gather((text) => texts.set(name, text));
      }
      return;
    }
    if (depth === AUTHOR_CHILD_DEPTH && author) {
      const current = author;
      if (name === 'name' && current.name === '') gather((text) => (current.name = foldWhitespace(text)));
      else if (name === 'arxiv:affiliation') {
        gather((text) => {
          const affiliation = foldWhitespace(text);
          if (affiliation !== '') current.affiliations.push(affiliation);
        });
      }
    }
  });
  // Entities and character references arrive decoded, CDATA as written.
  parser.on('text', (text) => gathering?.parts.push(text));
  parser.on('cdata', (text) => gathering?.parts.push(text));
  parser.on('closetag', () => {
    if (gathering && gathering.depth === depth) {
      gathering.keep(gathering.parts.join(''));
      gathering = undefined;
    }
    if (depth === ENTRY_CHILD_DEPTH) author = undefined;
    else if (depth === FEED_DEPTH + 1) entry = undefined;
    depth -= 1;
  });
  try {
    parser.write(xml).close();
  } catch {
    wellFormed = false;
  }
  return wellFormed && rootName === 'feed' ? feed : undefined;
}

function count(feed: RawFeed, name: string): number {
  const value = countOrUndefined(feed, name);
  return value ?? 0;
}

/** A count the answer states, or undefined where it states none or not a number. */
function countOrUndefined(feed: RawFeed, name: string): number | undefined {
  const text = feed.texts.get(name)?.trim() ?? '';
  const value = Number(text);
  return text !== '' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** arXiv opened in 1991; a date before that, or days in the future, is a broken record. */
function plausibleTime(iso: string, now: number): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time >= Date.UTC(1991, 0, 1) && time <= now + 2 * 86_400_000;
}

function readEntry(entry: RawEntry, now: number): ArxivEntry | string {
  const field = (name: string) => foldWhitespace(entry.texts.get(name) ?? '');
  const idText = field('id');
  if (idText === '') return 'no id';
  const id = parseArxivUrl(idText);
  if (!id.ok) return `id "${idText.slice(0, 80)}" is not an arXiv paper`;
  const title = field('title');
  if (title === '') return `${id.value.id}: no title`;
  const published = field('published');
  const updated = field('updated') || published;
  if (!plausibleTime(published, now) || !plausibleTime(updated, now)) return `${id.value.id}: implausible date "${published}"`;

  const pdf = entry.links.find((link) => link.title === 'pdf');
  const alternate = entry.links.find((link) => link.rel === 'alternate');
  const optional = (name: string) => field(name) || undefined;
  return {
    arxiv: id.value,
    title,
    abstract: field('summary'),
    authors: entry.authors,
    categories: entry.categories,
    primaryCategory: entry.primaryCategory,
    published,
    updated,
    doi: optional('arxiv:doi'),
    journalRef: optional('arxiv:journal_ref'),
    comment: optional('arxiv:comment'),
    absUrl: alternate?.href,
    pdfUrl: pdf?.href,
  };
}

/**
 * Parses an API answer. An HTML page, a truncated body or arXiv's error feed (HTTP 400, one entry titled "Error"
 * whose id is under arxiv.org/api/errors, totalResults 1) come back as errors, never as papers. Entries without id or title, with absurd dates, or
 * repeated within the page are skipped with a reason.
 */
export function parseAtom(body: string, now = Date.now()): AtomResult {
  const trimmed = body.trim();
  if (!/<feed[\s>]/.test(trimmed.slice(0, 2000))) {
    return { ok: false, error: { kind: 'not-atom', message: 'arXiv answered with something other than an Atom feed.' } };
  }
  if (!trimmed.endsWith('</feed>')) {
    return { ok: false, error: { kind: 'truncated', message: 'arXiv’s answer was cut off before its end.' } };
  }
  const feed = scanFeed(trimmed);
  if (!feed) return { ok: false, error: { kind: 'not-atom', message: 'arXiv’s answer is not well-formed XML.' } };

  const rawEntries = feed.entries;
  const first = rawEntries[0];
  // Known by its id (…/api/errors#reason), not by its title "Error": a real paper may be titled so.
  if (rawEntries.length === 1 && first && /^https?:\/\/arxiv\.org\/api\/errors(?:#|$)/.test(foldWhitespace(first.texts.get('id') ?? ''))) {
    const detail = foldWhitespace(first.texts.get('summary') ?? '');
    return { ok: false, error: { kind: 'api-error', message: `arXiv refused the query: ${detail || 'no reason given'}.` } };
  }

  // The count says where a query's results end: read as 0, a missing one ended the feed's first backfill for good.
  const totalResults = countOrUndefined(feed, 'opensearch:totalResults');
  if (totalResults === undefined) {
    return { ok: false, error: { kind: 'not-atom', message: 'arXiv’s answer does not say how many papers match.' } };
  }

  const entries: ArxivEntry[] = [];
  const skipped: AtomFeed['skipped'] = [];
  const seen = new Set<string>();
  rawEntries.forEach((node, index) => {
    const entry = readEntry(node, now);
    if (typeof entry === 'string') skipped.push({ index, reason: entry });
    else if (seen.has(entry.arxiv.id)) skipped.push({ index, reason: `${entry.arxiv.id}: repeated` });
    else {
      seen.add(entry.arxiv.id);
      entries.push(entry);
    }
  });
  return {
    ok: true,
    feed: {
      totalResults,
      startIndex: count(feed, 'opensearch:startIndex'),
      itemsPerPage: count(feed, 'opensearch:itemsPerPage'),
      entries,
      skipped,
    },
  };
}
