/**
 * Does the per-user model help? A simulated researcher on the labelled months, forward in time: for each month from
 * the third on, the shipped kind of model is trained on the months before it; during the month's first two weeks the
 * researcher saves every on-topic paper the feed shows them and presses X on every off-topic one (the labels say
 * which); on the rest of the month the feed and its near misses are ranked as the popup ranks them (`rankFeed`,
 * `nearMissRows`), with and without what they taught it. Background papers stand for the month's unlabelled papers,
 * as in the forward evaluation. The feed's precision and recall must not fall; the near misses' order is measured.
 */

import { nearMissRows } from '../../lib/feed/near-misses';
import { paperText, rankFeed } from '../../lib/feed/view';
import type { Paper } from '../../lib/paper/schema';
import type { FeedbackRecord, FeedItem } from '../../lib/store/db';
import type { LabelledMonth, LabelledPaper } from './dataset';
import { type Example, predict, type Settings, train } from './fit';
import { testedExamples, trainingBefore } from './forward';
import { averagePrecision } from './metrics';

/** The day of the month from which the feed is measured: the first two weeks teach, the rest is judged. */
const JUDGED_FROM_DAY = 15;

/** Precision and recall of what the feed showed on the judged days. */
export interface FeedQuality {
  precision: number;
  recall: number;
}

export interface UserSimulation {
  month: string;
  /** Papers the researcher saved and dismissed in the first two weeks. */
  saved: number;
  dismissed: number;
  without: FeedQuality;
  with: FeedQuality;
  /** Near misses of the judged days, and the average precision of their order without and with the user's model. */
  nearMisses: { count: number; onTopic: number; without: number; with: number };
}

interface Row {
  example: Example;
  day: string;
  item: FeedItem;
  paper: Paper;
}

/** Only what the feed ranking reads of a paper: its id and its text. */
function asPaper(paper: LabelledPaper): Paper {
  return { id: paper.input.id, title: paper.input.title, abstract: paper.input.abstract } as Paper;
}

function quality(rows: readonly Row[], shown: ReadonlySet<string>): FeedQuality {
  let truePositives = 0;
  let accepted = 0;
  let positives = 0;
  for (const { example, paper } of rows) {
    const weight = example.standsFor;
    const yes = shown.has(paper.id);
    if (yes) accepted += weight;
    if (example.paper.label === 1) {
      positives += weight;
      if (yes) truePositives += weight;
    }
  }
  return { precision: accepted === 0 ? 0 : truePositives / accepted, recall: positives === 0 ? 0 : truePositives / positives };
}

/** `days` maps a paper id to the day arXiv announced it (`YYYY-MM-DD`); papers without one are left out. */
export function simulateUser(
  dev: readonly LabelledPaper[],
  months: readonly LabelledMonth[],
  settings: Settings,
  days: ReadonlyMap<string, string>,
): UserSimulation[] {
  return months.slice(2).map((month, index) => {
    const examples = testedExamples(months, 2 + index);
    const model = train(trainingBefore(dev, months, 2 + index, examples), settings);
    const rows: Row[] = examples.flatMap((example) => {
      const day = days.get(example.paper.input.id);
      if (day === undefined) return [];
      const score = predict(model, example);
      const paper = asPaper(example.paper);
      const item: FeedItem = {
        paperId: paper.id,
        published: day,
        addedAt: 0,
        score,
        inTopic: score >= model.threshold ? 1 : 0,
        tags: [],
        why: [],
      };
      return [{ example, day, item, paper }];
    });
    const papers = new Map(rows.map((row) => [row.paper.id, row.paper]));
    const judgedFrom = `${month.month}-${String(JUDGED_FROM_DAY).padStart(2, '0')}`;
    const teaching = rows.filter((row) => row.day < judgedFrom);
    const judged = rows.filter((row) => row.day >= judgedFrom);

    // What the feed showed in the first two weeks, before any feedback, and what the researcher said about it.
    const shownEarly = rankFeed(
      teaching.map((row) => row.item),
      papers,
      new Set(),
      [],
    );
    const label = new Map(rows.map((row) => [row.paper.id, row.example.paper.label]));
    const feedback: FeedbackRecord[] = shownEarly.map((row) => ({
      paperId: row.paper.id,
      verdict: label.get(row.paper.id) === 1 ? 'relevant' : 'not-relevant',
      at: 0,
      text: paperText(row.paper),
    }));

    const shown = (taught: readonly FeedbackRecord[]) =>
      new Set(
        rankFeed(
          judged.map((row) => row.item),
          papers,
          new Set(),
          taught,
        ).map((row) => row.paper.id),
      );
    const nearMissOrder = (taught: readonly FeedbackRecord[]) => {
      const ranked = nearMissRows(
        judged.map((row) => row.item),
        papers,
        new Set(),
        taught,
      );
      const byId = new Map(judged.map((row) => [row.paper.id, row.example.paper]));
      const labelled = ranked.map((row) => byId.get(row.paper.id) as LabelledPaper);
      // Scores that fall with rank: average precision of the order as shown.
      return {
        labelled,
        ap: averagePrecision(
          labelled,
          labelled.map((_, rank) => -rank),
        ),
      };
    };
    const before = nearMissOrder([]);
    return {
      month: month.month,
      saved: feedback.filter((record) => record.verdict === 'relevant').length,
      dismissed: feedback.filter((record) => record.verdict === 'not-relevant').length,
      without: quality(judged, shown([])),
      with: quality(judged, shown(feedback)),
      nearMisses: {
        count: before.labelled.length,
        onTopic: before.labelled.filter((paper) => paper.label === 1).length,
        without: before.ap,
        with: nearMissOrder(feedback).ap,
      },
    };
  });
}
