/**
 * The shared extractor: Highwire `citation_*` tags (what Google Scholar reads and most scholarly sites emit),
 * with Dublin Core and Open Graph as fallbacks. Site files call it and override only what differs
 * (Zotero's "Embedded Metadata, then tweak").
 */
import { normalizeDate } from '../paper/iso-date';
import type { PaperDraft } from '../paper/schema';
import { safeDecode } from '../url/safe-decode';
import { displayName, type MetaReader, metaContent, metaContents } from './meta';
import type { SitePaper } from './site-keys';
import type { PageKind } from './types';

/** The first of these tags with a value (that `accept` takes, when given). */
function firstMeta(doc: MetaReader, names: string[], accept: (value: string) => boolean = () => true): string | undefined {
  for (const name of names) {
    const value = metaContent(doc, name);
    if (value !== undefined && accept(value)) return value;
  }
  return undefined;
}

const isWholeDate = (value: string) => normalizeDate(value) !== undefined;

const DATE_TAGS = ['citation_publication_date', 'citation_date', 'citation_online_date', 'dc.date', 'DC.date'];

/** The year of a date a page gives only in part: ACL's "2023/7", NeurIPS's "2023". */
const PARTIAL_DATE = /^\s*((?:19|20)\d{2}|2100)(?:[-/](?:0?[1-9]|1[0-2]))?\s*$/;

/**
 * The venue, with the year the page's date gives where it is the only date and the venue names no year (", 2023",
 * as journal references read): a proceedings paper saved from its page is cited with its year, not without one.
 */
function venueWithYear(doc: MetaReader, venue: string | undefined, published: string | undefined): string | undefined {
  if (venue === undefined || published !== undefined || /\b(?:19|20)\d{2}\b/.test(venue)) return venue;
  const partial = firstMeta(doc, DATE_TAGS, (value) => PARTIAL_DATE.test(value));
  const year = partial === undefined ? undefined : PARTIAL_DATE.exec(partial)?.[1];
  return year === undefined ? venue : `${venue.trim()}, ${year}`;
}

function property(doc: MetaReader, name: string): string | undefined {
  const content = doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
  return content && content.trim() !== '' ? content : undefined;
}

/**
 * A DOI in a tag's content or a decoded doi.org link: it runs to the first space. `<`, `>` and quotes belong to DOIs
 * too (Wiley's SICI DOIs: `10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0`); stopping at them gave two
 * papers one id.
 */
const DOI_IN_TEXT = /\b(10\.\d{4,9}\/\S+)/;

/** Where a page's DOI and abstract may be read from. */
export interface DoiSources {
  /**
   * Also the first doi.org link in the page, for pages whose metadata names none. Off on review and proceedings
   * sites, where the page's links include other people's DOIs (a reviewer's comment citing related work).
   */
  fromLinks?: boolean;
  /**
   * Also the page's `description` and `og:description` as the abstract, for pages whose metadata names none. Off on
   * the paper sites, where they are a summary of another kind (ACL's "authors. booktitle. year.", OpenReview's TL;DR).
   */
  fromDescription?: boolean;
}

/** The DOI the page's metadata tags name. */
function taggedDoi(doc: MetaReader): string | undefined {
  const tagged = firstMeta(doc, ['citation_doi', 'dc.identifier', 'DC.identifier', 'prism.doi', 'bepress_citation_doi']);
  return tagged ? withoutTrailing(DOI_IN_TEXT.exec(tagged)?.[1]) : undefined;
}

/** A DOI named by the page's metadata, or (unless told not to) by its first doi.org link. */
export function pageDoi(doc: MetaReader, { fromLinks = true }: DoiSources = {}): string | undefined {
  const fromTag = taggedDoi(doc);
  if (fromTag || !fromLinks) return fromTag;
  const link = doc.querySelector('a[href*="doi.org/10."]')?.getAttribute('href') ?? '';
  return withoutTrailing(DOI_IN_TEXT.exec(safeDecode(link))?.[1]);
}

/**
 * A DOI without what follows it in prose or markup: `<https://doi.org/10.1234/abc>`, "…/abc".", "(doi:…/abc)". A closing
 * bracket stays when the DOI opened it (SICI's `…8<693::AID-ASI4>3.0…` ends inside; `10.1002/(SICI)…`).
 */
function withoutTrailing(doi: string | undefined): string | undefined {
  if (doi === undefined) return undefined;
  let end = doi.length;
  const count = (char: string, upTo: number) => doi.slice(0, upTo).split(char).length - 1;
  for (;;) {
    const last = doi[end - 1] ?? '';
    const opener = last === ')' ? '(' : last === '>' ? '<' : last === ']' ? '[' : undefined;
    if (opener !== undefined ? count(opener, end) < count(last, end) : `"'.,;`.includes(last) && last !== '') end -= 1;
    else break;
  }
  return doi.slice(0, end);
}

/** A paper page, for sites that tag every paper page with a non-blank `citation_title`. */
export function citationPageKind(doc: Document): PageKind | null {
  return metaContent(doc, 'citation_title') ? 'paper' : null;
}

/** Everything the embedded metadata says about the page's paper. */
export function citationDraft(doc: MetaReader, doiSources: DoiSources = {}): PaperDraft {
  const highwireAuthors = metaContents(doc, 'citation_author').map(displayName);
  const dcAuthors = [...metaContents(doc, 'dc.creator'), ...metaContents(doc, 'DC.creator')].map(displayName);
  // The first date that reads as a whole date: ACL's "2023/7" or NeurIPS's "2023" must not hide a later full one.
  const published = firstMeta(doc, DATE_TAGS, isWholeDate);
  const venue = firstMeta(doc, ['citation_conference_title', 'citation_journal_title', 'citation_inbook_title']);
  // arXiv's own DOI names no journal paper (normalizeDoi drops it) but the arXiv one: a page tagged with it alone was
  // saved as a web page of its own. From the tags only: a doi.org link in the text may be a cited paper's.
  const doi = taggedDoi(doc);
  return {
    arxivId: metaContent(doc, 'citation_arxiv_id') ?? (doi && /^10\.48550\/arxiv\./i.test(doi) ? doi : undefined),
    title: firstMeta(doc, ['citation_title', 'dc.title', 'DC.title']) ?? property(doc, 'og:title'),
    authors: highwireAuthors.length > 0 ? highwireAuthors : dcAuthors,
    abstract:
      doiSources.fromDescription === false
        ? firstMeta(doc, ['citation_abstract', 'dc.description', 'DC.description'])
        : (firstMeta(doc, ['citation_abstract', 'dc.description', 'DC.description', 'description']) ?? property(doc, 'og:description')),
    published,
    updated: metaContent(doc, 'citation_online_date'),
    doi: pageDoi(doc, doiSources),
    journalRef: venueWithYear(doc, venue, published),
    pdfUrl: metaContent(doc, 'citation_pdf_url'),
    affiliations: metaContents(doc, 'citation_author_institution'),
  };
}

/**
 * The paper of a page on a site that keys its papers itself (site-keys.ts), keyed and linked by its address: the page's
 * own script and the background's read of a PDF's page (paper-page-fetch.ts) take it alike. The DOI from the tags only
 * (the page links other papers' DOIs: reviews, references), and no summary for an abstract (OpenReview's TL;DR).
 */
export function sitePageDraft(doc: MetaReader, paper: SitePaper | undefined): PaperDraft | undefined {
  const draft = citationDraft(doc, { fromLinks: false, fromDescription: false });
  return draft.title && paper ? { ...draft, ...paper } : undefined;
}
