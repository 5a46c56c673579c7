/**
 * CSL-JSON, as Zotero, Mendeley, Pandoc and this extension's own export write it: a list of items. Each item is read
 * for what a saved paper needs — its arXiv id (`number`, `URL`, the arXiv DOI, `note`), its DOI, its page on a site we
 * decorate, title, authors, date, abstract and venue. The file is untrusted: keys that would reach an object's
 * prototype are refused while it is parsed, and each field is checked on its own (one of another type is left out).
 */
import * as z from 'zod/mini';
import type { PaperDraft } from '../paper/schema';
import { namesArxivItself, venueWithYear } from '../paper/venue';
import { sitePaperFromUrl } from '../sites/site-paper';
import { arxivIdIn } from './arxiv-in-text';
import { dateFromParts } from './reference-dates';

/** A string field; anything else in its place reads as absent. */
const text = z.catch(z.optional(z.string()), undefined);
const NameSchema = z.object({
  family: text,
  given: text,
  suffix: text,
  literal: text,
  // Zotero and citeproc split "van der Waals" into a particle and a family name.
  'dropping-particle': text,
  'non-dropping-particle': text,
});
const DatePartsSchema = z.object({ 'date-parts': z.catch(z.optional(z.array(z.array(z.union([z.number(), z.string()])))), undefined) });
const CslItemSchema = z.object({
  title: text,
  author: z.catch(z.optional(z.array(z.catch(z.optional(NameSchema), undefined))), undefined),
  abstract: text,
  DOI: text,
  URL: text,
  number: text,
  note: text,
  'container-title': text,
  issued: z.catch(z.optional(DatePartsSchema), undefined),
});
type CslFields = z.infer<typeof CslItemSchema>;

/** An item read: its paper's draft (its identifiers still to be checked), or why it is left out. */
export type CslRead = { draft: PaperDraft } | { problem: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
class ForbiddenKeyError extends Error {}
/** The fields an item names its paper in (draftOf). */
const IDENTIFYING_FIELDS = ['DOI', 'URL', 'number', 'note'] as const;

/** Whether a file's text is a JSON list (a CSL-JSON export) rather than an object (a backup). */
export const looksLikeCslJson = (text: string) => text.trimStart().startsWith('[');

function authorName(author: z.infer<typeof NameSchema> | undefined): string {
  if (!author) return '';
  const parts = [author.given, author['dropping-particle'], author['non-dropping-particle'], author.family, author.suffix];
  return (author.literal ?? parts.filter(Boolean).join(' ')).trim();
}

function draftOf(item: CslFields): PaperDraft {
  // Zotero writes an arXiv preprint's number as "arXiv:2305.10601"; this extension's export, the id alone.
  const number = item.number?.trim();
  const arxivNumber = number && /^\d{4}\.\d{4,5}(v\d+)?$/.test(number) ? `arXiv:${number}` : number;
  // `[2026, 5, 2]`, as far as it goes.
  const [year, month, day] = (item.issued?.['date-parts']?.[0] ?? []).map(Number);
  const date = dateFromParts(year, month, day);
  const venue = item['container-title'];
  const doi = item.DOI?.trim();
  const site = item.URL ? sitePaperFromUrl(item.URL) : undefined;
  return {
    arxivId: arxivIdIn(arxivNumber, item.URL, doi, item.note),
    ...(site ?? {}),
    doi: doi && !/^10\.48550\//i.test(doi) ? doi : undefined,
    title: item.title,
    authors: (item.author ?? []).map(authorName).filter(Boolean),
    abstract: item.abstract,
    ...date,
    // A venue, not arXiv itself (a preprint's "arXiv" or "CoRR"), with its year as the BibTeX reader gives a booktitle.
    journalRef:
      venue === undefined || namesArxivItself(venue) || arxivIdIn(venue) ? undefined : venueWithYear(venue, date.published?.slice(0, 4)),
  };
}

/** The items of a CSL-JSON file, or why the file can't be read at all. */
export function readCslJson(text: string): { ok: true; reads: CslRead[] } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(`it contains a forbidden key, "${key}"`);
      return value;
    });
  } catch (error) {
    // JSON.parse recurses: lists nested a few thousand deep overflow its stack, as no export nests (a RangeError in
    // Chrome, "too much recursion" in Firefox); anything else is bad JSON or a refused key, said as it is.
    const said = error instanceof SyntaxError || error instanceof ForbiddenKeyError;
    const why = said ? error.message : 'it is nested too deeply';
    return { ok: false, error: `The file is not valid CSL-JSON: ${why}.` };
  }
  if (!Array.isArray(raw)) return { ok: false, error: 'The file is not CSL-JSON: it holds no list of references.' };
  return {
    ok: true,
    reads: raw.map((value): CslRead => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'is not a reference.' };
      // An item with nowhere to name a paper is left out whatever else it holds (its title says which, in the list of
      // skipped entries): checked first, so a file of many such costs what reading it costs.
      const item = value as Record<string, unknown>;
      if (!IDENTIFYING_FIELDS.some((field) => typeof item[field] === 'string'))
        return { draft: { title: typeof item.title === 'string' ? item.title : undefined } };
      return { draft: draftOf(CslItemSchema.parse(value)) };
    }),
  };
}
