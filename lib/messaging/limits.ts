/** Sizes the protocol holds requests to, shared by the pages that send them (no zod here: page scripts import it). */

/** The most entries one `page/verdicts` request may carry: arXiv shows at most 2,000 per listing page. */
export const MAX_PAGE_ENTRIES = 2500;
/** Ids per `page/abstracts` request: one arXiv API request's worth. */
export const ABSTRACT_BATCH = 200;
/** The longest title a page may send for the topic's verdict; longer ones are cut by the page script. */
export const MAX_ENTRY_TITLE = 2000;
/** The longest abstract (or author line) a page may send for the topic's verdict. */
export const MAX_ENTRY_TEXT = 20_000;
/** Values one draft list (authors, categories) is read with: a page with more is cut when read (LIMITS.draftItems). */
export const MAX_DRAFT_ITEMS = 20_000;
