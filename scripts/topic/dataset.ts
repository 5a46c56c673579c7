/**
 * The labelled data the classifier is built and checked on, kept in the project (data/topic/, see its README): the
 * hand-labelled dev set, and for each month the settled labels of its candidate pool with the papers' texts, plus a
 * fixed sample of the month's unlabelled papers. `npm run data:topic` rebuilds the folder from whole months.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TopicInput } from '../../lib/topic/types';

/** data/topic/ in the project. */
export const DATA_DIR = fileURLToPath(new URL('../../data/topic/', import.meta.url));

/** The dev set: 456 papers, label 1 = in the topic, 0 with a `kind` of hard negative. */
export const DEV_PATH = join(DATA_DIR, 'dev.jsonl');

/** Kind given to papers nobody labelled (outside a month's candidate pool); counted as negatives for precision. */
export const UNLABELLED = 'unlabelled';

/** What data/topic/months.json records of one month. */
export interface MonthSummary {
  /** Papers in the whole month of listings. */
  papers: number;
  /** Papers of its candidate pool, each labelled by two blind readers. */
  labelled: number;
  /** Labelled papers in the topic. */
  positives: number;
  /** Labelled papers the two readers disagreed on, settled by a third. */
  settled: number;
  /** Unlabelled papers kept as the month's background sample. */
  background: number;
}

/** A paper with what we know about it. */
export interface LabelledPaper {
  /** What the classifier sees. */
  input: TopicInput;
  /** 1 = in the topic, 0 = not (unlabelled papers count as 0). */
  label: 0 | 1;
  /** `positive`, a negative kind such as `reasoning`, or `unlabelled`. */
  kind: string;
  /** Whether a person labelled it (false only for unlabelled papers). */
  checked: boolean;
}

/** One month: its labelled pool, its background sample and how many papers each stands for. */
export interface LabelledMonth {
  /** `YYYY-MM`. */
  month: string;
  labelled: LabelledPaper[];
  background: LabelledPaper[];
  summary: MonthSummary;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** The day arXiv announced each paper of the labelled months and their background samples (`day` in the files). */
export function announcementDays(dir = DATA_DIR): Map<string, string> {
  const days = new Map<string, string>();
  for (const folder of ['months', 'background']) {
    for (const file of readdirSync(join(dir, folder))) {
      for (const line of readFileSync(join(dir, folder, file), 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const row = JSON.parse(line) as { id?: unknown; day?: unknown };
        if (typeof row.id === 'string' && typeof row.day === 'string') days.set(row.id, row.day);
      }
    }
  }
  return days;
}

/** Reads a labelled JSON-lines file; rows without a `label` become unchecked negatives of kind `unlabelled`. */
export function readLabelled(path: string): LabelledPaper[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      const checked = row.label === 0 || row.label === 1;
      return {
        input: {
          id: String(row.id),
          title: String(row.title ?? ''),
          abstract: String(row.abstract ?? ''),
          authors: stringList(row.authors),
          categories: stringList(row.categories),
        },
        label: row.label === 1 ? 1 : 0,
        kind: checked ? String(row.kind ?? (row.label === 1 ? 'positive' : 'negative')) : UNLABELLED,
        checked,
      };
    });
}

/** Every labelled month in data/topic (or `dir`), oldest first. */
export function readMonths(dir = DATA_DIR): LabelledMonth[] {
  const summaries = JSON.parse(readFileSync(join(dir, 'months.json'), 'utf8')) as Record<string, MonthSummary>;
  return Object.keys(summaries)
    .sort()
    .map((month) => ({
      month,
      labelled: readLabelled(join(dir, 'months', `${month}.jsonl`)),
      background: readLabelled(join(dir, 'background', `${month}.jsonl`)),
      summary: summaries[month] as MonthSummary,
    }));
}

/**
 * The month as the feed meets it: its labelled pool and its background sample cycled to stand for all its unlabelled
 * papers (the pool alone over-represents the papers that mention RL or agents, which cost the classifier most).
 */
export function monthMix(month: LabelledMonth): TopicInput[] {
  const unlabelled = month.summary.papers - month.summary.labelled;
  const background = Array.from({ length: unlabelled }, (_, i) => month.background[i % month.background.length]?.input as TopicInput);
  return [...background, ...month.labelled.map((paper) => paper.input)];
}

/** How many of the month's unlabelled papers one background paper stands for. */
export function backgroundScale(month: LabelledMonth): number {
  const unlabelled = month.summary.papers - month.summary.labelled;
  return month.background.length === 0 ? 0 : unlabelled / month.background.length;
}

/**
 * The month's whole listing in `dir` (`stream-YYYY-MM.jsonl`) with the labels of its pool: every other paper is an
 * unlabelled negative. (forward.ts `testedPapers` leaves out those that belong to another month.)
 */
export function wholeMonth(dir: string, month: LabelledMonth): LabelledPaper[] {
  const byId = new Map(month.labelled.map((paper) => [paper.input.id, paper]));
  return readLabelled(join(dir, `stream-${month.month}.jsonl`)).map(
    (paper) => byId.get(paper.input.id) ?? { ...paper, label: 0, kind: UNLABELLED, checked: false },
  );
}
