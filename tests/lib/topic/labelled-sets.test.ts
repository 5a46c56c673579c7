import { describe, expect, it } from 'vitest';
import { classify } from '../../../lib/topic/classifier';
import { DEV_PATH, type LabelledPaper, readLabelled, STREAM_PATH } from '../../../scripts/topic/dataset';
import { score } from '../../../scripts/topic/metrics';

/** The shipped model's verdicts on every paper of a labelled file, scored as `npm run eval:topic` scores them. */
function shippedModelOn(papers: readonly LabelledPaper[], titlesOnly = false) {
  return score(
    papers,
    papers.map((paper) => classify(titlesOnly ? { ...paper.input, abstract: '' } : paper.input).inTopic),
  );
}

// The hand-labelled dev set lives beside the project (../shared/data), in CI too; see ../shared/fixtures/SOURCES.md.
describe('the shipped model on the dev set', () => {
  const papers = readLabelled(DEV_PATH);
  const scores = shippedModelOn(papers);

  it('reaches F1 ≥ 0.97', () => {
    expect(papers.length).toBe(456);
    expect(scores.f1).toBeGreaterThanOrEqual(0.97);
  });

  it('still reaches F1 ≥ 0.9 from titles alone (papers listed without an abstract)', () => {
    expect(shippedModelOn(papers, true).f1).toBeGreaterThanOrEqual(0.9);
  });

  it.each(['hard-reasoning', 'hard-agent-no-rl', 'hard-rl-no-llm', 'hard-alignment', 'easy'])(
    'accepts at most 5%% of %s papers',
    (kind) => {
      const rate = scores.kinds[kind];
      expect(rate?.total).toBeGreaterThan(0);
      expect(rate?.rate).toBeLessThanOrEqual(0.05);
    },
  );
});

// A real month where under 2% of papers are on-topic; its unchecked papers count as negatives, as in `npm run eval:topic`.
describe('the shipped model on the May 2026 stream', () => {
  const papers = readLabelled(STREAM_PATH);
  const scores = shippedModelOn(papers);

  it('keeps precision and recall of the labelled positives at 0.85 or more', () => {
    expect(papers.length).toBe(7355);
    expect(scores.precision).toBeGreaterThanOrEqual(0.85);
    expect(scores.recall).toBeGreaterThanOrEqual(0.85);
  });
});
