import { describe, expect, it } from 'vitest';
import {
  dismissPaper,
  loadFeed,
  loadFeedHead,
  rankFeed,
  recordFeedback,
  resetLearning,
  restoreLearning,
  undoDismiss,
  userModelFrom,
} from '../../../lib/feed/view';
import { RadarDb } from '../../../lib/store/db';
import { feedback, item, paper } from './feed-rows';

const memory = paper('2605.00001', 'RL-trained memory for long-horizon LLM agents', '2026-05-20');
const gui = paper('2605.00002', 'Online RL for mobile GUI agents with screenshot grounding', '2026-05-20');
const older = paper('2605.00003', 'Turn-level credit assignment for multi-turn agents', '2026-05-10');
const offTopic = paper('2605.00004', 'Image dehazing with codebook priors', '2026-05-21');
const papers = new Map([memory, gui, older, offTopic].map((p) => [p.id, p]));
const items = [item(memory, 0.8, 1), item(gui, 0.8, 1), item(older, 0.9, 1), item(offTopic, 0.01, 0)];

describe('rankFeed', () => {
  it('shows on-topic papers newest first and hides the rest', () => {
    expect(rankFeed(items, papers, new Set(), []).map((row) => row.paper.id)).toEqual([memory.id, gui.id, older.id]);
  });

  it('hides a paper dismissed with X, but never a saved one', () => {
    const rows = rankFeed(items, papers, new Set([offTopic.id, gui.id]), [feedback(gui, 'not-relevant'), feedback(memory, 'not-relevant')]);
    expect(rows.map((row) => row.paper.id)).toEqual([offTopic.id, gui.id, older.id]);
  });

  it('re-ranks a day’s papers by what the user saved', () => {
    const rows = rankFeed(items, papers, new Set(), [
      feedback(paper('2605.00009', 'Mobile GUI agents trained with online RL', '2026-05-01'), 'relevant'),
      feedback(paper('2605.00010', 'Memory modules for long-horizon agents', '2026-05-01'), 'not-relevant'),
    ]);
    expect(rows.map((row) => row.paper.id)).toEqual([gui.id, memory.id, older.id]);
  });
});

describe('loadFeedHead', () => {
  it('gives the first rows of the full feed, in the same order, from a small read', async () => {
    const db = new RadarDb(`view-head-${Math.random()}`);
    const many = Array.from({ length: 30 }, (_, i) =>
      paper(
        `2605.${String(100 + i).padStart(5, '0')}`,
        `Agentic RL paper ${i}`,
        `2026-05-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`,
      ),
    );
    await db.papers.bulkPut(many);
    await db.feed.bulkPut(many.map((p, i) => item(p, 0.5 + (i % 3) / 10, 1)));
    const full = await loadFeed(db);
    for (const limit of [1, 4, 10]) {
      expect((await loadFeedHead(db, limit)).map((row) => row.paper.id)).toEqual(full.slice(0, limit).map((row) => row.paper.id));
    }
    await db.delete();
  });

  it('fills its rows though most of each day’s candidates are off-topic, dismissed or saved', async () => {
    const db = new RadarDb(`view-head-mixed-${Math.random()}`);
    // Three days of 50 candidates each, 5 a day in the topic: the feed's first 15 rows span all three days.
    const days = ['2026-05-20', '2026-05-21', '2026-05-22'];
    const all = days.flatMap((day, d) =>
      Array.from({ length: 50 }, (_, i) => paper(`2605.${10_000 + d * 100 + i}`, `Candidate ${d}-${i}`, day)),
    );
    await db.papers.bulkPut(all);
    await db.feed.bulkPut(all.map((p, i) => item(p, i % 10 === 0 ? 0.8 : 0.05, i % 10 === 0 ? 1 : 0)));
    await db.feedback.put(feedback(all[10] as (typeof all)[number], 'not-relevant'));
    await db.saved.put({ paperId: (all[61] as (typeof all)[number]).id, collectionIds: [], savedAt: 1, tags: [], note: '', read: false });
    const full = await loadFeed(db);
    expect(full).toHaveLength(15);
    expect((await loadFeedHead(db, 15)).map((row) => row.paper.id)).toEqual(full.map((row) => row.paper.id));
    await db.delete();
  });
});

describe('userModelFrom', () => {
  it('trains once per state of the feedback: the same records give the same model, a change a new one', () => {
    const taught = [feedback(memory, 'relevant'), feedback(offTopic, 'not-relevant')];
    const model = userModelFrom(taught);
    expect(userModelFrom([...taught])).toBe(model);
    expect(userModelFrom([taught[0] as (typeof taught)[number], { ...(taught[1] as (typeof taught)[number]), at: 5 }])).not.toBe(model);
  });
});

