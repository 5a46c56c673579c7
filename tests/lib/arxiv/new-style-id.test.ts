import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newStyleIdParts } from '../../../lib/arxiv/new-style-id';

describe('newStyleIdParts (the new-style id read without a regular expression)', () => {
  /** What it must agree with: the scheme as a regular expression. */
  const NEW_ID = /^(\d{2})(\d{2})\.(\d{4,5})(?:v([1-9]\d{0,3}))?$/;
  const asRegex = (text: string) => {
    const match = NEW_ID.exec(text);
    return match ? [match[1], match[2], match[3], match[4]] : undefined;
  };

  it('reads every string as the regular expression does', () => {
    // Mostly strings near the scheme (digits, dots, v, and a few others), some of them ids with noise around them.
    const near = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.', 'v', 'V', ' ', '/', '٣', 'a'), maxLength: 16 });
    const id = fc
      .tuple(
        fc.stringMatching(/^\d{4}\.\d{3,6}$/),
        fc.option(fc.stringMatching(/^v\d{0,5}$/), { nil: undefined }),
        fc.constantFrom('', ' ', 'x', '.pdf'),
      )
      .map(([base, version, tail]) => `${base}${version ?? ''}${tail}`);
    fc.assert(
      fc.property(fc.oneof(near, id, fc.string({ maxLength: 16 })), (text) => {
        expect(newStyleIdParts(text)).toEqual(asRegex(text));
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['2405.12345', '2405.1234', '2405.12345v1', '2405.12345v9999', '0704.0001v12'])('reads %s', (text) => {
    expect(newStyleIdParts(text)).toEqual(asRegex(text));
    expect(newStyleIdParts(text)).toBeDefined();
  });

  it.each(['2405.123', '2405.123456', '2405.12345v0', '2405.12345v10000', '2405.12345v', '24a5.12345', '2405-12345', ' 2405.12345'])(
    'refuses %s',
    (text) => {
      expect(newStyleIdParts(text)).toBeUndefined();
    },
  );
});
