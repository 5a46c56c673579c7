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
  /** Papers asked in this pass that got no verdict (the model declined, answered garbage, or the request was refused). */
  declined: number;
  /** Why the pass stopped before the end: offline, capped, a broken configuration… */
  stopped?: JudgeError;
}

/**
 * Papers in a row without a verdict before the pass gives up: one paper the model declines is that paper's, but three
 * in a row say the endpoint or model is at fault (a model id the server does not know, a schema it does not support, a
 * model that only writes prose).
 */
export const NON_VERDICTS_IN_A_ROW = 3; // "Three" in the stop message below

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

/** What a judgement is about: the paper and its text when it was sent (`judgedId`, as judgedIdOf gives it). */
const judgedIdOf = (paper: { id: string; title: string; abstract: string }) =>
  `${paper.id}@${textHash(`${paper.title}\n${paper.abstract}`)}`;

/**
 * Writes one opinion onto the paper's current row, re-read with its paper: a refresh may have revised the abstract or
 * re-scored the row while the model was thinking, and an opinion on the old text, or on a paper no longer in the band,
 * is not written (the next pass judges the new text).
 */
async function applyOpinion(
  deps: FeedPassDeps,
  judgedId: string,
  opinion: Omit<SecondOpinion, 'localInTopic'>,
): Promise<FeedItem | undefined> {
  const { db } = deps;
  return db.transaction('rw', db.feed, db.papers, async () => {
    const paperId = judgedId.slice(0, judgedId.lastIndexOf('@'));
    const [row, paper] = await Promise.all([db.feed.get(paperId), db.papers.get(paperId)]);
    if (row === undefined || paper === undefined || judgedIdOf(paper) !== judgedId) return undefined;
    if (!inJudgeBand(row.score, deps.threshold, deps.halfWidth ?? DEFAULT_JUDGE_BAND_LOGIT)) return undefined;
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
  const outcome: FeedPassOutcome = { judged: 0, movedIn: 0, movedOut: 0, declined: 0 };
  const declined = await declinedPapers(db, modelKey);
  // Papers without a verdict since the model last gave one. They are remembered as declined only once the model has
  // answered in this pass: when every request fails, the endpoint is at fault, not the papers, and they are asked again
  // once it is fixed.
  let unanswered: string[] = [];
  let answered = false;
  // Papers in a row without a verdict; any verdict, a cached one too, ends the row.
  let inARow = 0;
  const settle = async () => {
    if (answered) for (const id of unanswered) await rememberDeclined(db, modelKey, id);
    unanswered = [];
  };
  for (const row of await uncertainRows(deps)) {
    const paper = await db.papers.get(row.paperId);
    // Title and abstract are all the judge reads; without an abstract it has nothing the classifier lacked.
    if (paper === undefined || paper.abstract.trim() === '') continue;
    // Cached under the text too: a revised title or abstract is judged again, and asked again if it was declined.
    const id = judgedIdOf(paper);
    if (declined.has(id)) continue;
    const result = await deps.judge({ id, title: paper.title, abstract: paper.abstract }, modelKey);
    if (result.verdict === undefined) {
      const { error } = result;
      if (failureScope(error) === 'stop') {
        // Papers declined since the model last answered in this pass were their own trouble: remembered before stopping,
        // or the next pass would pay for each of them again.
        await settle();
        return { ...outcome, stopped: error };
      }
      outcome.declined++;
      unanswered.push(id);
      if (++inARow >= NON_VERDICTS_IN_A_ROW) {
        // Remembered only if the model answered earlier in this pass (see `unanswered`): then these three were the
        // papers' own trouble, and the next pass goes on past them.
        await settle();
        return { ...outcome, stopped: { ...error, message: `Three papers in a row got no verdict; the last: ${error.message}` } };
      }
      continue;
    }
    inARow = 0;
    if (!result.cached) {
      answered = true;
      await settle();
    }
    const { verdict, kind, reason } = result.verdict;
    const written = await applyOpinion(deps, id, { verdict, kind, reason, by: deps.by, modelKey, at: deps.now() });
    if (written === undefined) continue;
    outcome.judged++;
    const local = written.second?.localInTopic;
    if (verdict === 'in' && local === 0) outcome.movedIn++;
    if (verdict === 'out' && local === 1) outcome.movedOut++;
  }
  await settle();
  return outcome;
}
