// @vitest-environment happy-dom
/** An empty feed says plainly what is happening and what the user can do now, in each of its states. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ListStates } from '../../../components/popup/ListStates';

let root: HTMLElement | undefined;
let fetches = 0;

/** The panel's words for a feed in this state (an empty one unless `total` says otherwise). */
function emptyFeed(
  feed: { refreshing?: boolean; fetched?: boolean; failed?: boolean },
  list: { total?: number; narrowedBy?: { search: boolean; tags: boolean } } = {},
): HTMLElement {
  const box = document.createElement('div');
  root = box;
  document.body.append(box);
  const state = { refreshing: false, fetched: false, failed: false, ...feed };
  act(() =>
    render(
      <ListStates
        tab="feed"
        loading={false}
        error={undefined}
        total={list.total ?? 0}
        shown={0}
        showingNearMisses={false}
        narrowedBy={list.narrowedBy ?? { search: false, tags: false }}
        onClearSearch={() => undefined}
        onFetch={() => fetches++}
        {...state}
      />,
      box,
    ),
  );
  return box;
}

const button = (box: HTMLElement) => box.querySelector('button');

afterEach(() => {
  if (root) act(() => render(null, root as HTMLElement));
  root?.remove();
  fetches = 0;
});

describe('the empty feed', () => {
  it('before the first fetch, says it has not fetched yet and offers to fetch now', () => {
    const box = emptyFeed({});
    expect(box.textContent).toContain('The feed is empty because it has not fetched papers from arXiv yet.');
    expect(button(box)?.textContent).toBe('Fetch papers now');
    act(() => button(box)?.click());
    expect(fetches).toBe(1);
    // And where saved papers go meanwhile.
    expect(box.textContent).toContain('are in the Saved tab');
  });

  it('while fetching, says the papers show as they arrive, with nothing to press', () => {
    const box = emptyFeed({ refreshing: true });
    expect(box.textContent).toContain('Papers in the topic show here as they arrive.');
    expect(button(box)).toBeNull();
  });

  it('after a fetch that found nothing, says so and offers to check again', () => {
    const box = emptyFeed({ fetched: true });
    expect(box.textContent).toContain('arXiv has no papers in the topic for the weeks fetched so far.');
    expect(button(box)?.textContent).toBe('Check arXiv now');
  });

  it('after a failed fetch, points to the status line’s Retry instead of promising a refresh', () => {
    const box = emptyFeed({ failed: true });
    expect(box.textContent).toContain('the feed could not fetch from arXiv. Retry above');
    expect(button(box)).toBeNull();
  });
});

describe('a list that shows nothing of what it holds', () => {
  it.each([
    [{ search: true, tags: false }, 'Nothing matches this search. Clear the search'],
    [{ search: false, tags: true }, 'No paper has every chosen tag. Clear the tags'],
    [{ search: true, tags: true }, 'Nothing matches this search and its tags. Clear the search and tags'],
  ])('says what narrows it, and offers to clear that: %j', (narrowedBy, words) => {
    expect(emptyFeed({ fetched: true }, { total: 5, narrowedBy }).textContent?.trim()).toBe(words);
  });
});
