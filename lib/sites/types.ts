/** The contract every site detector follows (one file per site in lib/sites/). */
import type { PaperDraft } from '../paper/schema';
import type { MarkSite } from '../settings/mark-sites';

/** What a page is, to a detector. */
export type PageKind = 'paper' | 'listing';

/** One paper on a listing page. */
export interface ListingEntry {
  /** The paper's canonical id, for the saved-state lookup. */
  paperId: string;
  /** The element the compact toggle is appended to. */
  anchor: Element;
  /** The entry's title, for the toggle's accessible name; read when the entry is decorated. */
  title(): string;
  /** Reads the entry's metadata; called only when the user saves, so decorating stays cheap. */
  draft(): PaperDraft;
  /** The authors as the entry shows them, one string, for the topic's verdict. */
  authors(): string;
  /** The abstract, where the page shows it (arXiv's `/new` listings, search results); undefined elsewhere. */
  abstract(): string | undefined;
  /** The elements the entry is made of, hidden together when the user shows only the entries in the topic. */
  rows(): Element[];
}

/** How a site's addresses name its papers (lib/sites/site-keys.ts). */
export interface SiteKeys {
  prefix: string;
  /** The site as a sentence names it ("the ACL Anthology"): import messages, the library's "Also saved from …". */
  name: string;
  /** The key's part after the prefix, and the paper's page, from one of the paper's addresses. */
  fromUrl(url: URL): { rest: string; page: string } | undefined;
  /** The paper's page from its key alone (papers saved before their page was kept), where the key says enough. */
  pageOf?(rest: string): string;
}

export interface SiteDetector {
  /** Stable id, also stored as a paper's `source.site`. */
  id: string;
  /** Human name of the site. */
  label: string;
  /** Cheap first stage: does this URL belong to the detector at all? */
  matches(url: URL): boolean;
  /** Second stage, on the page itself: a paper page, a listing, or nothing we can use. */
  detect(doc: Document, url: URL): PageKind | null;
  /** Raw metadata of the paper a `paper` page shows; undefined when the page lacks what a save needs. */
  extract(doc: Document, url: URL): PaperDraft | undefined;
  /**
   * Which marks setting (options.html) covers this site's topic marks, for sites that show them: listings and search
   * results mark their entries, an abs page says its verdict under the save control.
   */
  markSite?: MarkSite;
  /** A paper page's title and abstract for the topic's verdict (sites with a `markSite`). */
  pageEntry?(doc: Document): { title: string; abstract: string } | undefined;
  /** A listing's list of entries: the summary of its marks goes before it. */
  listTop?(doc: Document): Element | null;
  /** The heading the save control goes under on a paper page; without one the control floats in a corner. */
  titleElement?(doc: Document): Element | null;
  /**
   * The papers of a `listing` page, in page order. Lazy (a generator), so a 2,000-entry page is read a slice at a
   * time, between which the page gets the main thread back.
   */
  entries?(doc: Document, url: URL): Iterable<ListingEntry>;
  /**
   * The manifest match patterns (https only) of the pages its page script decorates: the extension's content-script
   * matches, host permissions and page-script map are derived from them (lib/sites/matches.ts).
   */
  patterns: readonly string[];
  /** URLs the detector was tested on; the registry test checks each matches this detector and no other, and gets its page script. */
  examples: string[];
}
