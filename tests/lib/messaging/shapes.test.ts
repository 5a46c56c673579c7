import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENTS, hasShape, isMarksChangedEvent, isPageStateEvent, isResponse, isSavedChangedEvent } from '../../../lib/messaging/shapes';

// tests/lib/messaging/protocol.test.ts checks replies through the client; these are the checks themselves.
describe('isSavedChangedEvent', () => {
  it('accepts the background’s announcement and nothing that only looks like it', () => {
    expect(isSavedChangedEvent({ type: 'saved/changed', paperIds: ['2604.27955'], saved: true })).toBe(true);
    expect(isSavedChangedEvent({ type: 'saved/changed', paperIds: '2604.27955', saved: true })).toBe(false);
    expect(isSavedChangedEvent({ type: 'saved/changed', paperIds: [], saved: 'yes' })).toBe(false);
    expect(isSavedChangedEvent({ type: 'other', paperIds: [], saved: true })).toBe(false);
    expect(isSavedChangedEvent(null)).toBe(false);
  });
});

describe('isMarksChangedEvent', () => {
  it('accepts marks turned on or off for a kind of page, and nothing that only looks like it', () => {
    expect(isMarksChangedEvent({ type: 'marks/changed', site: 'arxiv-listing', on: false })).toBe(true);
    expect(isMarksChangedEvent({ type: 'marks/changed', site: 'arxiv-listing', on: 'no' })).toBe(false);
    expect(isMarksChangedEvent({ type: 'marks/changed', on: true })).toBe(false);
    expect(isMarksChangedEvent({ type: 'saved/changed', site: 'arxiv-abs', on: true })).toBe(false);
  });
});

describe('isPageStateEvent', () => {
  const verdict = { id: '2604.27955', mark: 'in', tags: ['Web Agents'], reasons: ['web agents'], titleOnly: false };

  it('accepts a paper page’s state and nothing that only looks like it', () => {
    expect(isPageStateEvent({ type: 'page/state', paperId: '2604.27955', saved: true, verdicts: [verdict] })).toBe(true);
    expect(isPageStateEvent({ type: 'page/state', paperId: '2604.27955', saved: 'yes', verdicts: [] })).toBe(false);
    expect(isPageStateEvent({ type: 'page/state', paperId: '2604.27955', saved: false, verdicts: [{ ...verdict, mark: 'maybe' }] })).toBe(
      false,
    );
    expect(isPageStateEvent({ type: 'saved/changed', paperId: '2604.27955', saved: false, verdicts: [] })).toBe(false);
    expect(isPageStateEvent('<img src=x onerror=alert(1)>')).toBe(false);
  });

  it('agrees with the table it is written out from (EVENTS), whatever arrives', () => {
    const field = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string()));
    const verdictLike = fc.record({
      id: fc.oneof(fc.string(), fc.integer()),
      mark: fc.constantFrom('in', 'near', 'out', 'maybe'),
      tags: fc.oneof(fc.array(fc.string()), fc.array(fc.integer())),
      reasons: fc.array(fc.string()),
      titleOnly: fc.oneof(fc.boolean(), fc.string()),
    });
    const state = fc.record(
      {
        type: fc.constantFrom('page/state', 'saved/changed'),
        paperId: field,
        saved: field,
        verdicts: fc.oneof(fc.array(verdictLike, { maxLength: 3 }), field),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(state, field), (value) => {
        const byTable = hasShape(value, EVENTS['page/state']) && (value as { type?: unknown }).type === 'page/state';
        expect(isPageStateEvent(value)).toBe(byTable);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isResponse', () => {
  it('checks data against what its message answers with', () => {
    expect(isResponse('library/check-updates', { checked: 3, updated: 1, error: '' })).toBe(true);
    expect(isResponse('library/check-updates', { checked: Number.NaN, updated: 1, error: '' })).toBe(false);
    expect(isResponse('library/check-updates', { checked: Number.POSITIVE_INFINITY, updated: 1, error: '' })).toBe(false);
    expect(isResponse('feed/opened', {})).toBe(true);
    expect(isResponse('feed/opened', undefined)).toBe(false);
  });

  it('knows no answer to a message the protocol does not have, whatever the object inherits', () => {
    for (const type of ['constructor', 'toString', '__proto__', 'paper/delete-everything']) {
      expect(isResponse(type as 'feed/opened', {}), type).toBe(false);
    }
  });
});

describe('hasShape', () => {
  it('ignores fields the shape does not name', () => {
    expect(hasShape({ a: 'x', extra: 1 }, { a: 'string' })).toBe(true);
    expect(hasShape({ extra: 1 }, { a: 'string' })).toBe(false);
  });
});
