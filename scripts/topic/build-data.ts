/**
 * `npm run data:topic -- DIR`: (re)builds data/topic/ from the large, optional source data in DIR — whole months of
 * AI listings (`stream-YYYY-MM.jsonl`), the dev set (`topic-labels-dev.jsonl`) and the settled labels of the months'
 * candidate pools (`topic-labels-YYYY-MM-MM.tsv`), with the labels added to those pools since (`labels-added.tsv` in
 * data/topic/). The project keeps only what training and tests need: every labelled
 * paper with its text, and a small fixed sample of each month's unlabelled papers (the base rate a real month has).
 * Not part of `npm test`: a clone trains and tests from data/topic/ alone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKGROUND_PER_MONTH, backgroundSample } from './background-sample';
import { DATA_DIR, type MonthSummary } from './dataset';

interface StreamRow {
  id: string;
  title: string;
  abstract: string;
  authors?: string[];
  categories?: string[];
  day?: string;
}

interface Label {
  month: string;
  label: 0 | 1;
  kind: string;
  how: string;
}

/** Labels added to the source's pools (see main), in the source's format. */
const ADDED_LABELS = join(DATA_DIR, 'labels-added.tsv');

function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** The labels TSV: `id, month, label, kind, how` with a header line. */
function readLabels(path: string): Map<string, Label> {
  const labels = new Map<string, Label>();
  const [header, ...lines] = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  if (header?.split('\t').join(',') !== 'id,month,label,kind,how') throw new Error(`${path}: unexpected header ${header}`);
  for (const line of lines) {
    const [id, month, label, kind, how] = line.split('\t');
    if (!id || !month || !kind || !how || (label !== '0' && label !== '1')) throw new Error(`${path}: bad line ${line}`);
    labels.set(id, { month, label: label === '1' ? 1 : 0, kind, how });
  }
  return labels;
}

/** Only the fields the classifier and the tests read, in a fixed order, so a rebuild is byte-identical. */
function text(row: StreamRow) {
  return {
    id: row.id,
    title: row.title,
    abstract: row.abstract,
    authors: row.authors ?? [],
    categories: row.categories ?? [],
    day: row.day,
  };
}

function writeJsonLines(path: string, rows: readonly object[]): void {
  writeFileSync(path, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

function main(): void {
  const source = process.argv[2];
  if (source === undefined || !existsSync(source)) {
    console.error(`data:topic needs the folder of whole months and labels as its argument (got ${source ?? 'nothing'})`);
    process.exit(2);
  }
  const files = readdirSync(source);
  const tsv = files.find((name) => /^topic-labels-\d{4}-\d{2}-\d{2}\.tsv$/.test(name));
  if (tsv === undefined) throw new Error(`${source}: no topic-labels-YYYY-MM-MM.tsv`);
  const labels = readLabels(join(source, tsv));
  // Papers outside the pools that a model accepted, labelled later by the same protocol (data/topic/README.md): kept
  // in the project, so a rebuild keeps them.
  if (existsSync(ADDED_LABELS)) {
    for (const [id, label] of readLabels(ADDED_LABELS)) {
      if (labels.has(id)) throw new Error(`${ADDED_LABELS}: ${id} is labelled in ${tsv} already`);
      labels.set(id, label);
    }
  }
  mkdirSync(join(DATA_DIR, 'months'), { recursive: true });
  mkdirSync(join(DATA_DIR, 'background'), { recursive: true });

  const summaries: Record<string, MonthSummary> = {};
  for (const name of files.filter((file) => /^stream-\d{4}-\d{2}\.jsonl$/.test(file)).sort()) {
    const month = name.slice('stream-'.length, -'.jsonl'.length);
    const rows = readJsonLines<StreamRow>(join(source, name));
    const labelled = rows
      .filter((row) => labels.get(row.id)?.month === month)
      .map((row) => {
        const { label, kind, how } = labels.get(row.id) as Label;
        return { ...text(row), month, label, kind, how };
      });
    const expected = [...labels.values()].filter((label) => label.month === month).length;
    if (labelled.length !== expected) throw new Error(`${month}: ${expected} labels but ${labelled.length} papers found`);
    const unlabelled = rows.filter((row) => !labels.has(row.id));
    const background = backgroundSample(unlabelled, BACKGROUND_PER_MONTH).map(text);
    writeJsonLines(join(DATA_DIR, 'months', `${month}.jsonl`), labelled);
    writeJsonLines(join(DATA_DIR, 'background', `${month}.jsonl`), background);
    summaries[month] = {
      papers: rows.length,
      labelled: labelled.length,
      positives: labelled.filter((row) => row.label === 1).length,
      settled: labelled.filter((row) => row.how === 'settled').length,
      background: background.length,
    };
    console.log(`${month}: ${rows.length} papers, ${labelled.length} labelled, ${background.length} in the background sample`);
  }
  writeFileSync(join(DATA_DIR, 'months.json'), `${JSON.stringify(summaries, null, 2)}\n`);
  writeFileSync(join(DATA_DIR, 'dev.jsonl'), readFileSync(join(source, 'topic-labels-dev.jsonl')));
  console.log(`wrote ${fileURLToPath(new URL(`file://${DATA_DIR}`))}`);
}

main();
