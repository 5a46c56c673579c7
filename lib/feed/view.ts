/**
 * What the popup's Feed tab shows: on-topic papers, newest first, re-ranked within a day by the user's own model;
 * papers the user dismissed are hidden, saved ones never are. Which papers are in the feed is the shipped classifier's
 * call alone: a per-user model that lifted papers into it added no recall on the labelled months and once let an
 * off-topic paper in (scripts/topic/simulate-user.ts); the papers just under the threshold are the near misses
 * (near-misses.ts), which the user's model orders instead.
 */

import type { Paper } from '../paper/schema';
import type { FeedbackRecord, FeedItem, RadarDb, RemovedRecord } from '../store/db';
import { adjustedScore, LESSON_TEXT_CHARS, trainUserModel, type UserModel, userShift } from '../topic/user-model';

export interface FeedRow {
  paper: Paper;
  item: FeedItem;
  /** The shipped score moved by the user's model. */
  score: number;
  saved: boolean;
}

export function paperText(paper: Pick<Paper, 'title' | 'abstract'>): string {
  return `${paper.title}. ${paper.abstract}`;
}

/** The last model trained, by what it was trained on: the feed and its near misses read it after every change. */
let lastModel: { key: string; model: UserModel } | undefined;

/**
 * The user's model, trained on their feedback; trained again only when the feedback changed (training is 60 passes over
 * every lesson, which the popup would otherwise pay twice per update: 0.1 s at 300 lessons).
 */
export function userModelFrom(feedback: readonly FeedbackRecord[]): UserModel {
  const key = feedback.map((record) => `${record.paperId}\u0000${record.verdict}\u0000${record.at}`).join('\u0001');
  if (lastModel?.key !== key) {
    const taught = newestLessons(feedback);
    lastModel = { key, model: trainUserModel(taught.map((record) => ({ text: record.text, relevant: record.verdict === 'relevant' }))) };
  }
  return lastModel.model;
}

/**
 * The lessons the model trains on: the newest MAX_TRAINED_LESSONS (years of use), in their stored order. The feedback
 * table never shrinks and a backup may bring thousands: every one trained on after each X stalled the popup (its X
 * still hides its paper; only its say in the order goes).
 */
export const MAX_TRAINED_LESSONS = 1000;

function newestLessons(feedback: readonly FeedbackRecord[]): readonly FeedbackRecord[] {
  if (feedback.length <= MAX_TRAINED_LESSONS) return feedback;
  const newest = new Set([...feedback].sort((a, b) => b.at - a.at).slice(0, MAX_TRAINED_LESSONS));
  return feedback.filter((record) => newest.has(record));
}

/**
 * The rows of the items `include` keeps (told whether each is saved and whether the user dismissed it), each with the
 * shipped score moved by the user's model (`order`: by default the one `feedback` trains). The feed and its near
 * misses are two choices of items.
 */
export function userScoredRows(
  items: readonly FeedItem[],
  papers: ReadonlyMap<string, Paper>,
  savedIds: ReadonlySet<string>,
  feedback: readonly FeedbackRecord[],
  include: (item: FeedItem, saved: boolean, dismissed: boolean) => boolean,
  model: UserModel = userModelFrom(feedback),
): FeedRow[] {
  const dismissed = new Set(feedback.filter((record) => record.verdict === 'not-relevant').map((record) => record.paperId));
  const rows: FeedRow[] = [];
  for (const item of items) {
    const saved = savedIds.has(item.paperId);
    if (!include(item, saved, dismissed.has(item.paperId))) continue;
    const paper = papers.get(item.paperId);
    if (paper) rows.push({ paper, item, score: adjustedScore(item.score, userShift(model, paperText(paper))), saved });
  }
  return rows;
}

/** Orders and filters feed rows; pure, so the popup and tests share it. `order` as userScoredRows takes it. */
export function rankFeed(
  items: readonly FeedItem[],
  papers: ReadonlyMap<string, Paper>,
  savedIds: ReadonlySet<string>,
  feedback: readonly FeedbackRecord[],
  order?: UserModel,
): FeedRow[] {
  const include = (item: FeedItem, saved: boolean, dismissed: boolean) => saved || (item.inTopic === 1 && !dismissed);
  return userScoredRows(items, papers, savedIds, feedback, include, order).sort((a, b) =>
    a.item.published === b.item.published ? b.score - a.score : a.item.published < b.item.published ? 1 : -1,
  );
}

/** The stored papers of these feed items, by id. */
export async function papersOf(db: RadarDb, items: readonly FeedItem[]): Promise<Map<string, Paper>> {
  const papers = await db.papers.bulkGet(items.map((item) => item.paperId));
  return new Map(papers.flatMap((paper) => (paper ? [[paper.id, paper] as const] : [])));
}

/** Reads and ranks the whole feed (by `order`, else by every lesson stored now). */
export async function loadFeed(db: RadarDb, order?: UserModel): Promise<FeedRow[]> {
  const [items, saved, feedback] = await Promise.all([db.feed.toArray(), db.saved.toCollection().primaryKeys(), db.feedback.toArray()]);
  const savedIds = new Set(saved);
  const candidates = items.filter((item) => item.inTopic === 1 || savedIds.has(item.paperId));
  return rankFeed(candidates, await papersOf(db, candidates), savedIds, feedback, order);
}

