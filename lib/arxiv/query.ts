/** Building arXiv API query URLs (https://info.arxiv.org/help/api/user-manual.html). */

export const ARXIV_API = 'https://export.arxiv.org/api/query';

/** Most results one call may ask for. */
export const MAX_RESULTS_PER_CALL = 2000;

export interface ArxivQuery {
  /** `search_query`: fields (ti, au, abs, cat, all), AND/OR/ANDNOT, `submittedDate:[… TO …]`. */
  searchQuery?: string;
  /** `id_list`: canonical ids, with or without version. */
  idList?: readonly string[];
  start?: number;
  maxResults?: number;
  sortBy?: 'relevance' | 'lastUpdatedDate' | 'submittedDate';
  sortOrder?: 'ascending' | 'descending';
}

export function buildQueryUrl(query: ArxivQuery, base = ARXIV_API): string {
  const params = new URLSearchParams();
  if (query.searchQuery !== undefined) params.set('search_query', query.searchQuery);
  if (query.idList !== undefined && query.idList.length > 0) params.set('id_list', query.idList.join(','));
  params.set('start', String(Math.max(0, Math.floor(query.start ?? 0))));
  params.set('max_results', String(Math.min(MAX_RESULTS_PER_CALL, Math.max(0, Math.floor(query.maxResults ?? 100)))));
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (query.sortOrder) params.set('sortOrder', query.sortOrder);
  return `${base}?${params.toString()}`;
}
