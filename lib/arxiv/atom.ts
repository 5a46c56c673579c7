/**
 * Parsing arXiv API answers (Atom 1.0 with opensearch and arxiv extensions). Runs in the service worker, which has
 * no DOMParser: txml builds a small tree and we read it by element name, since element order differs from the
 * user manual (../shared/fixtures/SOURCES.md). Entities are decoded here; txml leaves them as written.
 */
import { parse as parseXml, type TNode } from 'txml/txml';
import { foldWhitespace } from '../text';
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

const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

const isNode = (child: TNode | string): child is TNode => typeof child !== 'string';

function children(node: TNode, name: string): TNode[] {
  return node.children.filter((child): child is TNode => isNode(child) && child.tagName === name);
}

/** Decodes each text run once (decoding a joined result again would turn `&amp;lt;` into `<`). */
function decodeRun(run: string): string {
  return run.includes('&') ? decodeEntities(run) : run;
}

function text(node: TNode | undefined): string {
  if (!node) return '';
  const [only] = node.children;
  if (node.children.length === 1 && typeof only === 'string') return decodeRun(only);
  return node.children.map((child) => (isNode(child) ? text(child) : decodeRun(child))).join('');
}

function attr(node: TNode, name: string): string | undefined {
  const value = node.attributes[name];
  return typeof value === 'string' ? decodeRun(value) : undefined;
}

function count(feed: TNode, name: string): number {
  const value = Number.parseInt(text(children(feed, name)[0]), 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

/** arXiv opened in 1991; a date before that, or days in the future, is a broken record. */
function plausibleTime(iso: string, now: number): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time >= Date.UTC(1991, 0, 1) && time <= now + 2 * 86_400_000;
}

/** An element's child elements by tag name, gathered in one pass (an entry is read a dozen names at a time). */
function childrenByName(node: TNode): Map<string, TNode[]> {
  const byName = new Map<string, TNode[]>();
  for (const child of node.children) {
    if (!isNode(child)) continue;
    const same = byName.get(child.tagName);
    if (same) same.push(child);
    else byName.set(child.tagName, [child]);
  }
  return byName;
}

function readEntry(entry: TNode, now: number): ArxivEntry | string {
  const byName = childrenByName(entry);
  const field = (name: string) => foldWhitespace(text(byName.get(name)?.[0]));
  const all = (name: string) => byName.get(name) ?? [];
  const idText = field('id');
  if (idText === '') return 'no id';
  const id = parseArxivUrl(idText);
  if (!id.ok) return `id "${idText.slice(0, 80)}" is not an arXiv paper`;
  const title = field('title');
  if (title === '') return `${id.value.id}: no title`;
  const published = field('published');
  const updated = field('updated') || published;
  if (!plausibleTime(published, now) || !plausibleTime(updated, now)) return `${id.value.id}: implausible date "${published}"`;

  const links = all('link');
  const pdf = links.find((link) => attr(link, 'title') === 'pdf');
  const alternate = links.find((link) => attr(link, 'rel') === 'alternate');
  const primary = all('arxiv:primary_category')[0];
  const optional = (name: string) => field(name) || undefined;
  return {
    arxiv: id.value,
    title,
    abstract: field('summary'),
    authors: all('author').map((author) => ({
      name: foldWhitespace(text(children(author, 'name')[0])),
      affiliations: children(author, 'arxiv:affiliation')
        .map((node) => foldWhitespace(text(node)))
        .filter(Boolean),
    })),
    categories: all('category').flatMap((node) => attr(node, 'term') ?? []),
    primaryCategory: primary ? attr(primary, 'term') : undefined,
    published,
    updated,
    doi: optional('arxiv:doi'),
    journalRef: optional('arxiv:journal_ref'),
    comment: optional('arxiv:comment'),
    absUrl: alternate ? attr(alternate, 'href') : undefined,
    pdfUrl: pdf ? attr(pdf, 'href') : undefined,
  };
}

/**
 * Parses an API answer. An HTML page, a truncated body or arXiv's error feed (HTTP 400, one entry titled "Error",
 * totalResults 1) come back as errors, never as papers. Entries without id or title, with absurd dates, or
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
  let feed: TNode | undefined;
  try {
    feed = parseXml(trimmed, { selfClosingTags: [] }).find((node): node is TNode => isNode(node) && node.tagName === 'feed');
  } catch {
    feed = undefined;
  }
  if (!feed) return { ok: false, error: { kind: 'not-atom', message: 'arXiv’s answer is not well-formed XML.' } };

  const rawEntries = children(feed, 'entry');
  const first = rawEntries[0];
  if (rawEntries.length === 1 && first && foldWhitespace(text(children(first, 'title')[0])) === 'Error') {
    const detail = foldWhitespace(text(children(first, 'summary')[0]));
    return { ok: false, error: { kind: 'api-error', message: `arXiv refused the query: ${detail || 'no reason given'}.` } };
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
      totalResults: count(feed, 'opensearch:totalResults'),
      startIndex: count(feed, 'opensearch:startIndex'),
      itemsPerPage: count(feed, 'opensearch:itemsPerPage'),
      entries,
      skipped,
    },
  };
}
