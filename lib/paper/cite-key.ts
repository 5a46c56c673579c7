/**
 * What a citation key may hold (lib/export/citation-keys.ts makes them): the keys we make are lower-case letters and
 * digits; a stored or imported one may be no more than this, so it can never end the BibTeX entry it names, and it
 * ends in a letter or digit, so Pandoc's `@key` reads all of it.
 */
import type { SavedRecord } from './schema';

export const CITE_KEY = /^[A-Za-z0-9](?:[A-Za-z0-9_:.-]{0,98}[A-Za-z0-9])?$/;

/** Keys as BibTeX compares them: `Lin2026skillc` and `lin2026skillc` name one entry. */
export const keyFold = (key: string): string => key.toLowerCase();

/** The record without its citation key (another saved paper is cited by that key). */
export function withoutCiteKey(record: SavedRecord): SavedRecord {
  const { citeKey: _held, ...rest } = record;
  return rest;
}
