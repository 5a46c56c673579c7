/**
 * Everything the popup needs once its first rows are on screen: the database (Dexie), the browser APIs (the
 * polyfill) and messaging. A chunk of its own, loaded after the first paint, so none of it delays the first rows.
 */

import { browser } from 'wxt/browser';
import { loadNearMisses } from '../../lib/feed/near-misses';
import { FEED_SEEN_KEY, FEED_STATE_KEY, FEED_TOTALS_KEY, newSince, parseFeedState, parseFeedTotals } from '../../lib/feed/state';
import {
  type Dismissal,
  dismissPaper,
  type FeedRow,
  type ForgottenLessons,
  loadFeed,
  loadTopicDates,
  resetLearning,
  restoreLearning,
  undoDismiss,
  userModelFrom,
} from '../../lib/feed/view';
import { firstRowsTables, settleFirstRows } from '../../lib/first-rows/settle';
import { keepFirstRows, storeFirstRows } from '../../lib/first-rows/writer';
import { sendRequest } from '../../lib/messaging/client';
import type { Paper } from '../../lib/paper/schema';
import { listSaved, radarDb, readKv, type SavedPaper } from '../../lib/store/db';
import { watchQuery } from '../../lib/store/live-query';
import type { UserModel } from '../../lib/topic/user-model';
import type { Subscribable } from '../common/hooks/use-observable';
import { openTab } from '../common/open-tab';

export function popupServices() {
  const db = radarDb();
  keepFirstRows(db);
  // The order the user's lessons give, as they stood when the popup opened: an S or X re-ranked the day around the
  // selection, so the next J skipped papers or showed some again. The lessons order the next opening; what an X hides
  // goes at once. "Reset what it learned" (and its undo) orders anew.
  let order: Promise<UserModel> | undefined;
  const orderModel = () => (order ??= db.feedback.toArray().then(userModelFrom));
  const reordered = async <T>(change: Promise<T>): Promise<T> => {
    order = undefined;
    const done = await change;
    order = undefined;
    return done;
  };
  return {
    db,
    /** Re-runs the query whenever the rows it read change, in any extension context. */
    watch: <T>(query: () => Promise<T>): Subscribable<T> => watchQuery(query),
    listSaved: () => listSaved(db),
    loadFeed: async () => loadFeed(db, await orderModel()),
    loadNearMisses: async () => loadNearMisses(db, await orderModel()),
    loadTopicDates: () => loadTopicDates(db),
    feedbackCount: () => db.feedback.count(),
    /** Since when a feed paper is new to the user: read before the popup's opening is recorded (`feed/opened`). */
    async newSince() {
      const [seen, state] = await Promise.all([readKv(db, FEED_SEEN_KEY), readKv(db, FEED_STATE_KEY)]);
      return newSince(seen, parseFeedState(state));
    },
    async feedMeta() {
      return { state: parseFeedState(await readKv(db, FEED_STATE_KEY)), totals: parseFeedTotals(await readKv(db, FEED_TOTALS_KEY)) };
    },
    storeFirstRows: (feed: FeedRow[], saved: SavedPaper[]) => storeFirstRows(db, { feed, saved }),
    // The snapshot drops the paper in the X's own transaction: a popup closed at once must not show it next time.
    dismiss: (paper: Paper) =>
      db.transaction('rw', firstRowsTables(db), async () => {
        const dismissal = await dismissPaper(db, paper);
        await settleFirstRows(db);
        return dismissal;
      }),
    undoDismiss: (paperId: string, dismissal: Dismissal) => undoDismiss(db, paperId, dismissal),
    resetLearning: () => reordered(resetLearning(db)),
    restoreLearning: (forgotten: ForgottenLessons) => reordered(restoreLearning(db, forgotten)),
    send: sendRequest,
    /** Opens a link in a new tab; only http(s) links are ever opened. */
    openLink: openTab,
    openLibrary() {
      void browser.tabs.create({ url: browser.runtime.getURL('/library.html') });
    },
    /** options.html in a tab (the browser focuses the one already open). */
    openOptions() {
      void browser.runtime.openOptionsPage();
    },
  };
}

export type PopupServices = ReturnType<typeof popupServices>;
