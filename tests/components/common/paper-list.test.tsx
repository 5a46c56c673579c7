import { describe, expect, it } from 'vitest';
import { optionId } from '../../../components/common/PaperList';

describe('optionId', () => {
  it('gives papers whose ids differ only in punctuation options of their own', () => {
    const ids = ['doi:10.1/a.b', 'doi:10.1/a_b', 'doi:10.1/a-b', 'doi:10.1/a/b', '2605.28143', '2605_28143'];
    const options = ids.map(optionId);
    expect(new Set(options).size).toBe(ids.length);
    for (const option of options) expect(option).toMatch(/^paper-[A-Za-z0-9_-]+$/);
  });
});
