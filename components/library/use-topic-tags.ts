import { useMemo } from 'preact/hooks';
import type { RadarDb, SavedPaper } from '../../lib/store/db';
import { useLiveQuery } from '../common/hooks/use-live-query';

const NONE: ReadonlyMap<string, readonly string[]> = new Map();

/**
 * The classifier's sub-topics of the saved papers the feed holds in the topic, by paper id, as the popup's Saved tab
 * shows them beside the user's own tags; kept current as the feed refreshes.
 */
export function useTopicTags(db: RadarDb, all: readonly SavedPaper[]): ReadonlyMap<string, readonly string[]> {
  const ids = useMemo(() => all.map(({ paper }) => paper.id), [all]);
  const topic = useLiveQuery(async () => {
    const items = await db.feed.bulkGet(ids);
    return new Map(
      items.flatMap((item) => (item && item.inTopic === 1 && item.tags.length > 0 ? [[item.paperId, item.tags] as const] : [])),
    );
  }, [db, ids]);
  return topic.status === 'ready' ? topic.value : NONE;
}
