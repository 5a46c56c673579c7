import { describe, expect, it } from 'vitest';
import { DEV_PATH, type LabelledMonth, type LabelledPaper, readLabelled, readMonths } from '../../../scripts/topic/dataset';
import { DEFAULT_SETTINGS } from '../../../scripts/topic/fit';
import { forwardInTime, meanScores, testedPapers, trainingBefore } from '../../../scripts/topic/forward';

/** A small slice of the real data: a few papers of each kind per month, so the test runs in well under a second. */
function slice(month: LabelledMonth, size: number): LabelledMonth {
  const positives = month.labelled.filter((paper) => paper.label === 1).slice(0, size);
  const negatives = month.labelled.filter((paper) => paper.label === 0).slice(0, size);
  const background = month.background.slice(0, size);
  return {
    month: month.month,
    labelled: [...positives, ...negatives],
    background,
    summary: { ...month.summary, labelled: positives.length + negatives.length, background: background.length },
  };
}

const dev = readLabelled(DEV_PATH).filter((_, i) => i % 4 === 0);
const months = readMonths()
  .slice(0, 4)
  .map((month) => slice(month, 20));

describe('forwardInTime (npm run eval:topic -- --by-month)', () => {
  const results = forwardInTime(dev, months, DEFAULT_SETTINGS);

  it('tests each month from the third on with a model trained only on the months before it', () => {
    expect(results.map((result) => [result.month, result.trainedOn])).toEqual([
      ['2026-03', ['2026-01', '2026-02']],
      ['2026-04', ['2026-01', '2026-02', '2026-03']],
    ]);
    for (const result of results) {
      expect(result.scores.truePositives + result.scores.falseNegatives).toBe(20);
      expect(result.scores.precision).toBeGreaterThan(0.5);
      expect(result.wholeMonth).toBe(false);
    }
  });

  it('counts a whole month’s unlabelled papers it accepts as false positives, and says how many', () => {
    const onTopicText = months[3]?.labelled.find((paper) => paper.label === 1) as LabelledPaper;
    const whole = (month: LabelledMonth): LabelledPaper[] | undefined =>
      month.month !== '2026-04'
        ? undefined
        : [
            ...month.labelled,
            // An unlabelled paper that reads exactly like an on-topic one: the model accepts it, and it is not a hit.
            { ...onTopicText, input: { ...onTopicText.input, id: '2604.99999' }, label: 0, kind: 'unlabelled', checked: false },
          ];
    const [march, april] = forwardInTime(dev, months, DEFAULT_SETTINGS, whole);
    const without = results[1];
    expect(march?.wholeMonth).toBe(false);
    expect(april?.wholeMonth).toBe(true);
    expect(april?.unlabelledAccepted).toBe(1);
    expect(april?.scores.falsePositives).toBe((without?.scores.falsePositives ?? 0) - (without?.unlabelledAccepted ?? 0) + 1);
  });

  it('averages precision, recall and F1 over the months', () => {
    const mean = meanScores(results);
    const [a, b] = results;
    expect(mean.precision).toBeCloseTo(((a?.scores.precision ?? 0) + (b?.scores.precision ?? 0)) / 2, 10);
    expect(mean.recall).toBeCloseTo(((a?.scores.recall ?? 0) + (b?.scores.recall ?? 0)) / 2, 10);
  });
});

