// @vitest-environment happy-dom
/**
 * The feed marks what arrived since the popup was last opened ("New"), as the toolbar's count promised: not the first
 * month's papers (the backfill is no news), and not papers the user has seen before. (Nothing is new while the first
 * backfill runs: tests/lib/feed/state.test.ts.)
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { FEED_SEEN_KEY, FEED_STATE_KEY } from '../../../lib/feed/state';
import { radarDb, writeKv } from '../../../lib/store/db';
import { item, paper } from '../../lib/feed/feed-rows';

let root: HTMLElement;

const HOUR = 3_600_000;
const BACKFILLED = Date.UTC(2026, 4, 1);
const LAST_OPENED = BACKFILLED + 48 * HOUR;

/** Each feed row's title and whether it says New. */
const rows = () =>
  [...root.querySelectorAll('[role="option"]')].map((row) => ({
    title: row.querySelector('.row-title')?.textContent,
    fresh: row.querySelector('.status-mark.new')?.textContent === 'New',
  }));

async function openPopup(seen: number | undefined, backfilledAt: number | undefined) {
  const db = radarDb();
  if (seen !== undefined) await writeKv(db, FEED_SEEN_KEY, seen);
  await writeKv(db, FEED_STATE_KEY, backfilledAt === undefined ? {} : { backfilledAt, lastSuccessAt: Date.now() });
  localStorage.setItem('popup.tab', 'feed');
  // The popup records its opening (feed/opened) once it has read what was new until then.
  const services = popupServices();
  const send = vi.fn(services.send);
  const spied = { ...services, send: send as unknown as typeof services.send };
  act(() => render(<Popup firstRows={undefined} loadServices={async () => spied} />, root));
  await vi.waitFor(() => expect(rows()).toHaveLength(3));
  await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'feed/opened' }));
}

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  const db = radarDb();
  await db.open();
  // One paper from the first backfill, one the user saw at their last look, one that came after it.
  const added = { backfill: BACKFILLED - HOUR, seen: LAST_OPENED - HOUR, after: LAST_OPENED + HOUR };
  for (const [id, title, addedAt] of [
    ['2605.10001', 'From the backfill', added.backfill],
    ['2605.10002', 'Seen at the last look', added.seen],
    ['2605.10003', 'Arrived since', added.after],
  ] as const) {
    const p = paper(id, title);
    await db.papers.put(p);
    await db.feed.put({ ...item(p, 0.9, 1), addedAt });
  }
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await radarDb().delete();
});

describe('the feed’s New marks', () => {
  it('mark only the papers that arrived since the popup was last opened', async () => {
    await openPopup(LAST_OPENED, BACKFILLED);
    await vi.waitFor(() =>
      expect(
        rows()
          .filter((row) => row.fresh)
          .map((row) => row.title),
      ).toEqual(['Arrived since']),
    );
  });

  it('mark nothing of the first backfill, even before the popup was ever opened', async () => {
    await openPopup(undefined, BACKFILLED);
    await vi.waitFor(() =>
      expect(
        rows()
          .filter((row) => row.fresh)
          .map((row) => row.title)
          .sort(),
      ).toEqual(['Arrived since', 'Seen at the last look']),
    );
  });
});
