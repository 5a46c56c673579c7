/**
 * Keeping saved papers current: every saved arXiv paper is asked about through the shared arXiv client (`id_list`,
 * 200 ids a request — 1,000 papers cost 5 requests, one every 3 s, never two at once, the feed's included), and what
 * changed is stored: the paper's record brought up to date, and a row in `updates` for the library's history and its
 * "Updated" count. The user's words live in the saved record (tags, note, collections, saved date) and are never
 * touched. Offline or on an error the check stops; nothing of the unanswered batches changes, and it is tried again.
 */

import type { ArxivEntry } from '../arxiv/atom';
import type { ArxivClient } from '../arxiv/client';
import { entryToDraft } from '../arxiv/to-draft';
import { scoredRow } from '../feed/sync';
import { normalizeTypedDraft } from '../paper/normalize';
import type { Paper } from '../paper/schema';
import type { FeedItem, RadarDb } from '../store/db';
import type { UpdateRecord } from '../store/tables';
import { classify } from '../topic/classifier';
import { takeAnswer } from './take-answer';

/** Ids per request: as many as one answer page holds. */
export const WATCH_BATCH = 200;

export interface CheckOutcome {
  /** Saved papers asked about and answered. */
  checked: number;
  /** Of those, how many had changed. */
  updated: number;
  /** Requests made. */
  requests: number;
  /** Why the check stopped early. */
  error?: string;
}

/** The ids of the saved arXiv papers (site-keyed and DOI-only papers are not on arXiv). */
export async function savedArxivIds(db: RadarDb): Promise<string[]> {
  const ids = (await db.saved.toCollection().primaryKeys()) as string[];
  return ids.filter((id) => !id.includes(':'));
}

/**
 * Brings the saved papers up to date with one answer's entries; returns how many had changed. A paper that is also in
 * the feed and whose title or abstract changed has its feed row scored again on the new text, and a second opinion
 * given on the old text is set aside (the judge reads the new one), as a feed refresh does.
 */
export async function applyAnswers(db: RadarDb, entries: readonly ArxivEntry[], at: number): Promise<number> {
  const fresh = new Map<string, Paper>();
  for (const entry of entries) {
    const normalized = normalizeTypedDraft(entryToDraft(entry), { site: 'arxiv-api', url: 'https://export.arxiv.org/api/query', at });
    if (normalized.ok) fresh.set(normalized.paper.id, normalized.paper);
  }
  const ids = [...fresh.keys()];
  return db.transaction('rw', [db.papers, db.updates, db.saved, db.feed], async () => {
    const [stored, saved, feedRows] = await Promise.all([db.papers.bulkGet(ids), db.saved.bulkGet(ids), db.feed.bulkGet(ids)]);
    const papers: Paper[] = [];
    const updates: UpdateRecord[] = [];
    const rescored: FeedItem[] = [];
    stored.forEach((paper, index) => {
      const latest = fresh.get(ids[index] as string);
      // Removed while the check was on its way: not news about the library (the next check finds it if it comes back).
      if (!paper || !latest || saved[index] === undefined) return;
      const taken = takeAnswer(paper, latest, at);
      if (taken === undefined) return;
      papers.push(taken.paper);
      if (taken.update) updates.push(taken.update);
      const row = feedRows[index];
      if (row !== undefined && (taken.paper.title !== paper.title || taken.paper.abstract !== paper.abstract))
        rescored.push(scoredRow(classify, taken.paper, row.addedAt, row, true));
    });
    await db.papers.bulkPut(papers);
    await db.feed.bulkPut(rescored);
    await db.updates.bulkAdd(updates);
    return updates.length;
  });
}

/** Asks the arXiv API about every saved arXiv paper, a batch at a time, and stores what changed. */
export async function checkSavedPapers(db: RadarDb, client: ArxivClient, now: () => number = Date.now): Promise<CheckOutcome> {
  const ids = await savedArxivIds(db);
  const outcome: CheckOutcome = { checked: 0, updated: 0, requests: 0 };
  for (let start = 0; start < ids.length; start += WATCH_BATCH) {
    const batch = ids.slice(start, start + WATCH_BATCH);
    // Fresh: an answer cached for the feed or a completion minutes ago may predate the version this check is for.
    const result = await client.query({ idList: batch, maxResults: batch.length }, { fresh: true });
    outcome.requests += 1;
    if (!result.ok) return { ...outcome, error: result.error.message };
    // arXiv sometimes answers with an empty page that says it found papers: no answer about these, so the check is not
    // done. A batch of ids arXiv knows none of (mistyped imports) comes back empty and says so: checked, nothing new.
    if (result.feed.entries.length === 0 && result.feed.totalResults > 0) {
      return { ...outcome, error: 'arXiv answered with no papers; trying again later.' };
    }
    outcome.updated += await applyAnswers(db, result.feed.entries, now());
    const answered = new Set(result.feed.entries.map((entry) => entry.arxiv.id));
    outcome.checked += batch.filter((paperId) => answered.has(paperId)).length;
  }
  return outcome;
}
