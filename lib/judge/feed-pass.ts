/**
 * The second opinion applied to the feed: the papers whose local score falls in the band around the threshold
 * (lib/topic/judge-band.ts) are judged, newest first, one at a time; a verdict sets whether the paper is in the feed
 * and says why, and the classifier's own verdict is kept beside it, to come back when the judge is turned off or
 * changed. Papers outside the band are never sent. Whatever fails, the local verdict stands.
 */
import type { FeedItem, RadarDb, SecondOpinion } from '../store/db';
import { DEFAULT_JUDGE_BAND_LOGIT, inJudgeBand } from '../topic/judge-band';
import { declinedPapers, rememberDeclined } from './judge-store';
import type { PaperToJudge, QueueResult } from './queue';
import { textHash } from './text';
import type { JudgeError } from './verdict';

export interface FeedPassDeps {
  db: RadarDb;
  judge: (paper: PaperToJudge, modelKey: string) => Promise<QueueResult>;
  modelKey: string;
  /** Who judges, as the feed names it. */
  by: string;
  /** The classifier's threshold; the band is around it. */
  threshold: number;
  halfWidth?: number;
  now: () => number;
}

export interface FeedPassOutcome {
  /** Papers given a verdict in this pass (from the cache or the model). */
  judged: number;
  movedIn: number;
  movedOut: number;
  /** Why the pass stopped before the end: offline, capped, a broken configuration… */
  stopped?: JudgeError;
}

/** Answers in a row that are not verdicts before the pass gives up: the model is not following the schema at all. */
export const GARBAGE_IN_A_ROW = 3;

/** HTTP statuses that are about the one request (its content filtered, its text too long), not the endpoint. */
const PAPER_STATUSES: ReadonlySet<number> = new Set([400, 413, 422]);

/**
 * What a failure means for the pass: `paper` — this paper gets no verdict from this model (remembered, not asked
 * again); `stop` — the next paper would fail the same way, or must not be asked (offline, over the cap, a bad key).
 */
function failureScope(error: JudgeError): 'paper' | 'stop' {
  if (error.kind === 'refused' || error.kind === 'garbage') return 'paper';
  if (error.kind === 'http' && error.status !== undefined && PAPER_STATUSES.has(error.status)) return 'paper';
  return 'stop';
}

/** The row with its local verdict back and no opinion. */
function withoutOpinion(item: FeedItem): FeedItem {
  const { second, ...rest } = item;
  return second === undefined ? item : { ...rest, inTopic: second.localInTopic };
}

/**
 * Takes back the opinions `which` selects (all of them when the judge is turned off), restoring each paper's local
 * verdict. Returns how many rows changed.
 */
export async function setAsideOpinions(db: RadarDb, which: (opinion: SecondOpinion) => boolean = () => true): Promise<number> {
  return db.transaction('rw', db.feed, async () => {
    const rows = await db.feed.filter((item) => item.second !== undefined && which(item.second)).toArray();
    await db.feed.bulkPut(rows.map(withoutOpinion));
    return rows.length;
  });
}

/** Writes one opinion onto the paper's current row (re-read: a refresh may have re-scored it meanwhile). */
async function applyOpinion(db: RadarDb, paperId: string, opinion: Omit<SecondOpinion, 'localInTopic'>): Promise<FeedItem | undefined> {
  return db.transaction('rw', db.feed, async () => {
    const row = await db.feed.get(paperId);
    if (row === undefined) return undefined;
    const localInTopic = row.second?.localInTopic ?? row.inTopic;
    const next: FeedItem = { ...row, inTopic: opinion.verdict === 'in' ? 1 : 0, second: { ...opinion, localInTopic } };
    await db.feed.put(next);
    return next;
  });
}

/** Feed rows the judge should read: in the band, without an opinion by this model, newest first. */
async function uncertainRows(deps: FeedPassDeps): Promise<FeedItem[]> {
  const halfWidth = deps.halfWidth ?? DEFAULT_JUDGE_BAND_LOGIT;
  const rows = await deps.db.feed
    .filter((item) => item.second?.modelKey !== deps.modelKey && inJudgeBand(item.score, deps.threshold, halfWidth))
    .toArray();
  return rows.sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0));
}

export async function judgeUncertainFeed(deps: FeedPassDeps): Promise<FeedPassOutcome> {
  const { db, modelKey } = deps;
  // Another model's opinions stand aside: this model judges those papers afresh (or they keep their local verdict).
  await setAsideOpinions(db, (opinion) => opinion.modelKey !== modelKey);
  const outcome: FeedPassOutcome = { judged: 0, movedIn: 0, movedOut: 0 };
  const declined = await declinedPapers(db, modelKey);
  let garbage = 0;
  for (const row of await uncertainRows(deps)) {
    if (declined.has(row.paperId)) continue;
    const paper = await db.papers.get(row.paperId);
    // Title and abstract are all the judge reads; without an abstract it has nothing the classifier lacked.
    if (paper === undefined || paper.abstract.trim() === '') continue;
    // Cached under the text too: a revised title or abstract is judged again.
    const id = `${paper.id}@${textHash(`${paper.title}\n${paper.abstract}`)}`;
    const result = await deps.judge({ id, title: paper.title, abstract: paper.abstract }, modelKey);
    if (result.verdict === undefined) {
      const { error } = result;
      if (failureScope(error) === 'stop') return { ...outcome, stopped: error };
      await rememberDeclined(db, modelKey, paper.id);
      // Answers that are not verdicts, again and again: the model is not following the schema at all.
      if (error.kind === 'garbage' && ++garbage >= GARBAGE_IN_A_ROW) return { ...outcome, stopped: error };
      continue;
    }
    garbage = 0;
    const { verdict, kind, reason } = result.verdict;
    const written = await applyOpinion(db, paper.id, { verdict, kind, reason, by: deps.by, modelKey, at: deps.now() });
    if (written === undefined) continue;
    outcome.judged++;
    const local = written.second?.localInTopic;
    if (verdict === 'in' && local === 0) outcome.movedIn++;
    if (verdict === 'out' && local === 1) outcome.movedOut++;
  }
  return outcome;
}
