/**
 * Citation keys, the names a paper is cited by: `\cite{lin2026skillc}` in LaTeX, `@lin2026skillc` in Pandoc (the
 * CSL-JSON `id`). A key is made from the first author's family name, the year and the title's first significant word,
 * and a saved paper keeps the key it was first exported or copied with (its record's `citeKey`, pinned by
 * lib/library/citation-keys.ts): a key already in a manuscript must not change when arXiv revises the title, nor
 * depend on which other papers an export holds.
 */
import { CITE_KEY, keyFold } from '../paper/cite-key';
import { type ExportItem, publicationOf, splitName } from './item';

/** ASCII letters of a word, lower case ("Müller" → "muller"), for keys. */
function keyPart(text: string): string {
  // Unicode normalisation is slow; plain ASCII words (most) skip it.
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return ascii.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const SKIPPED_TITLE_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'for', 'in', 'to', 'and', 'with', 'towards', 'toward']);

/** Words of a title as keys see them: runs between spaces, colons and dashes. */
const TITLE_WORDS = /[^\s:–—-]+/g;

/** The key before clashes are resolved: first author's family name, year, first significant title word. */
function baseKey(item: ExportItem): string {
  const { authors, title, published } = item.paper;
  // The family name's last word, particles or not ("van Beethoven" → beethoven), and never a suffix ("Jr.").
  const whole = splitName(authors[0] ?? '').family;
  const family = keyPart(whole.slice(whole.lastIndexOf(' ') + 1));
  // The first version's year, else the venue's (a proceedings paper whose page gave a year alone).
  const year = /^\d{4}/.test(published ?? '') ? (published as string).slice(0, 4) : String(publicationOf(item.paper)?.year ?? '');
  let word = '';
  for (const match of title.matchAll(TITLE_WORDS)) {
    const part = keyPart(match[0]);
    if (part.length > 0 && !SKIPPED_TITLE_WORDS.has(part)) {
      word = part;
      break;
    }
  }
  return `${family || 'anon'}${year}${word}`;
}

/**
 * A key for each paper, unique across the items and unlike every key in `taken` (the keys other saved papers hold),
 * letter case aside. A paper given a key (its own, or its record's) keeps it; should two hold the same one (two
 * libraries merged), the lower id keeps it. The others get their base key, and papers sharing a base key get suffixes
 * a, b, c … in the order of their ids, so the same papers always get the same keys, whatever order they come in.
 */
export function citationKeys(items: readonly ExportItem[], taken: ReadonlySet<string> = new Set()): Map<string, string> {
  const keys = new Map<string, string>();
  // Keys compared as BibTeX compares them, regardless of case.
  const takenFolded = new Set([...taken].map(keyFold));
  const holder = new Map<string, string>();
  const unkeyed: ExportItem[] = [];
  for (const item of items) {
    const pinned = item.citeKey ?? item.record?.citeKey;
    const id = item.paper.id;
    // A key of another shape is not ours (the schema refuses it at every way in): it gets a new one.
    if (pinned === undefined || !CITE_KEY.test(pinned) || takenFolded.has(keyFold(pinned)) || keys.has(id)) {
      if (!keys.has(id)) unkeyed.push(item);
      continue;
    }
    const other = holder.get(keyFold(pinned));
    if (other === undefined || id < other) {
      if (other !== undefined) {
        keys.delete(other);
        unkeyed.push(items.find((candidate) => candidate.paper.id === other) as ExportItem);
      }
      holder.set(keyFold(pinned), id);
      keys.set(id, pinned);
    } else {
      unkeyed.push(item);
    }
  }
  const used = new Set([...takenFolded, ...holder.keys()]);
  const byBase = new Map<string, string[]>();
  for (const item of unkeyed) {
    const base = baseKey(item);
    const ids = byBase.get(base);
    if (ids) ids.push(item.paper.id);
    else byBase.set(base, [item.paper.id]);
  }
  // A suffixed key never takes another paper's base key, nor a key held already.
  const reserved = new Set([...used, ...byBase.keys()]);
  for (const [base, ids] of byBase) {
    const sorted = ids.length === 1 ? ids : [...new Set(ids)].sort();
    let suffix = 0;
    sorted.forEach((id, index) => {
      if (index === 0 && !used.has(base)) {
        keys.set(id, base);
        return;
      }
      let key: string;
      do {
        key = `${base}${suffixLetters(suffix)}`;
        suffix += 1;
      } while (reserved.has(key));
      reserved.add(key);
      keys.set(id, key);
    });
  }
  return keys;
}

/** 0 → a, 25 → z, 26 → aa … */
function suffixLetters(index: number): string {
  let letters = '';
  let rest = index;
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}
