import { describe, expect, it } from 'vitest';
import { DOI_MAX_LENGTH, normalizeDoi } from '../../../lib/paper/doi';

// tests/lib/paper/normalize.test.ts covers the forms pages write and the hostile ones; these are the edges.
describe('normalizeDoi', () => {
  it('accepts a DOI however it is written, in one lower-case form', () => {
    for (const written of [
      '10.18653/V1/2024.ACL-LONG.1',
      ' doi:10.18653/v1/2024.acl-long.1 ',
      'https://doi.org/10.18653/v1/2024.acl-long.1',
    ]) {
      expect(normalizeDoi(written)).toBe('10.18653/v1/2024.acl-long.1');
    }
  });

  it('keeps nothing when there is nothing, or when it is too long to be real', () => {
    expect(normalizeDoi(undefined)).toBeUndefined();
    expect(normalizeDoi('   ')).toBeUndefined();
    const prefix = '10.1234/';
    expect(normalizeDoi(prefix + 'a'.repeat(DOI_MAX_LENGTH - prefix.length))).toHaveLength(DOI_MAX_LENGTH);
    expect(normalizeDoi(prefix + 'a'.repeat(DOI_MAX_LENGTH - prefix.length + 1))).toBeUndefined();
  });

  it('drops arXiv’s own DOI however it is written: the arXiv id already names the paper', () => {
    expect(normalizeDoi('https://doi.org/10.48550/arXiv.2604.27955')).toBeUndefined();
  });
});
