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
import { type RadarDb, readKv, writeKv } from '../../lib/store/db';

/** Ids per request; arXiv takes long id lists, but small pages keep each answer quick. */
const BATCH = 50;

export interface CompletionOutcome {
  completed: number;
  /** Still pending (offline, or arXiv did not know the id). */
  remaining: number;
  error?: string;
}

/** The ids arXiv answered without (not announced yet, or no such paper), with when it did: kept across workers. */
export const UNKNOWN_IDS_KEY = 'complete.unknownIds';
/** How long an id arXiv did not know is left alone: every start of the worker would otherwise ask for it again. */
export const UNKNOWN_RETRY_MS = 6 * 3_600_000;

async function readUnknown(db: RadarDb): Promise<Record<string, number>> {
  const value = await readKv(db, UNKNOWN_IDS_KEY);
  return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
}

export async function completePending(db: RadarDb, client: ArxivClient, now = Date.now): Promise<CompletionOutcome> {
  const all = await db.papers.filter((paper) => paper.pending === true && !paper.id.includes(':')).toArray();
  // Only papers still waiting are remembered: one removed or completed since is forgotten.
  const stored = await readUnknown(db);
  const unknown: Record<string, number> = {};
  for (const paper of all) if (stored[paper.id] !== undefined) unknown[paper.id] = stored[paper.id] as number;
  const asked = now();
  const pending = all.filter((paper) => asked - (unknown[paper.id] ?? Number.NEGATIVE_INFINITY) >= UNKNOWN_RETRY_MS);
  let completed = 0;
  try {
    for (let start = 0; start < pending.length; start += BATCH) {
      const batch = pending.slice(start, start + BATCH);
      // Urgent: someone just saved these and is looking at a bare id; the feed's pages can wait one turn.
      const result = await client.query({ idList: batch.map((paper) => paper.id), maxResults: batch.length }, { urgent: true });
      if (!result.ok) return { completed, remaining: all.length - completed, error: result.error.message };
      const found: Paper[] = [];
      for (const entry of result.feed.entries) {
        const normalized = normalizeTypedDraft(entryToDraft(entry), {
          site: 'arxiv-api',
          url: 'https://export.arxiv.org/api/query',
          at: now(),
        });
        if (normalized.ok) found.push(normalized.paper);
      }
      const answered = new Set(found.map((paper) => paper.id));
      for (const paper of batch) {
        if (answered.has(paper.id)) delete unknown[paper.id];
        else unknown[paper.id] = asked;
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
    return { completed, remaining: all.length - completed };
  } finally {
    // Once, whether every batch was answered or not: what arXiv did not know is left alone next time.
    if (pending.length > 0) await writeKv(db, UNKNOWN_IDS_KEY, unknown);
  }
}