/**
 * The submission dates of every paper in the topic, for the field's trend: the classifier's (and second opinion's)
 * count, the same whatever the user dismissed or saved.
 */
export async function loadTopicDates(db: RadarDb): Promise<string[]> {
  const items = await db.feed.where('inTopic').equals(1).toArray();
  return items.map((item) => item.published);
}

/** Records what the user said about a feed paper. */
export async function recordFeedback(
  db: RadarDb,
  paper: Paper,
  verdict: FeedbackRecord['verdict'],
  at = Date.now(),
  before?: FeedbackRecord['before'],
): Promise<void> {
  await db.feedback.put({
    paperId: paper.id,
    verdict,
    at,
    text: paperText(paper).slice(0, LESSON_TEXT_CHARS),
    ...(before ? { before } : {}),
  });
}

/** What undoing an X needs: when the X was given (which X it was), and what the user had said of the paper before. */
export interface Dismissal {
  at: number;
  before: FeedbackRecord | undefined;
}

/** X on a feed paper: it is not relevant. Returns what undoing it needs. */
export async function dismissPaper(db: RadarDb, paper: Paper, at = Date.now()): Promise<Dismissal> {
  return db.transaction('rw', db.feedback, async () => {
    const before = await db.feedback.get(paper.id);
    await recordFeedback(db, paper, 'not-relevant', at);
    return { at, before };
  });
}

/** Takes an X back: what was said before comes back, or nothing was said. */
export async function undoDismiss(db: RadarDb, paperId: string, { at, before }: Dismissal): Promise<void> {
  await db.transaction('rw', db.feedback, async () => {
    // Only while this X is still the word on the paper: what another window said since (its own X, a save) stands.
    const current = await db.feedback.get(paperId);
    if (current?.verdict !== 'not-relevant' || current.at !== at) return;
    await (before ? db.feedback.put(before) : db.feedback.delete(paperId));
  });
}

/** Forgets everything the user taught the ranking. */
export async function resetLearning(db: RadarDb): Promise<ForgottenLessons> {
  return db.transaction('rw', db.feedback, db.removed, db.saved, async () => {
    const forgotten = {
      feedback: await db.feedback.toArray(),
      removed: await db.removed.toArray(),
      saved: await db.saved.toCollection().primaryKeys(),
    };
    await db.feedback.clear();
    // A paper removed within the undo window keeps its save's lesson for Undo, which would otherwise teach it again.
    await db.removed.toCollection().modify((entry) => {
      delete entry.feedback;
      entry.forgotten = true;
    });
    return forgotten;
  });
}

/** What "Reset what it learned" forgot, for U to give back. */
export interface ForgottenLessons {
  feedback: FeedbackRecord[];
  removed: RemovedRecord[];
  /** The papers saved at the reset. */
  saved: string[];
}

/**
 * Gives back what a reset forgot (the popup's U after "Reset what it learned"): every lesson, but not over one taught
 * since, nor one of a paper saved or removed since (what that did stands: a lesson from before would contradict it); a
 * removed paper's lesson while it still waits, removed then, or as a lesson again once Undo brought the paper back
 * (which, after the reset, taught nothing).
 */
export async function restoreLearning(db: RadarDb, forgotten: ForgottenLessons): Promise<void> {
  await db.transaction('rw', db.feedback, db.removed, db.saved, async () => {
    const taught = new Set(await db.feedback.toCollection().primaryKeys());
    const savedNow = new Set(await db.saved.toCollection().primaryKeys());
    const savedThen = new Set(forgotten.saved);
    const untouched = (paperId: string) => !taught.has(paperId) && savedNow.has(paperId) === savedThen.has(paperId);
    await db.feedback.bulkPut(forgotten.feedback.filter((lesson) => untouched(lesson.paperId)));
    for (const entry of forgotten.removed) {
      const waiting = await db.removed.get(entry.paperId);
      if (waiting?.removedAt === entry.removedAt) await db.removed.put(entry);
      else if (!waiting && entry.feedback && savedNow.has(entry.paperId) && !taught.has(entry.paperId))
        await db.feedback.put(entry.feedback);
    }
  });
}

/**
 * The top of the feed, for the popup's first paint: only the newest items (every item of the oldest day among them,
 * so the order matches the full feed's) and their papers, not all of them.
 */
export async function loadFeedHead(db: RadarDb, limit: number): Promise<FeedRow[]> {
  const [saved, feedback] = await Promise.all([db.saved.toCollection().primaryKeys(), db.feedback.toArray()]);
  const savedIds = new Set(saved);
  const dismissed = new Set(feedback.filter((record) => record.verdict === 'not-relevant').map((record) => record.paperId));
  // The newest items the feed shows: the table also holds every off-topic candidate, most of any day's items.
  const newest = await db.feed
    .orderBy('published')
    .reverse()
    .filter((item) => savedIds.has(item.paperId) || (item.inTopic === 1 && !dismissed.has(item.paperId)))
    .limit(limit)
    .toArray();
  const cutoff = newest.at(-1)?.published;
  const items = cutoff === undefined ? newest : await db.feed.where('published').aboveOrEqual(cutoff).toArray();
  return rankFeed(items, await papersOf(db, items), savedIds, feedback).slice(0, limit);
}
