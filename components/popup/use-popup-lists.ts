import { useEffect, useRef, useState } from 'preact/hooks';
import { type FirstRows, holdsFirstRows } from '../../lib/first-rows/snapshot';
import { type LiveResult, useObservable } from '../common/hooks/use-observable';
import type { PopupServices } from './popup-services';

/**
 * The services (Dexie, the browser APIs, messaging), loaded once the first rows have painted, and a clock that ticks
 * each minute for the "updated 12 min ago" lines.
 */
export function usePopupServices(loadServices: () => Promise<PopupServices>) {
  const [svc, setSvc] = useState<PopupServices | undefined>(undefined);
  const [now, setNow] = useState(Date.now());
  // Papers added after this are marked New: what arrived since the popup was last opened.
  const [newSince, setNewSince] = useState(Number.POSITIVE_INFINITY);
  // The first rows come from the snapshot and paint at once. Effects run after the browser has painted, so the
  // services, and with them the whole lists (thousands of papers to read and decode on this thread), come after.
  useEffect(() => {
    void loadServices().then(async (loaded) => {
      setSvc(loaded);
      // A stale feed is refreshed while the stored one shows. Opening the popup marks papers as seen: what was new until
      // now is read first, so this popup still marks it.
      void loaded.send({ type: 'feed/refresh', force: false });
      setNewSince(await loaded.newSince().catch(() => Number.POSITIVE_INFINITY));
      void loaded.send({ type: 'feed/opened' });
    });
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [loadServices]);
  return { svc, now, newSince };
}

const fromSnapshot = <T>(rows: T[] | undefined): LiveResult<T[]> => (rows ? { status: 'ready', value: rows } : { status: 'loading' });

/**
 * What the popup shows, live: the feed and the saved list (from the first-rows snapshot until the services bring the
 * whole lists), the near misses, the feedback count and the feed's state. Keeps the snapshot for the next popup.
 */
export function usePopupLists(svc: PopupServices | undefined, firstRows: FirstRows | undefined) {
  const savedAll = useObservable(svc && (() => svc.watch(svc.listSaved)), [svc]);
  const feedAll = useObservable(svc && (() => svc.watch(svc.loadFeed)), [svc]);
  const saved = savedAll.status === 'loading' ? fromSnapshot(firstRows?.saved) : savedAll;
  const feed = feedAll.status === 'loading' ? fromSnapshot(firstRows?.feed) : feedAll;
  const nearMisses = useObservable(svc && (() => svc.watch(svc.loadNearMisses)), [svc]);
  const feedbackCount = useObservable(svc && (() => svc.watch(svc.feedbackCount)), [svc]);
  const meta = useObservable(svc && (() => svc.watch(svc.feedMeta)), [svc]);
  const topicDates = useObservable(svc && (() => svc.watch(svc.loadTopicDates)), [svc]);

  // The next popup's first rows are this one's: written once the whole lists are in, unless the snapshot already
  // holds them (it may be missing, or older than a write another context made while its debounce was cut short).
  const snapshotWritten = useRef(false);
  useEffect(() => {
    if (!svc || snapshotWritten.current || savedAll.status !== 'ready' || feedAll.status !== 'ready') return;
    snapshotWritten.current = true;
    if (!holdsFirstRows(firstRows, feedAll.value, savedAll.value)) void svc.storeFirstRows(feedAll.value, savedAll.value);
  }, [svc, savedAll, feedAll, firstRows]);

  return {
    feed,
    saved,
    /** The whole lists are in (not only the snapshot's first rows). */
    complete: savedAll.status === 'ready' && feedAll.status === 'ready',
    feedRows: feed.status === 'ready' ? feed.value : [],
    savedRows: saved.status === 'ready' ? saved.value : [],
    nearMisses,
    nearRows: nearMisses.status === 'ready' ? nearMisses.value : [],
    feedbackCount: feedbackCount.status === 'ready' ? feedbackCount.value : 0,
    meta: meta.status === 'ready' ? meta.value : undefined,
    /** Every in-topic paper's date, for the trend (undefined until read). */
    topicDates: topicDates.status === 'ready' ? topicDates.value : undefined,
  };
}

export type PopupLists = ReturnType<typeof usePopupLists>;
