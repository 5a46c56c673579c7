/**
 * Where the judge keeps its memory, in the store's key-value table: each verdict by model and paper (so a paper is
 * judged once per model, whatever happens to the feed), the judgements made per month (the cap the user sees), the
 * papers a model declined to judge, and how the last run went (the options page shows it).
 */
import * as z from 'zod/mini';
import { type RadarDb, readKv, writeKv } from '../store/db';
import type { JudgeQueueDeps } from './queue';
import { parseVerdict } from './verdict';

const CACHE_PREFIX = 'judge-cache:';
const USAGE_PREFIX = 'judge-usage:';
const DECLINED_PREFIX = 'judge-declined:';
export const JUDGE_STATUS_KEY = 'judge-status';

/** Papers remembered as declined per model: more than a year of the band. */
const DECLINED_MAX = 2000;

/** A stored verdict is read back through the same strict parser as a model's answer: a damaged row is no verdict. */
export function judgeCache(db: RadarDb): JudgeQueueDeps['cache'] {
  return {
    get: async (key) => {
      const stored = await readKv(db, CACHE_PREFIX + key);
      return stored === undefined ? undefined : parseVerdict(JSON.stringify(stored));
    },
    set: (key, verdict) => writeKv(db, CACHE_PREFIX + key, verdict),
  };
}

/**
 * Requests per month, counted apart for the endpoint (whose cap the user sets) and the built-in model (free, uncapped),
 * so one never uses up the other's month.
 */
export function judgeUsage(db: RadarDb, scope: 'endpoint' | 'builtin'): JudgeQueueDeps['usage'] {
  const key = (month: string) => `${USAGE_PREFIX}${scope}:${month}`;
  const get = async (month: string) => {
    const count = await readKv(db, key(month));
    return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : 0;
  };
  return {
    get,
    // The check and the write in one transaction: two contexts counting at once would lose one otherwise.
    add: (month) => db.transaction('rw', db.kv, async () => writeKv(db, key(month), (await get(month)) + 1)),
  };
}

/** The papers (`id@textHash`: a revised text is asked again) the model gave no verdict on. */
export async function declinedPapers(db: RadarDb, modelKey: string): Promise<Set<string>> {
  const stored = await readKv(db, DECLINED_PREFIX + modelKey);
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
}

/**
 * Remembers a paper the model gave no verdict on (it declined, answered garbage, or the endpoint refused that request),
 * so it is not asked (and paid for) again at each refresh; the paper keeps the classifier's verdict.
 */
export async function rememberDeclined(db: RadarDb, modelKey: string, judgedId: string): Promise<void> {
  await db.transaction('rw', db.kv, async () => {
    const ids = [...(await declinedPapers(db, modelKey)), judgedId];
    await writeKv(db, DECLINED_PREFIX + modelKey, [...new Set(ids)].slice(-DECLINED_MAX));
  });
}

/**
 * Forgets every declined paper, of every model: the user saved the judge's settings again, perhaps because they fixed
 * the server or the model behind the same name, so those papers get one more try.
 */
export async function forgetDeclined(db: RadarDb): Promise<void> {
  await db.kv.where('key').startsWith(DECLINED_PREFIX).delete();
}

const StatusSchema = z.object({
  at: z.number(),
  by: z.string(),
  judged: z.number(),
  movedIn: z.number(),
  movedOut: z.number(),
  /** Papers asked that got no verdict (absent in statuses stored before it was counted). */
  declined: z.optional(z.number()),
  error: z.optional(z.string()),
  /** When a later run last found nothing new to judge: the summary above stays that of the run that judged. */
  checkedAt: z.optional(z.number()),
});

/** How the last run went: when, by whom, how many papers were judged and moved, and why it stopped early. */
export type JudgeStatus = z.infer<typeof StatusSchema>;

/**
 * After a run the endpoint stopped (a refused key, an unknown model, the month's cap, offline), the runs that start on
 * their own wait this long: every page load can wake a stopped worker, and each run paid for one to three requests
 * that failed alike and counted against the month. A change of the judge's settings or permission runs at once.
 */
export const HOLD_AFTER_STOP_MS = 60 * 60 * 1000;

/** Whether a run that starts on its own (the worker's start, a feed refresh) waits, after `last` (the last run's status). */
export function heldAfterStop(last: JudgeStatus | undefined, now: number): boolean {
  return last?.error !== undefined && now - last.at >= 0 && now - last.at < HOLD_AFTER_STOP_MS;
}

export async function readJudgeStatus(db: RadarDb): Promise<JudgeStatus | undefined> {
  const parsed = StatusSchema.safeParse(await readKv(db, JUDGE_STATUS_KEY));
  return parsed.success ? parsed.data : undefined;
}

export async function writeJudgeStatus(db: RadarDb, status: JudgeStatus): Promise<void> {
  await writeKv(db, JUDGE_STATUS_KEY, status);
}
