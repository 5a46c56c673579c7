/** The pages that can carry topic marks, each of which the user can turn off on its own (options.html). */
export const MARK_SITES = ['arxiv-listing', 'arxiv-search', 'arxiv-abs'] as const;
export type MarkSite = (typeof MARK_SITES)[number];
