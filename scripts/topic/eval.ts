/**
 * `npm run eval:topic -- [FILE | --by-month | --whole-months DIR]`: precision, recall, F1 and the accept rate of each
 * kind of paper.
 * - `--simulate-user`: precision and recall with and without the per-user model (simulate-user.ts).
 * - `--judge-sim`: the opt-in language-model judge on a band around the threshold, simulated forward in time
 *   (judge-sim.ts): precision, recall, F1 and judgements per month for each band and judge agreement.
 * - `--by-month`: forward in time (forward.ts): for each month from the third on, a model trained on the months
 *   before it, tested on it. These are the numbers the README quotes. With `--whole-months DIR` too, each month's
 *   unlabelled papers are counted one by one from DIR instead of estimated from its background sample. With
 *   `--titles-only` too, each tested paper's abstract is blanked, so the title-only model decides: how the classifier
 *   does on listings that show titles alone (arXiv `recent`, `pastweek`).
 The other forms score the shipped model:
 * - Without arguments: the dev set, then each labelled month of data/topic/ — its labelled pool, and its unlabelled
 *   papers estimated from the month's background sample (each sample paper counted for the papers it stands for).
 * - FILE: that labelled JSON-lines file (`label` 1/0, optional `kind`; rows without a label count as negatives of kind
 *   `unlabelled`).
 * - `--whole-months DIR`: each labelled month against every paper of the whole month in DIR
 *   (`stream-YYYY-MM.jsonl`, optional large data, not in the project): papers outside the labelled pool count as
 *   false positives when accepted, and their number is printed.
 * These are in-sample numbers for the months the shipped model was trained on.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { classify } from '../../lib/topic/classifier';
import {
  announcementDays,
  backgroundScale,
  DEV_PATH,
  type LabelledPaper,
  readLabelled,
  readMonths,
  UNLABELLED,
  wholeMonth,
} from './dataset';
import { DEFAULT_SETTINGS } from './fit';
import { forwardInTime, meanScores, testedPapers } from './forward';
import { judgeSimReport } from './judge-sim';
import { formatScores, score } from './metrics';
import { simulateUser } from './simulate-user';

function evaluate(name: string, papers: readonly LabelledPaper[], weights?: readonly number[]): void {
  const accepted = papers.map((paper) => classify(paper.input).inTopic);
  const scores = score(papers, accepted, weights);
  console.log(formatScores(name, scores));
  const unlabelled = scores.kinds[UNLABELLED];
  if (unlabelled !== undefined) {
    const estimated = weights === undefined ? '' : ' (estimated from the background sample)';
    console.log(`  → ${Math.round(unlabelled.accepted)} unlabelled paper(s) accepted${estimated}, counted as false positives above`);
  }
  if (scores.truePositives + scores.falseNegatives === 0) console.log('  (no positive labels in this file: recall and F1 are undefined)');
}

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

/** `--by-month`: each month judged by a model that never saw it, then the mean. */
function byMonth(wholeMonthsDir: string | undefined, titlesOnly: boolean): void {
  const months = readMonths();
  const results = forwardInTime(
    readLabelled(DEV_PATH),
    months,
    DEFAULT_SETTINGS,
    (month) =>
      wholeMonthsDir === undefined || !existsSync(join(wholeMonthsDir, `stream-${month.month}.jsonl`))
        ? undefined
        : wholeMonth(wholeMonthsDir, month),
    titlesOnly,
  );
  const judged = titlesOnly ? ', titles only' : '';
  for (const result of results) {
    console.log(
      formatScores(
        `${result.month}${judged}, trained on dev + ${result.trainedOn.join(', ')} (threshold ${result.threshold})`,
        result.scores,
      ),
    );
    const how = result.wholeMonth ? 'of the whole month' : 'estimated from the background sample';
    console.log(`  → ${Math.round(result.unlabelledAccepted)} unlabelled paper(s) accepted (${how}), counted as false positives\n`);
  }
  const mean = meanScores(results);
  console.log(`mean over ${results.length} months: precision ${pct(mean.precision)}  recall ${pct(mean.recall)}  F1 ${pct(mean.f1)}`);
}

/** The folder given after `--whole-months`, or an exit with one clear line when it is missing. */
function wholeMonthsDir(args: readonly string[]): string | undefined {
  const at = args.indexOf('--whole-months');
  if (at < 0) return undefined;
  const dir = args[at + 1];
  if (dir === undefined || !existsSync(dir)) {
    console.error(`eval:topic --whole-months: no folder of whole months at ${dir ?? '(none given)'} (it holds stream-YYYY-MM.jsonl)`);
    process.exit(2);
  }
  return dir;
}

/** `--simulate-user`: the per-user model's gain for a researcher who teaches it for two weeks (simulate-user.ts). */
function simulatedUser(): void {
  for (const result of simulateUser(readLabelled(DEV_PATH), readMonths(), DEFAULT_SETTINGS, announcementDays())) {
    console.log(
      `${result.month}: taught by ${result.saved} saves and ${result.dismissed} dismissals in the first two weeks; ` +
        `the rest of the month: precision ${pct(result.without.precision)} → ${pct(result.with.precision)}, ` +
        `recall ${pct(result.without.recall)} → ${pct(result.with.recall)}; its ${result.nearMisses.count} near misses ` +
        `(${result.nearMisses.onTopic} on-topic) ordered with average precision ${result.nearMisses.without.toFixed(3)} → ` +
        `${result.nearMisses.with.toFixed(3)}`,
    );
  }
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--judge-sim')) {
    console.log(judgeSimReport(readLabelled(DEV_PATH), readMonths(), DEFAULT_SETTINGS));
    return;
  }
  if (args.includes('--simulate-user')) {
    simulatedUser();
    return;
  }
  const dir = wholeMonthsDir(args);
  if (args.includes('--by-month')) {
    byMonth(dir, args.includes('--titles-only'));
    return;
  }
  if (dir !== undefined) {
    const months = readMonths();
    for (const [index, month] of months.entries()) {
      if (!existsSync(join(dir, `stream-${month.month}.jsonl`))) {
        console.log(`${month.month}: stream-${month.month}.jsonl is not in ${dir}; skipped\n`);
        continue;
      }
      evaluate(`${month.month}, whole month`, testedPapers(months, index, wholeMonth(dir, month)));
      console.log();
    }
    return;
  }
  const file = args[0];
  if (file !== undefined && !file.startsWith('--')) {
    evaluate(file, readLabelled(file));
    return;
  }
  evaluate('dev (data/topic/dev.jsonl)', readLabelled(DEV_PATH));
  for (const month of readMonths()) {
    console.log();
    const scale = backgroundScale(month);
    evaluate(
      `${month.month} (labelled pool + background sample)`,
      [...month.labelled, ...month.background],
      [...month.labelled.map(() => 1), ...month.background.map(() => scale)],
    );
  }
}

main();
