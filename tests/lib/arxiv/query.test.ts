import { describe, expect, it } from 'vitest';
import { ARXIV_API, buildQueryUrl } from '../../../lib/arxiv/query';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('buildQueryUrl', () => {
  it('asks arXiv’s API for the first 100 results unless told otherwise', () => {
    const url = buildQueryUrl({ searchQuery: 'cat:cs.AI' });
    expect(url.startsWith(`${ARXIV_API}?`)).toBe(true);
    expect(params(url)).toEqual({ search_query: 'cat:cs.AI', start: '0', max_results: '100' });
  });

  it('keeps paging numbers whole and in range: no negative start, at most 2,000 results a call', () => {
    expect(params(buildQueryUrl({ start: -5, maxResults: -1 }))).toMatchObject({ start: '0', max_results: '0' });
    expect(params(buildQueryUrl({ start: 200.7, maxResults: 99.9 }))).toMatchObject({ start: '200', max_results: '99' });
    expect(params(buildQueryUrl({ maxResults: 1e6 }))).toMatchObject({ max_results: '2000' });
  });

  it('sends an id list joined by commas, and leaves out an empty one', () => {
    expect(params(buildQueryUrl({ idList: ['2604.27955v2', 'cs/0112017'] })).id_list).toBe('2604.27955v2,cs/0112017');
    expect(params(buildQueryUrl({ idList: [] }))).not.toHaveProperty('id_list');
  });

  it('passes sorting on, and can target another endpoint', () => {
    const url = buildQueryUrl({ searchQuery: 'all:agent', sortBy: 'lastUpdatedDate', sortOrder: 'ascending' }, 'http://localhost:9/q');
    expect(url.startsWith('http://localhost:9/q?')).toBe(true);
    expect(params(url)).toMatchObject({ sortBy: 'lastUpdatedDate', sortOrder: 'ascending' });
  });
});
