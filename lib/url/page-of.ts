/** The page a URL shows: a jump within it (`#citing-papers`) is no new page. */
export const pageOf = (href: string): string => href.split('#')[0] ?? href;
