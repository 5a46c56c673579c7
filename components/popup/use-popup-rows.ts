import { useMemo } from 'preact/hooks';
import { chipsToShow, filterRows, withTopicTags } from '../../lib/feed/filter';
import { opinionMark } from '../../lib/feed/opinion';
import type { ListRow } from '../common/PaperList';
import type { TabId } from './tabs';
import type { PopupLists } from './use-popup-lists';

/** What the open tab shows: its rows (searched and filtered by tag), its tag chips, and which papers are saved. */
export function usePopupRows(
  lists: PopupLists,
  tab: TabId,
  nearMissesOn: boolean,
  query: string,
  chips: readonly string[],
  /** Feed papers added after this are marked New (use-popup-lists.ts). */
  newSince = Number.POSITIVE_INFINITY,
) {
  const { feedRows, savedRows, nearRows, complete } = lists;
  // Until the whole saved list is in, the feed rows' own flags say which of them are saved.
  const savedSet = useMemo(
    () =>
      new Set([
        ...savedRows.map((row) => row.paper.id),
        ...(complete ? [] : feedRows.filter((row) => row.saved).map((row) => row.paper.id)),
      ]),
    [savedRows, feedRows, complete],
  );
  const feedById = useMemo(() => new Map([...nearRows, ...feedRows].map((row) => [row.paper.id, row.item] as const)), [feedRows, nearRows]);
  const listRows: Record<TabId, ListRow[]> = useMemo(
    () => ({
      feed: (nearMissesOn ? nearRows : feedRows).map((row) => ({
        paper: row.paper,
        tags: row.item.tags,
        topicTags: row.item.tags,
        opinion: row.item.second && opinionMark(row.item.second),
        fresh: row.item.addedAt > newSince,
      })),
      // The user's own tags first, then the topic's sub-topics for a paper the feed holds: both show, filter and search.
      saved: savedRows.map((row) => {
        const topic = feedById.get(row.paper.id)?.tags;
        return {
          paper: row.paper,
          tags: withTopicTags(row.record.tags, topic),
          ownTags: row.record.tags,
          topicTags: topic,
          note: row.record.note,
        };
      }),
    }),
    [feedRows, nearRows, nearMissesOn, savedRows, feedById, newSince],
  );
  const shown = useMemo(() => filterRows(listRows[tab], query, chips), [listRows, tab, query, chips]);
  const chipCounts = useMemo(() => chipsToShow(listRows[tab], chips, shown), [listRows, tab, chips, shown]);
  return { savedSet, feedById, all: listRows[tab], shown, chipCounts };
}
