import { describe, expect, it } from 'vitest';
import { safeDecode } from '../../../lib/url/safe-decode';

describe('safeDecode', () => {
  it('decodes percent-escapes', () => {
    expect(safeDecode('10.1145%2F3589334')).toBe('10.1145/3589334');
    expect(safeDecode('plain')).toBe('plain');
  });

  it('keeps a part with malformed escapes as written instead of throwing', () => {
    expect(safeDecode('10.1/%')).toBe('10.1/%');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
