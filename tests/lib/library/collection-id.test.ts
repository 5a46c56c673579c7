import { describe, expect, it } from 'vitest';
import { newCollectionId, rebornCollectionId } from '../../../lib/library/collection-id';

describe('collection ids', () => {
  it('a new collection gets an id readable from its name, with a random part, never one taken', () => {
    const first = newCollectionId('Credit Assignment — Reading', new Set());
    expect(first).toMatch(/^credit-assignment-reading-[0-9a-f]{8}$/);
    expect(newCollectionId('Credit Assignment — Reading', new Set([first]))).not.toBe(first);
    expect(newCollectionId('★★★', new Set())).toMatch(/^collection-[0-9a-f]{8}$/);
  });

  it('a deleted collection brought back gets the same id in every browser, and the next one along if that was deleted too', () => {
    const once = rebornCollectionId('old-project-1a2b3c4d', 'Old project', new Set(['old-project-1a2b3c4d']));
    expect(once).toMatch(/^old-project-[0-9a-f]{8}$/);
    expect(once).not.toBe('old-project-1a2b3c4d');
    expect(rebornCollectionId('old-project-1a2b3c4d', 'Old project', new Set(['old-project-1a2b3c4d']))).toBe(once);
    const twice = rebornCollectionId('old-project-1a2b3c4d', 'Old project', new Set(['old-project-1a2b3c4d', once]));
    expect(twice).not.toBe(once);
    expect(twice).toMatch(/^old-project-[0-9a-f]{8}$/);
  });
});
