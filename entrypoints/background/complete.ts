/**
 * Completing papers saved from an id alone (PDF tabs, links, alphaXiv, Hugging Face) from the arXiv API's
 * `id_list` query. Offline, they stay saved with what is known, and the next run (an alarm, a browser start,
 * the next save) tries again.
 */
import type { ArxivClient } from '../../lib/arxiv/client';
import { entryToDraft } from '../../lib/arxiv/to-draft';
import { mergePaper } from '../../lib/paper/merge';
import { normalizeTypedDraft } from '../../lib/paper/normalize';
import type { Paper } from '../../lib/paper/schema';
import type { RadarDb } from '../../lib/store/db';

/** Ids per request; arXiv takes long id lists, but small pages keep each answer quick. */
const BATCH = 50;

export interface CompletionOutcome {
  completed: number;
  /** Still pending (offline, or arXiv did not know the id). */
  remaining: number;
  error?: string;
}

export async function completePending(db: RadarDb, client: ArxivClient, now = Date.now): Promise<CompletionOutcome> {
  const pending = await db.papers.filter((paper) => paper.pending === true && !paper.id.includes(':')).toArray();
  let completed = 0;
  for (let start = 0; start < pending.length; start += BATCH) {
    const batch = pending.slice(start, start + BATCH);
    // Urgent: someone just saved these and is looking at a bare id; the feed's pages can wait one turn.
    const result = await client.query({ idList: batch.map((paper) => paper.id), maxResults: batch.length }, { urgent: true });
    if (!result.ok) return { completed, remaining: pending.length - completed, error: result.error.message };
    const found: Paper[] = [];
    for (const entry of result.feed.entries) {
      const normalized = normalizeTypedDraft(entryToDraft(entry), {
        site: 'arxiv-api',
        url: 'https://export.arxiv.org/api/query',
        at: now(),
      });
      if (normalized.ok) found.push(normalized.paper);
    }
    completed += await db.transaction('rw', db.papers, async () => {
      let count = 0;
      for (const paper of found) {
        const stored = await db.papers.get(paper.id);
        if (!stored) continue;
        await db.papers.put(mergePaper(stored, paper));
        count++;
      }
      return count;
    });
  }
  return { completed, remaining: pending.length - completed };
}