describe('userModelFrom at scale', () => {
  it('trains on the newest 1,000 lessons, each read to 4,000 characters: a hostile backup’s thousands of 20,000 cannot stall the popup', () => {
    // 1,200 lessons of 20,000 characters: a 24 MB backup. The oldest teaches a word no other lesson has.
    const filler = (i: number) => Array.from({ length: 2500 }, (_, k) => `w${(i * 31 + k * 7) % 9000}q`).join(' ');
    const lessons = Array.from({ length: 1200 }, (_, i) => ({
      paperId: `2605.${String(10_000 + i)}`,
      verdict: i % 2 === 0 ? ('relevant' as const) : ('not-relevant' as const),
      at: i === 0 ? 1 : 1000 + i,
      text: `${i === 0 ? 'oldestlesson ' : ''}${filler(i)}`.slice(0, 20_000),
    }));
    // Its speed is measured by `npm run bench` (topic.userModelTrain1kMs), not here.
    const model = userModelFrom(lessons);
    expect(model.size).toBe(1000);
    expect(model.weights.has('oldestlesson')).toBe(false);
  }, 30_000);
});

describe('X and its undo', () => {
  it('undoing an X on a saved feed paper gives back its save’s "relevant"; on an untaught one, forgets the X', async () => {
    const db = new RadarDb(`view-dismiss-${Math.random()}`);
    await db.feedback.put(feedback(memory, 'relevant'));
    const before = await dismissPaper(db, memory, 5);
    expect((await db.feedback.get(memory.id))?.verdict).toBe('not-relevant');
    await undoDismiss(db, memory.id, before);
    expect((await db.feedback.get(memory.id))?.verdict).toBe('relevant');
    const none = await dismissPaper(db, gui, 6);
    await undoDismiss(db, gui.id, none);
    expect(await db.feedback.get(gui.id)).toBeUndefined();
    await db.delete();
  });

  it('undoing an X leaves what another window said of the paper since: its own X, or a save', async () => {
    const db = new RadarDb(`view-dismiss-race-${Math.random()}`);
    const x = await dismissPaper(db, gui, 5);
    // Another window: X on it too (its feed had not updated yet).
    await dismissPaper(db, gui, 7);
    await undoDismiss(db, gui.id, x);
    expect(await db.feedback.get(gui.id)).toMatchObject({ verdict: 'not-relevant', at: 7 });
    await db.feedback.put(feedback(memory, 'relevant'));
    const y = await dismissPaper(db, memory, 5);
    // Another window saved it again, its "relevant" keeping this X for the removal to give back.
    await recordFeedback(db, memory, 'relevant', 8, { verdict: 'not-relevant', at: 5, text: 'x' });
    await undoDismiss(db, memory.id, y);
    expect(await db.feedback.get(memory.id)).toMatchObject({ verdict: 'relevant', at: 8, before: { verdict: 'not-relevant' } });
    await db.delete();
  });
});

describe('resetting what the feed learned, and its undo', () => {
  it('gives every lesson back, but not over one taught since, and a removed paper’s only while it waits', async () => {
    const db = new RadarDb(`view-reset-${Math.random()}`);
    await db.feedback.bulkPut([feedback(memory, 'not-relevant'), feedback(gui, 'relevant')]);
    const waiting = {
      paperId: older.id,
      removedAt: 7,
      record: { paperId: older.id, collectionIds: [], savedAt: 1, tags: [], note: '', read: false },
    };
    await db.removed.put({ ...waiting, feedback: feedback(older, 'relevant') });
    const forgotten = await resetLearning(db);
    expect(await db.feedback.count()).toBe(0);
    expect(await db.removed.get(older.id)).toMatchObject({ forgotten: true });
    expect(forgotten.feedback).toHaveLength(2);
    // Since the reset the user dismissed the GUI paper they had saved: that newer lesson stays.
    await db.feedback.put(feedback(gui, 'not-relevant'));
    await restoreLearning(db, forgotten);
    expect((await db.feedback.toArray()).map((lesson) => [lesson.paperId, lesson.verdict]).sort()).toEqual([
      [memory.id, 'not-relevant'],
      [gui.id, 'not-relevant'],
    ]);
    expect(await db.removed.get(older.id)).toEqual({ ...waiting, feedback: feedback(older, 'relevant') });
    await db.delete();
  });
});
