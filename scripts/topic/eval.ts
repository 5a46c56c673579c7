/**
 * `npm run eval:topic -- [FILE]`: precision, recall, F1 and the accept rate of each kind of paper.
 * With FILE: that labelled JSON-lines file (`label` 1/0, optional `kind`; rows without a label count as negatives of
 * kind `unlabelled`). Without: the dev set and the May 2026 stream from ../shared/data.
 */
import { classify } from '../../lib/topic/classifier';
import { DEV_PATH, type LabelledPaper, readLabelled, STREAM_PATH, UNLABELLED } from './dataset';
import { formatScores, score } from './metrics';

function evaluate(name: string, papers: readonly LabelledPaper[]): void {
  const accepted = papers.map((paper) => classify(paper.input).inTopic);
  const scores = score(papers, accepted);
  console.log(formatScores(name, scores));
  const unlabelled = scores.kinds[UNLABELLED];
  if (unlabelled !== undefined) {
    console.log(`  → ${unlabelled.accepted} unlabelled paper(s) accepted (counted as false positives above)`);
  }
  if (scores.truePositives + scores.falseNegatives === 0) console.log('  (no positive labels in this file: recall and F1 are undefined)');
}

function main(): void {
  const file = process.argv[2];
  if (file !== undefined) {
    evaluate(file, readLabelled(file));
    return;
  }
  evaluate('dev (topic-labels-dev.jsonl)', readLabelled(DEV_PATH));
  console.log();
  evaluate('May 2026 stream (stream-2026-05.jsonl)', readLabelled(STREAM_PATH));
}

main();
