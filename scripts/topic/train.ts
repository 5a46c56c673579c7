/**
 * `npm run train:topic`: fits the topic model's weights and writes lib/topic/model.ts.
 *
 * Trains on the project's labelled data (data/topic/, see its README): the dev set (456 hand-labelled papers) and every
 * labelled month (each month's candidate pool, labelled twice blind and settled). Each month's unlabelled papers
 * (outside every filter's pool, almost all off-topic) are represented by a fixed sample that joins as negatives, each
 * sample paper weighted for the unlabelled papers it stands for times a small row weight, so the bias learns how rare
 * the topic is in a real month without letting unchecked rows outvote the labelled ones. The inputs are the concept
 * features (features.ts) and one wording input (wording.ts: the word ratios, stacked out of fold, written to
 * wording-table.ts); no ids or authors. A second set of weights, without the wording input, is fitted on the same
 * papers' titles alone, for papers that come without an abstract.
 *
 * The decision threshold is the one that best balances precision and recall over the months (`chooseThreshold`,
 * background papers weighted for the papers they stand for); the title-only model keeps 0.5.
 *
 * `--cv` prints cross-validated numbers instead of writing: train on dev → test on the months, train on the months →
 * test on dev, and 5-fold over both (with and without abstracts; each fold chooses its own threshold). `--l2 N` sets
 * the penalty, `--stream-weight N` the row weight of labelled month papers, `--unchecked-weight N` that of each
 * unlabelled paper a background paper stands for, `--threshold T` fixes the threshold, `--word-terms N` the terms the
 * wording input keeps (0 leaves it out), `--dry-run` fits without writing.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crossValidate } from './cross-validate';
import { DEV_PATH, readLabelled, readMonths } from './dataset';
import {
  DEFAULT_L2,
  DEFAULT_SETTINGS,
  monthExamples,
  report,
  type Settings,
  STREAM_WEIGHT,
  toExamples,
  train,
  trainTitleOnly,
  UNCHECKED_WEIGHT,
} from './fit';
import { modelSource, toWeights, wordingSource } from './model-source';
import { WORD_TERMS } from './wording';

const MODEL_PATH = fileURLToPath(new URL('../../lib/topic/model.ts', import.meta.url));
const WORDING_PATH = fileURLToPath(new URL('../../lib/topic/wording-table.ts', import.meta.url));

/**
 * Fits the full model and the title-only one on all of data/topic/ and returns the model.ts and wording-table.ts
 * sources; `log` gets the in-sample report (numbers on the training data: a check that training worked, not a result).
 */
export function trainTopicModel(
  settings: Settings = DEFAULT_SETTINGS,
  log: (line: string) => void = () => {},
): { model: string; wording: string } {
  const dev = readLabelled(DEV_PATH);
  const months = readMonths();
  const devExamples = toExamples(dev, false, false);
  const monthRows = monthExamples(months, false);
  const full = train([...devExamples, ...monthRows], settings);
  log(report('in-sample dev', full, devExamples));
  log(report('in-sample months', full, monthRows));
  const devTitles = toExamples(dev, true, false);
  const monthTitles = monthExamples(months, true);
  const titleOnly = trainTitleOnly([...devTitles, ...monthTitles], settings);
  log(report('in-sample dev, titles only', titleOnly, devTitles));
  log(report('in-sample months, titles only', titleOnly, monthTitles));
  const labelled = months.reduce((total, month) => total + month.labelled.length, 0);
  const unlabelled = months.reduce((total, month) => total + month.summary.papers - month.summary.labelled, 0);
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const model = modelSource({
    trainedOn:
      `data/topic: dev (${dev.length}) + months ${first}…${last} labelled (${labelled}, weight ${settings.streamWeight}) ` +
      `+ background samples for ${unlabelled} unlabelled (weight ${settings.uncheckedWeight}); L2 ${settings.l2}; ` +
      `wording: ${full.wordOdds.size} word ratios, stacked over 5 folds; threshold balances precision and recall over the months`,
    ...toWeights(full),
    titleOnly: toWeights(titleOnly),
  });
  return { model, wording: wordingSource(full.wordOdds) };
}

function main(): void {
  const args = process.argv.slice(2);
  const flag = (name: string): number | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? Number(args[index + 1]) : undefined;
  };
  const settings: Settings = {
    l2: flag('--l2') ?? DEFAULT_L2,
    streamWeight: flag('--stream-weight') ?? STREAM_WEIGHT,
    uncheckedWeight: flag('--unchecked-weight') ?? UNCHECKED_WEIGHT,
    threshold: flag('--threshold'),
    wordTerms: flag('--word-terms') ?? WORD_TERMS,
  };
  if (args.includes('--cv')) {
    crossValidate(readLabelled(DEV_PATH), readMonths(), settings);
    return;
  }
  const { model, wording } = trainTopicModel(settings, (line) => console.log(line));
  if (args.includes('--dry-run')) return;
  writeFileSync(MODEL_PATH, model);
  writeFileSync(WORDING_PATH, wording);
  console.log(`wrote ${MODEL_PATH} and ${WORDING_PATH}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
