import { describe, expect, it } from 'vitest';
import { readView, VIEW_KEY, writeView } from '../../../lib/library/remembered-view';

/** A Storage of our own, so each test starts empty and one can refuse writes. */
function storage(initial: Record<string, string> = {}, refuse = false) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the library’s remembered view', () => {
  it('opens as the user left it: sort, collection and read filter', () => {
    const kept = storage();
    writeView(kept, { sort: 'published', collection: 'c-reading-group', read: 'unread' });
    expect(readView(kept)).toEqual({ sort: 'published', collection: 'c-reading-group', read: 'unread' });
  });

  it('keeps nothing else of the view: the search and the tag are a moment’s question', () => {
    const kept = storage();
    writeView(kept, { sort: 'title', collection: 'all', read: 'all', query: 'grpo', tag: 'to-read' } as never);
    expect(JSON.parse(kept.getItem(VIEW_KEY) ?? '')).toEqual({ sort: 'title', collection: 'all', read: 'all' });
  });

  it.each([
    ['nothing stored', {}],
    ['not JSON', { [VIEW_KEY]: '{oops' }],
    ['a list', { [VIEW_KEY]: '[1,2]' }],
    ['markup and wrong types', { [VIEW_KEY]: '{"sort":"<img src=x>","collection":42,"read":true}' }],
    ['a planted prototype', { [VIEW_KEY]: '{"__proto__":{"sort":"title"}}' }],
  ])('reads %s as the default view', (_name, initial) => {
    expect(readView(storage(initial))).toEqual({ sort: 'saved', collection: 'all', read: 'all' });
  });

  it('keeps a good field of a damaged value, and works on when the storage refuses writes', () => {
    expect(readView(storage({ [VIEW_KEY]: '{"sort":"title","read":"sideways"}' }))).toEqual({
      sort: 'title',
      collection: 'all',
      read: 'all',
    });
    expect(() => writeView(storage({}, true), { sort: 'title', collection: 'all', read: 'all' })).not.toThrow();
  });
});
