// @vitest-environment happy-dom
/**
 * Where the selection goes on the Feed tab: the feed and its near misses keep a place each (moving through the near
 * misses leaves the feed's where it was), X on a saved paper, which stays in the feed, leaves it on that paper, and
 * an X re-ranks nothing while the popup is open, so J goes on to the next paper.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { radarDb, savePaper } from '../../../lib/store/db';
import { item, paper } from '../../lib/feed/feed-rows';
import { popupPerTest } from './popup-page';

/** Six days, each with a feed paper and a near miss. */
const page = popupPerTest(async (db) => {
  for (let i = 0; i < 6; i++) {
    const date = new Date(Date.UTC(2026, 4, 31) - i * 86_400_000).toISOString().slice(0, 10);
    const inFeed = paper(`2605.${10000 + i}`, `Feed paper ${i}`, date);
    const nearMiss = paper(`2605.${20000 + i}`, `Near miss ${i}`, date);
    await db.papers.bulkPut([inFeed, nearMiss]);
    await db.feed.bulkPut([item(inFeed, 0.9, 1), item(nearMiss, 0.4, 0)]);
  }
});
const root = () => page.root;

const selectedTitle = () => root().querySelector('[role="option"][aria-selected="true"] .row-title')?.textContent ?? undefined;
const press = (key: string) =>
  act(() => {
    root()
      .querySelector('[role="listbox"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
const nearMissesChip = () => [...root().querySelectorAll('button')].find((button) => button.textContent?.startsWith('Near misses'));

async function open() {
  act(() => render(<Popup firstRows={undefined} loadServices={() => Promise.resolve().then(popupServices)} />, root()));
  await vi.waitFor(() => expect(nearMissesChip()?.disabled).toBe(false));
  await vi.waitFor(() => expect(selectedTitle()).toBeDefined());
}

describe('the Feed tab’s two lists', () => {
  it('keep a place each, also once the popup is closed and opened again', async () => {
    await open();
    press('j');
    press('j');
    expect(selectedTitle()).toBe('Feed paper 2');
    act(() => nearMissesChip()?.click());
    await vi.waitFor(() => expect(selectedTitle()).toBe('Near miss 0'));
    press('j');
    expect(selectedTitle()).toBe('Near miss 1');
    act(() => nearMissesChip()?.click());
    await vi.waitFor(() => expect(selectedTitle()).toBe('Feed paper 2'));
    act(() => render(null, root()));
    await open();
    expect(selectedTitle()).toBe('Feed paper 2');
    act(() => nearMissesChip()?.click());
    await vi.waitFor(() => expect(selectedTitle()).toBe('Near miss 1'));
  });
});

describe('X on a saved paper in the feed', () => {
  it('leaves the selection on it, since it stays, and says so', async () => {
    await savePaper(radarDb(), paper('2605.10001', 'Feed paper 1', '2026-05-30'), { now: 1 });
    await open();
    press('j');
    expect(selectedTitle()).toBe('Feed paper 1');
    press('x');
    await vi.waitFor(() =>
      expect(root().querySelector('[role="status"]')?.textContent).toBe(
        'Marked not relevant: Feed paper 1. It stays in the feed while it is saved. Press U to undo.',
      ),
    );
    expect(selectedTitle()).toBe('Feed paper 1');
  });
});

describe('X while working down a day', () => {
  it('leaves the other papers in their order, so J goes on to the paper after the dismissed one', async () => {
    const db = radarDb();
    await db.feed.clear();
    const day = '2026-06-01';
    const first = paper('2606.00001', 'Memory agents with retrieval tricks', day);
    const alike = paper('2606.00002', 'Memory agents with retrieval tricks revisited', day);
    const other = paper('2606.00003', 'Web navigation benchmark', day);
    await db.papers.bulkPut([first, alike, other]);
    // Close scores: the X's lesson alone would put the paper like the dismissed one last.
    await db.feed.bulkPut([item(first, 0.9, 1), item(alike, 0.89, 1), item(other, 0.88, 1)]);
    act(() => render(<Popup firstRows={undefined} loadServices={() => Promise.resolve().then(popupServices)} />, root()));
    const titles = () => [...root().querySelectorAll('[role="option"] .row-title')].map((title) => title.textContent);
    await vi.waitFor(() => expect(titles()).toHaveLength(3));
    expect(selectedTitle()).toBe('Memory agents with retrieval tricks');
    press('x');
    await vi.waitFor(() => expect(titles()).toEqual(['Memory agents with retrieval tricks revisited', 'Web navigation benchmark']));
    expect(selectedTitle()).toBe('Memory agents with retrieval tricks revisited');
    press('j');
    expect(selectedTitle()).toBe('Web navigation benchmark');
  });
});
