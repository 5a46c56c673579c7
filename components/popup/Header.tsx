import { useMemo, useState } from 'preact/hooks';
import type { FeedRow } from '../../lib/feed/view';
import type { RadarDb } from '../../lib/store/db';
import { computeStats, statsLine } from '../../lib/topic/stats';
import type { AfterPaint } from './after-paint';

interface HeaderProps {
  /** The after-paint chunk, once loaded: the current-tab line, the description and the chart wait for it. */
  later: AfterPaint | undefined;
  /** The database, once the services have loaded. */
  db: RadarDb | undefined;
  /** The whole lists are in, so the counts are true. */
  complete: boolean;
  feedRows: readonly FeedRow[];
  /**
   * Every in-topic paper's date: the field's trend, which the user's dismissals do not change (the feed's rows leave
   * dismissed papers out). Until read, the rows' dates stand in.
   */
  topicDates: readonly string[] | undefined;
  now: number;
  /** All of arXiv's new papers in the last four weeks, for the topic's share. */
  allNewLastFourWeeks: number | undefined;
  /** From when the store holds every paper of the topic (`coveredFrom`); undefined until the feed's state is read. */
  since: number | undefined;
  onOpenLibrary(): void;
  onOpenOptions(): void;
}

/** The title, the topic's description, the links to the library, the options and the current tab, and the field's trend. */
export function Header(props: HeaderProps) {
  const { later, db, complete, feedRows, topicDates, now, allNewLastFourWeeks, since, onOpenLibrary, onOpenOptions } = props;
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  // Not per keystroke: thousands of dates.
  const stats = useMemo(
    () =>
      computeStats(
        topicDates ?? feedRows.filter((row) => row.item.inTopic === 1).map((row) => row.item.published),
        now,
        allNewLastFourWeeks,
        since,
      ),
    [topicDates, feedRows, now, allNewLastFourWeeks, since],
  );
  // The lists and the feed's state (how far back it is fetched) are both read.
  const ready = complete && since !== undefined;
  return (
    <header class="popup-header">
      <div class="title-line">
        <h1>RL for LLM Agents</h1>
        <button type="button" class="link" aria-expanded={descriptionOpen} onClick={() => setDescriptionOpen(!descriptionOpen)}>
          {descriptionOpen ? 'Hide description' : 'About this topic'}
        </button>
        <button type="button" class="link" onClick={onOpenLibrary}>
          Library
        </button>
        <button type="button" class="link" onClick={onOpenOptions}>
          Options
        </button>
        {later && db && <later.CurrentTab db={db} />}
      </div>
      {descriptionOpen && <p class="description">{later?.TOPIC_DESCRIPTION ?? ''}</p>}
      <div class="stats-line">
        {/* An empty feed has no trend: "0 papers · 0 papers in the last four weeks, no change" and a flat chart said nothing. */}
        <p class="stats">{!ready ? 'Counting papers…' : stats.total === 0 ? 'No papers in the topic yet' : statsLine(stats)}</p>
        {ready && later && stats.total > 0 && stats.weekly.length > 0 && <later.TrendChart weekly={stats.weekly} />}
      </div>
    </header>
  );
}
