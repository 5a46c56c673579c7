import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../lib/url/page-of';

describe('pageOf', () => {
  it('is the address without its fragment: a jump within a page is the same page', () => {
    expect(pageOf('https://www.semanticscholar.org/paper/x/0123#citing-papers')).toBe('https://www.semanticscholar.org/paper/x/0123');
    expect(pageOf('https://arxiv.org/html/2604.27955v1')).toBe('https://arxiv.org/html/2604.27955v1');
  });
});
