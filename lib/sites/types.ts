/** The contract every site detector follows (one file per site in lib/sites/). */
import type { PaperDraft } from '../paper';

/** What a page is, to a detector. */
export type PageKind = 'paper' | 'listing';

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
  /** URLs the detector was tested on; the registry test checks each matches this detector and no other. */
  examples: string[];
}
