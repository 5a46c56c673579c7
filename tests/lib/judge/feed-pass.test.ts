import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judgeUncertainFeed, NON_VERDICTS_IN_A_ROW, setAsideOpinions } from '../../../lib/judge/feed-pass';
import { declinedPapers, forgetDeclined, judgeCache, judgeUsage } from '../../../lib/judge/judge-store';
import { createJudge, type PaperToJudge, type QueueResult } from '../../../lib/judge/queue';
import type { JudgeResult } from '../../../lib/judge/verdict';
import type { Paper } from '../../../lib/paper/schema';
import { RadarDb } from '../../../lib/store/db';
import { inJudgeBand } from '../../../lib/topic/judge-band';
import { item, paper } from '../feed/feed-rows';

const THRESHOLD = 0.42;
const IN: JudgeResult = { ok: true, verdict: { verdict: 'in', kind: 'agentic-rl', reason: 'Trains a web agent with GRPO.' } };
const OUT: JudgeResult = { ok: true, verdict: { verdict: 'out', kind: 'single-turn-reasoning', reason: 'Math answers, no environment.' } };
const fail = (kind: 'offline' | 'garbage' | 'refused' | 'capped' | 'config'): JudgeResult => ({
  ok: false,
  error: { kind, message: kind },
});

const confidentIn = paper('2606.00001', 'Multi-turn GRPO for web agents', '2026-06-01');
const justUnder = paper('2606.00002', 'Agentic search with RL rewards', '2026-06-03');
const justOver = paper('2606.00003', 'Tool-integrated math RL', '2026-06-02');
const farOut = paper('2606.00004', 'Image dehazing with codebook priors', '2026-06-04');
const noAbstract = { ...paper('2606.00005', 'A title alone', '2026-06-05'), abstract: '' };
const rows: [Paper, number, 0 | 1][] = [
  [confidentIn, 0.97, 1],
  [justUnder, 0.35, 0],
  [justOver, 0.5, 1],
  [farOut, 0.01, 0],
  [noAbstract, 0.4, 0],
];

let db: RadarDb;
beforeEach(async () => {
  db = new RadarDb(`feed-pass-${Math.random()}`);
  await db.open();
  await db.papers.bulkPut(rows.map(([p]) => p));
  await db.feed.bulkPut(rows.map(([p, score, inTopic]) => item(p, score, inTopic)));
});
afterEach(async () => {
  await db.delete();
});

/** What the queue gives for a model's answer. */
const queued = (result: JudgeResult): QueueResult =>
  result.ok ? { verdict: result.verdict, cached: false } : { verdict: undefined, error: result.error };

/** A judge answering from `answers` by paper id (IN by default), recording what it was sent. */
function fakeJudge(answers: Record<string, JudgeResult[]> = {}) {
  const sent: PaperToJudge[] = [];
  const judge = async (paper: PaperToJudge): Promise<QueueResult> => {
    sent.push(paper);
    return queued(answers[paper.id.split('@')[0] ?? '']?.shift() ?? IN);
  };
  return { judge, sent };
}

const pass = (judge: ReturnType<typeof fakeJudge>['judge'], modelKey = 'endpoint A m') =>
  judgeUncertainFeed({ db, judge, modelKey, by: 'm at a.example', threshold: THRESHOLD, now: () => 1000 });

