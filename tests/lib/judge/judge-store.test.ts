import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  declinedPapers,
  HOLD_AFTER_STOP_MS,
  heldAfterStop,
  JUDGE_STATUS_KEY,
  judgeCache,
  judgeUsage,
  readJudgeStatus,
  rememberDeclined,
  writeJudgeStatus,
} from '../../../lib/judge/judge-store';
import { RadarDb, writeKv } from '../../../lib/store/db';

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`judge-store-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('the judge’s memory', () => {
  it('keeps verdicts by key and reads a damaged one as none', async () => {
    const cache = judgeCache(db);
    const verdict = { verdict: 'in', kind: 'agentic-rl', reason: 'Web agent trained with PPO.' } as const;
    await cache.set('m:1', verdict);
    expect(await cache.get('m:1')).toEqual(verdict);
    expect(await cache.get('m:2')).toBeUndefined();
    await writeKv(db, 'judge-cache:m:3', { verdict: 'in', kind: 'alignment', reason: 'x' });
    await writeKv(db, 'judge-cache:m:4', '<img src=x>');
    expect(await cache.get('m:3')).toBeUndefined();
    expect(await cache.get('m:4')).toBeUndefined();
  });

  it('counts requests per month and per kind of model, each count atomic', async () => {
    const usage = judgeUsage(db, 'endpoint');
    await Promise.all([usage.add('2026-12'), usage.add('2026-12'), usage.add('2026-12')]);
    expect(await usage.get('2026-12')).toBe(3);
    expect(await usage.get('2027-01')).toBe(0);
    // The built-in model's month is its own: it never uses up the endpoint's cap.
    expect(await judgeUsage(db, 'builtin').get('2026-12')).toBe(0);
    await writeKv(db, 'judge-usage:endpoint:2027-02', -5);
    expect(await usage.get('2027-02')).toBe(0);
  });

  it('remembers declined papers per model, once each', async () => {
    await rememberDeclined(db, 'a', '1');
    await rememberDeclined(db, 'a', '1');
    await rememberDeclined(db, 'a', '2');
    expect([...(await declinedPapers(db, 'a'))]).toEqual(['1', '2']);
    expect(await declinedPapers(db, 'b')).toEqual(new Set());
  });

  it('reads back the last run, or nothing when the stored status is damaged', async () => {
    expect(await readJudgeStatus(db)).toBeUndefined();
    const status = { at: 5, by: 'm at h', judged: 2, movedIn: 1, movedOut: 0, error: 'offline' };
    await writeJudgeStatus(db, status);
    expect(await readJudgeStatus(db)).toEqual(status);
    await writeKv(db, JUDGE_STATUS_KEY, { at: 'now' });
    expect(await readJudgeStatus(db)).toBeUndefined();
  });
});

describe('the hold after a stopped run', () => {
  const status = { at: 1_000_000, by: 'm at llm.example', judged: 0, movedIn: 0, movedOut: 0 };
  it('keeps the runs that start on their own from asking an endpoint that just stopped one, for an hour', () => {
    const stopped = { ...status, error: 'The endpoint refused the API key (HTTP 401): check the key.' };
    expect(heldAfterStop(stopped, status.at + 60_000)).toBe(true);
    expect(heldAfterStop(stopped, status.at + HOLD_AFTER_STOP_MS)).toBe(false);
    // A clock set back does not hold it for good.
    expect(heldAfterStop(stopped, status.at - 60_000)).toBe(false);
  });

  it('holds nothing after a run that ended well, or before any run', () => {
    expect(heldAfterStop({ ...status, judged: 3 }, status.at + 60_000)).toBe(false);
    expect(heldAfterStop(undefined, status.at)).toBe(false);
  });
});