describe('forwardInTime with titlesOnly (npm run eval:topic -- --by-month --titles-only)', () => {
  const ON_TOPIC_TITLE = 'Training LLM Agents with Multi-Turn Reinforcement Learning';
  const ON_TOPIC_ABSTRACT =
    'We train a large language model agent with reinforcement learning over multi-turn tool-use episodes, rewarding it ' +
    'for completing web navigation tasks; the RL-trained agent outperforms prompting baselines.';
  const OFF_TOPIC_TITLE = 'A Note on Sparse Matrix Storage';
  const OFF_TOPIC_ABSTRACT = 'We compare storage formats for sparse matrices on modern hardware.';

  /** Whether April's model accepts one unlabelled paper added to April (it counts in `unlabelledAccepted` alone). */
  function accepts(title: string, abstract: string, titlesOnly: boolean): boolean {
    const template = months[3]?.labelled[0] as LabelledPaper;
    const paper: LabelledPaper = {
      ...template,
      input: { ...template.input, id: '2604.99999', title, abstract },
      label: 0,
      kind: 'unlabelled',
      checked: false,
    };
    const whole = (month: LabelledMonth) => (month.month === '2026-04' ? [...month.labelled, paper] : undefined);
    return forwardInTime(dev, months, DEFAULT_SETTINGS, whole, titlesOnly)[1]?.unlabelledAccepted === 1;
  }

  it('blanks every tested abstract: a paper on the topic only in its abstract is rejected, one titled on it accepted', () => {
    expect(accepts(OFF_TOPIC_TITLE, ON_TOPIC_ABSTRACT, false)).toBe(true);
    expect(accepts(OFF_TOPIC_TITLE, ON_TOPIC_ABSTRACT, true)).toBe(false);
    expect(accepts(ON_TOPIC_TITLE, OFF_TOPIC_ABSTRACT, true)).toBe(true);
  });

  it('tests the same months, each with a title-only model at 0.5 as train:topic fits the shipped one', () => {
    const titles = forwardInTime(dev, months, DEFAULT_SETTINGS, undefined, true);
    expect(titles.map((result) => [result.month, result.trainedOn, result.threshold])).toEqual([
      ['2026-03', ['2026-01', '2026-02'], 0.5],
      ['2026-04', ['2026-01', '2026-02', '2026-03'], 0.5],
    ]);
    for (const result of titles) expect(result.scores.truePositives + result.scores.falseNegatives).toBe(20);
  });
});

describe('what a forward model is tested on and learns from', () => {
  const labelled = (id: string, label: 0 | 1): LabelledPaper => ({
    input: { id, title: `Paper ${id}`, abstract: 'An abstract about agents.' },
    label,
    kind: label === 1 ? 'positive' : 'other',
    checked: true,
  });
  const unlabelled = (id: string): LabelledPaper => ({ ...labelled(id, 0), kind: 'unlabelled', checked: false });
  const month = (name: string, pool: LabelledPaper[], background: LabelledPaper[]): LabelledMonth => ({
    month: name,
    labelled: pool,
    background,
    summary: { papers: 100, labelled: pool.length, positives: 0, settled: 0, background: background.length },
  });
  // February's pool and background hold two papers the crawl lists again in March.
  const feb = month('2026-02', [labelled('2602.00001', 1)], [unlabelled('2602.00002')]);
  const mar = month('2026-03', [labelled('2603.00001', 1)], [unlabelled('2602.00002'), unlabelled('2603.00003')]);
  const apr = month('2026-04', [labelled('2604.00001', 0)], [unlabelled('2604.00002')]);
  const all = [feb, mar, apr];

  it('tests a month on its own papers: not one another month labelled, nor one of an earlier month’s background', () => {
    const whole = [labelled('2603.00001', 1), { ...unlabelled('2602.00001') }, unlabelled('2602.00002'), unlabelled('2603.00009')];
    expect(testedPapers(all, 1, whole).map((paper) => paper.input.id)).toEqual(['2603.00001', '2603.00009']);
    expect(testedPapers(all, 1).map((paper) => paper.input.id)).toEqual(['2603.00001', '2603.00003']);
  });

  it('learns from no dev paper it is tested on or a later month holds', () => {
    const devPapers = ['2601.00001', '2603.00009', '2604.00002'].map((id) => labelled(id, 1));
    const learnt = trainingBefore(devPapers, all, 1, [{ paper: labelled('2603.00009', 1) }]).map((example) => example.paper.input.id);
    expect(learnt).toContain('2601.00001');
    expect(learnt).toContain('2602.00001');
    expect(learnt).not.toContain('2603.00009');
    expect(learnt).not.toContain('2604.00002');
    expect(learnt).not.toContain('2603.00001');
  });
});