describe('judgeUncertainFeed', () => {
  it('the fixture: two papers in the band with abstracts, the others outside it or without one', () => {
    expect(rows.map(([, score]) => inJudgeBand(score, THRESHOLD))).toEqual([false, true, true, false, true]);
  });

  it('sends only the uncertain papers, newest first, title and abstract only; a verdict sets the row and keeps the local one', async () => {
    const { judge, sent } = fakeJudge({ [justOver.id]: [OUT] });
    const outcome = await pass(judge);
    expect(sent.map((p) => p.id.split('@')[0])).toEqual([justUnder.id, justOver.id]);
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(['abstract', 'id', 'title']);
    expect(outcome).toEqual({ judged: 2, movedIn: 1, movedOut: 1, declined: 0 });
    const under = await db.feed.get(justUnder.id);
    expect(under?.inTopic).toBe(1);
    expect(under?.second).toEqual({
      verdict: 'in',
      kind: 'agentic-rl',
      reason: 'Trains a web agent with GRPO.',
      by: 'm at a.example',
      modelKey: 'endpoint A m',
      at: 1000,
      localInTopic: 0,
    });
    expect((await db.feed.get(justOver.id))?.inTopic).toBe(0);
    expect((await db.feed.get(confidentIn.id))?.second).toBeUndefined();
    expect((await db.feed.get(farOut.id))?.inTopic).toBe(0);
  });

  it('judges a paper once per model: a second pass sends nothing, another model judges afresh', async () => {
    const first = fakeJudge();
    await pass(first.judge);
    const again = fakeJudge();
    expect(await pass(again.judge)).toEqual({ judged: 0, movedIn: 0, movedOut: 0, declined: 0 });
    expect(again.sent).toEqual([]);
    const other = fakeJudge({ [justUnder.id]: [OUT] });
    await pass(other.judge, 'builtin');
    expect(other.sent).toHaveLength(2);
    expect((await db.feed.get(justUnder.id))?.second?.modelKey).toBe('builtin');
    expect((await db.feed.get(justUnder.id))?.inTopic).toBe(0);
  });

  it.each(['offline', 'capped', 'config'] as const)('stops at %s and changes nothing', async (kind) => {
    const { judge, sent } = fakeJudge({ [justUnder.id]: [fail(kind)] });
    const outcome = await pass(judge);
    expect(outcome.stopped?.kind).toBe(kind);
    expect(sent).toHaveLength(1);
    expect((await db.feed.toArray()).every((row) => row.second === undefined)).toBe(true);
    expect((await db.feed.get(justUnder.id))?.inTopic).toBe(0);
  });

  it.each([
    ['a refusal', fail('refused')],
    ['a filtered request (HTTP 400)', { ok: false, error: { kind: 'http', message: '400', status: 400 } } as JudgeResult],
    ['an answer that is not a verdict', fail('garbage')],
  ])('%s keeps the local verdict and is remembered: that paper is not asked again', async (_name, failure) => {
    const first = fakeJudge({ [justUnder.id]: [failure] });
    expect(await pass(first.judge)).toEqual({ judged: 1, movedIn: 0, movedOut: 0, declined: 1 });
    expect((await db.feed.get(justUnder.id))?.inTopic).toBe(0);
    const second = fakeJudge();
    await pass(second.judge);
    expect(second.sent).toEqual([]);
  });

  /** Five more papers in the band, newest last. */
  async function fiveUncertain(): Promise<Paper[]> {
    const many = Array.from({ length: 5 }, (_, i) => paper(`2606.0010${i}`, `Uncertain ${i}`, `2026-06-1${i}`));
    await db.papers.bulkPut(many);
    await db.feed.bulkPut(many.map((p) => item(p, 0.4, 0)));
    return many;
  }

  it.each([
    ['answers that are not verdicts', fail('garbage')],
    ['refusals', fail('refused')],
    [
      'HTTP 400 (a model id or schema the server does not take)',
      { ok: false, error: { kind: 'http', message: 'HTTP 400.', status: 400 } } as JudgeResult,
    ],
  ])('gives up after three %s in a row, and blames none of the papers', async (_name, failure) => {
    const many = await fiveUncertain();
    const broken = fakeJudge(Object.fromEntries([...many, justUnder, justOver].map((p) => [p.id, [failure]])));
    const outcome = await pass(broken.judge);
    expect(outcome.stopped?.message).toMatch(/^Three papers in a row got no verdict; the last: /);
    expect(broken.sent).toHaveLength(NON_VERDICTS_IN_A_ROW);
    // Fixed behind the same settings: the same papers are asked first again.
    const fixed = fakeJudge();
    expect((await pass(fixed.judge)).judged).toBe(7);
    expect(fixed.sent.slice(0, 3)).toEqual(broken.sent);
  });

  it('remembers a paper without a verdict only once the model has answered in the pass', async () => {
    // The newest paper is declined, then the model answers: that paper was the problem.
    const many = await fiveUncertain();
    const newest = many[4] as Paper;
    await pass(fakeJudge({ [newest.id]: [fail('refused')] }).judge);
    expect([...(await declinedPapers(db, 'endpoint A m'))].map((id) => id.split('@')[0])).toEqual([newest.id]);
    // Saved again (forgetDeclined): asked once more.
    await forgetDeclined(db);
    await setAsideOpinions(db);
    const again = fakeJudge();
    await pass(again.judge);
    expect(again.sent[0]?.id.split('@')[0]).toBe(newest.id);
  });

  it.each(['offline', 'capped'] as const)(
    'a paper declined after a verdict is remembered even when the pass then stops (%s): it is not paid for again',
    async (kind) => {
      const many = await fiveUncertain();
      // Newest first: a verdict, a refusal (that paper's own trouble, the model answers), then the pass stops.
      const first = fakeJudge({ [(many[3] as Paper).id]: [fail('refused')], [(many[2] as Paper).id]: [fail(kind)] });
      expect((await pass(first.judge)).stopped?.kind).toBe(kind);
      expect([...(await declinedPapers(db, 'endpoint A m'))].map((id) => id.split('@')[0])).toEqual([(many[3] as Paper).id]);
      const next = fakeJudge();
      await pass(next.judge);
      expect(next.sent.map((p) => p.id.split('@')[0])).not.toContain((many[3] as Paper).id);
    },
  );

  it('three refusals in a row after a verdict are the papers’ own: remembered, and the next pass goes on past them', async () => {
    const many = await fiveUncertain();
    // Newest first: the newest gets a verdict, the next three are refused.
    const refused = [many[3], many[2], many[1]] as Paper[];
    const first = fakeJudge(Object.fromEntries(refused.map((p) => [p.id, [fail('refused')]])));
    expect((await pass(first.judge)).stopped?.message).toMatch(/^Three papers in a row/);
    const next = fakeJudge();
    await pass(next.judge);
    expect(next.sent.map((p) => p.id.split('@')[0])).not.toEqual(expect.arrayContaining(refused.map((p) => p.id)));
    expect(next.sent.map((p) => p.id.split('@')[0])).toContain((many[0] as Paper).id);
  });

  it('a pass where no paper got a verdict blames none of them (one or two band papers, the endpoint broken)', async () => {
    const broken = fakeJudge({ [justUnder.id]: [fail('garbage')], [justOver.id]: [fail('garbage')] });
    expect(await pass(broken.judge)).toEqual({ judged: 0, movedIn: 0, movedOut: 0, declined: 2 });
    expect(await declinedPapers(db, 'endpoint A m')).toEqual(new Set());
  });

  it('an opinion on a text revised while the model was thinking is not written; the new text is judged next', async () => {
    const judge = async (p: PaperToJudge): Promise<QueueResult> => {
      // A refresh lands meanwhile: the abstract is revised.
      if (p.id.startsWith(justUnder.id)) await db.papers.put({ ...justUnder, abstract: 'Revised: a web agent trained with PPO.' });
      return queued(IN);
    };
    expect((await pass(judge)).judged).toBe(1);
    expect((await db.feed.get(justUnder.id))?.second).toBeUndefined();
    const next = fakeJudge();
    await pass(next.judge);
    expect(next.sent.map((p) => p.id.split('@')[0])).toEqual([justUnder.id]);
  });

  it('an opinion on a paper a refresh moved out of the band meanwhile is not written', async () => {
    const judge = async (p: PaperToJudge): Promise<QueueResult> => {
      if (p.id.startsWith(justUnder.id)) await db.feed.update(justUnder.id, { score: 0.01 });
      return queued(IN);
    };
    await pass(judge);
    expect(await db.feed.get(justUnder.id)).toMatchObject({ score: 0.01, inTopic: 0 });
    expect((await db.feed.get(justUnder.id))?.second).toBeUndefined();
  });

  it('judges a paper again when its abstract was revised', async () => {
    const first = fakeJudge();
    await pass(first.judge);
    await setAsideOpinions(db);
    await db.papers.put({ ...justUnder, abstract: `${justUnder.abstract} Revised: we add a web-agent benchmark.` });
    const ids = new Set(first.sent.map((p) => p.id));
    const again = fakeJudge();
    await pass(again.judge);
    expect(again.sent.map((p) => p.id.split('@')[0])).toEqual([justUnder.id, justOver.id]);
    expect(ids.has(again.sent[0]?.id ?? '')).toBe(false);
    expect(ids.has(again.sent[1]?.id ?? '')).toBe(true);
  });

  it('setAsideOpinions brings back every local verdict', async () => {
    await pass(fakeJudge({ [justOver.id]: [OUT] }).judge);
    expect(await setAsideOpinions(db)).toBe(2);
    expect((await db.feed.get(justUnder.id))?.inTopic).toBe(0);
    expect((await db.feed.get(justOver.id))?.inTopic).toBe(1);
    expect((await db.feed.toArray()).some((row) => row.second !== undefined)).toBe(false);
  });

  it('with the real queue and stored cache: each verdict is paid once and counted in the month', async () => {
    const calls: string[] = [];
    const judge = createJudge({
      judgeOne: async (p) => {
        calls.push(p.id.split('@')[0] ?? '');
        return IN;
      },
      cache: judgeCache(db),
      usage: judgeUsage(db, 'endpoint'),
      now: () => Date.UTC(2026, 5, 10),
      sleep: async () => undefined,
      monthlyCap: 1,
    });
    const outcome = await judgeUncertainFeed({ db, judge, modelKey: 'k', by: 'k', threshold: THRESHOLD, now: () => 0 });
    expect(calls).toEqual([justUnder.id]);
    expect(outcome.stopped?.kind).toBe('capped');
    expect(await judgeUsage(db, 'endpoint').get('2026-06')).toBe(1);
    // Turned off and on again: the cached verdict comes back without a call.
    await setAsideOpinions(db);
    await judgeUncertainFeed({ db, judge, modelKey: 'k', by: 'k', threshold: THRESHOLD, now: () => 0 });
    expect(calls).toEqual([justUnder.id]);
    expect((await db.feed.get(justUnder.id))?.inTopic).toBe(1);
  });
});
