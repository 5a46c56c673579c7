import { type HistoryEntry, historyEntries, paperUpdates } from '../../lib/library/updates';
import type { Paper } from '../../lib/paper/schema';
import type { RadarDb } from '../../lib/store/db';
import { useLiveQuery } from '../common/hooks/use-live-query';

/**
 * A saved paper's history: its first version with its date, then what each check found, newest first ("Checked
 * 2026-11-21: v3 (2026-11-20) · Published: ICLR 2026"). Every string is arXiv's text or ours: rendered as text, never as markup.
 */
export function PaperHistory({ db, paper }: { db: RadarDb; paper: Paper }) {
  const updates = useLiveQuery(() => paperUpdates(db, paper.id), [db, paper.id]);
  if (updates.status !== 'ready') return null;
  return <HistoryList paper={paper} entries={historyEntries(updates.value)} />;
}

/** The history's words, from the paper and its entries (newest first). */
export function HistoryList({ paper, entries }: { paper: Paper; entries: readonly HistoryEntry[] }) {
  // The check asks the arXiv API: a paper without an arXiv id has no versions to show. A date a reference file gave
  // (its year alone: `publishedPrecision`) is not arXiv's v1 day, which the next check brings.
  const first = paper.id.includes(':') || paper.publishedPrecision ? undefined : paper.published;
  if (!first && entries.length === 0) return null;
  return (
    <section class="history" aria-labelledby="history-title">
      <h3 id="history-title">History</h3>
      {first && <p class="history-first">v1 ({first})</p>}
      {entries.length > 0 ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <span class="history-date">Checked {entry.date}:</span>{' '}
              {[entry.version, ...entry.changes].filter((part): part is string => Boolean(part)).join(' · ')}
            </li>
          ))}
        </ul>
      ) : (
        <p class="history-none">No changes found yet.</p>
      )}
    </section>
  );
}
