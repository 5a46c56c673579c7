import { describe, expect, it } from 'vitest';
import { arxivIdIn } from '../../../lib/import/arxiv-in-text';

describe('arxivIdIn', () => {
  it.each([
    [['arXiv:2305.10601v2'], '2305.10601'],
    [['http://arxiv.org/abs/2305.10601'], '2305.10601'],
    [['https://arxiv.org/pdf/2305.10601v1'], '2305.10601'],
    [['10.48550/arXiv.2305.10601'], '2305.10601'],
    [['arXiv preprint arXiv:cs/0112017'], 'cs/0112017'],
    [[undefined, 'no id here', 'arXiv: 2604.27955'], '2604.27955'],
    [['10.1145/3580305.3599256', 'https://example.org/2305.10601'], undefined],
  ])('finds the first arXiv id in %j: %s', (values, id) => {
    expect(arxivIdIn(...values)).toBe(id);
  });
});
