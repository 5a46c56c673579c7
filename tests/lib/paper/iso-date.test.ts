import { afterEach, describe, expect, it } from 'vitest';
import { localDay, normalizeDate } from '../../../lib/paper/iso-date';

const zone = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the string "undefined", a zone of its own.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('normalizeDate', () => {
  it.each([
    ['2026/05/02', '2026-05-02'],
    ['2026-05-02T23:59:59Z', '2026-05-02'],
    ['2026-02-30', undefined],
    ['1989-12-31', undefined],
    ['May 2026', undefined],
  ])('%s → %s', (text, day) => expect(normalizeDate(text)).toBe(day));
});

describe('localDay', () => {
  // 03:00 UTC on 2 May is still the evening of 1 May in California, and already 2 May in Tokyo.
  const at = Date.UTC(2026, 4, 2, 3, 0);

  it('is the day on the user’s calendar, not the UTC one', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(localDay(at)).toBe('2026-05-01');
    process.env.TZ = 'Asia/Tokyo';
    expect(localDay(at)).toBe('2026-05-02');
  });
});
