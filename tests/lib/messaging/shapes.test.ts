import { describe, expect, it } from 'vitest';
import { hasShape, isResponse, isSavedChangedEvent } from '../../../lib/messaging/shapes';

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
