// @vitest-environment happy-dom
/** The popup's first paint from the snapshot, and its hand-over to the whole lists: the selection never jumps. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { type FeedRow, loadFeed } from '../../../lib/feed/view';
import { FIRST_ROWS, FIRST_ROWS_KEY, FIRST_ROWS_VERSION, type FirstRows } from '../../../lib/first-rows/snapshot';
import { storeFirstRows } from '../../../lib/first-rows/writer';
import { radarDb, readKv } from '../../../lib/store/db';
import { item, paper } from '../../lib/feed/feed-rows';

let root: HTMLElement;
let feed: FeedRow[];

const selectedTitle = () => root.querySelector('[role="option"][aria-selected="true"] .row-title')?.textContent ?? undefined;
const detailTitle = () => root.querySelector('.detail-title')?.textContent ?? undefined;

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  const db = radarDb();
  await db.open();
  // More feed papers than the snapshot keeps, one per day, newest first.
  for (let i = 0; i < FIRST_ROWS + 20; i++) {
    const date = new Date(Date.UTC(2026, 4, 31) - i * 86_400_000).toISOString().slice(0, 10);
    const p = paper(`2605.${10000 + i}`, `Feed paper ${i}`, date);
    await db.papers.put(p);
    await db.feed.put(item(p, 0.9, 1));
  }
  feed = await loadFeed(db);
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  vi.useRealTimers();
  act(() => render(null, root));
  root.remove();
  await radarDb().delete();
});

/** Paints the popup from the snapshot; its services (and the whole lists) load when `release` is called. */
function paintFromSnapshot() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const firstRows: FirstRows = { version: FIRST_ROWS_VERSION, feed: feed.slice(0, FIRST_ROWS), saved: [] };
  act(() => render(<Popup firstRows={firstRows} loadServices={() => gate.then(popupServices)} />, root));
  return release;
}

describe('the popup’s first rows', () => {
  it('a remembered paper below the snapshot’s rows: no other paper is selected meanwhile', async () => {
    const remembered = feed[FIRST_ROWS + 10] as FeedRow;
    localStorage.setItem('popup.tab', 'feed');
    localStorage.setItem('popup.selected', JSON.stringify({ feed: remembered.paper.id }));
    const release = paintFromSnapshot();
    expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
    // The first row was selected, and its detail shown, until the selection jumped to the remembered paper.
    expect(selectedTitle()).toBeUndefined();
    expect(detailTitle()).toBeUndefined();
    const seen = new Set<string | undefined>();
    release();
    await vi.waitFor(() => {
      seen.add(selectedTitle());
      expect(selectedTitle()).toBe(remembered.paper.title);
    });
    expect([...seen].filter((title) => title !== undefined && title !== remembered.paper.title)).toEqual([]);
    expect(detailTitle()).toBe(remembered.paper.title);
  });

  it('a remembered paper among the snapshot’s rows is selected at the first paint, and stays so', async () => {
    const remembered = feed[5] as FeedRow;
    localStorage.setItem('popup.selected', JSON.stringify({ feed: remembered.paper.id }));
    const release = paintFromSnapshot();
    expect(selectedTitle()).toBe(remembered.paper.title);
    release();
    await vi.waitFor(() => expect(root.querySelector('[role="tab"] .count')?.textContent).toBe(String(feed.length)));
    expect(selectedTitle()).toBe(remembered.paper.title);
  });

  it('with nothing remembered, the first row is selected at once', () => {
    paintFromSnapshot();
    expect(selectedTitle()).toBe(feed[0]?.paper.title);
  });

  it('a paper dismissed with X is not in the next popup’s first rows, though the popup closes before the delayed rewrite', async () => {
    await storeFirstRows(radarDb());
    const release = paintFromSnapshot();
    release();
    await vi.waitFor(() => expect(root.querySelector('[role="tab"] .count')?.textContent).toBe(String(feed.length)));
    const dismissed = feed[0] as FeedRow;
    expect(selectedTitle()).toBe(dismissed.paper.title);
    // From here the snapshot's delayed rewrite never comes: the popup closes before it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const list = root.querySelector<HTMLElement>('[role="listbox"]') as HTMLElement;
    act(() => {
      list.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(root.textContent).toContain(`Marked not relevant: ${dismissed.paper.title}.`));
    act(() => render(null, root));
    const next = (await readKv(radarDb(), FIRST_ROWS_KEY)) as FirstRows;
    expect(next.feed.map((row) => row.paper.id)).not.toContain(dismissed.paper.id);
    expect(next.feed.length).toBeGreaterThan(0);
  });
});
