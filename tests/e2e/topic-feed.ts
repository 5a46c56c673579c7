/**
 * The topic as a researcher's popup shows it, for the README's pictures: real on-topic papers, each with the tags,
 * reasons and score the shipped classifier gives it, dated so the trend line and the 12-week chart have history.
 */
import { readFileSync } from 'node:fs';
import { FEED_STATE_KEY, FEED_TOTALS_KEY } from '../../lib/feed/state';
import { feedItem } from '../../lib/feed/sync';
import type { Paper } from '../../lib/paper/schema';
import { classify } from '../../lib/topic/classifier';
import type { SeedRecords } from './seed-store';

interface LabelledRow {
  id: string;
  title: string;
  abstract: string;
  authors: string[];
  categories: string[];
  label?: number;
  /** Stream rows only: the day arXiv announced the paper. */
  day?: string;
}

const DAY = 86_400_000;

/** All new arXiv papers in four weeks, the order of magnitude arXiv announces in 2026 (for the share of the topic). */
const ARXIV_FOUR_WEEKS = 24_000;

/** The on-topic papers of one file of the project's labelled data (data/topic/). */
function onTopic(file: string): LabelledRow[] {
  return readFileSync(new URL(`../../data/topic/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LabelledRow)
    .filter((row) => row.label === 1);
}

/**
 * May 2026's hand-labelled on-topic papers on their real days, moved so the last of them is today, and
 * the dev set's on-topic papers spread over the eight weeks before (the dev set has no dates). Titles, authors and
 * abstracts are the papers' own.
 */
export function topicFeed(now = Date.now()): SeedRecords {
  const stream = onTopic('months/2026-05.jsonl');
  const lastDay = Math.max(...stream.map((row) => Date.parse(`${row.day}T00:00:00Z`)));
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  const dev = onTopic('dev.jsonl');
  const dated = [
    ...stream.map((row) => ({ row, at: today - (lastDay - Date.parse(`${row.day}T00:00:00Z`)) })),
    ...dev.map((row, i) => ({ row, at: today - (29 + Math.floor((i * 56) / dev.length)) * DAY })),
  ];
  const papers: Paper[] = [];
  const feed: SeedRecords['feed'] = [];
  for (const { row, at } of dated) {
    const paper: Paper = {
      id: row.id,
      title: row.title,
      authors: row.authors,
      affiliations: [],
      abstract: row.abstract.replace(/\s+/g, ' ').trim(),
      categories: row.categories,
      published: new Date(at).toISOString().slice(0, 10),
      absUrl: `https://arxiv.org/abs/${row.id}`,
      pdfUrl: `https://arxiv.org/pdf/${row.id}`,
      source: { site: 'feed', url: 'https://export.arxiv.org/api/query', at: now },
    };
    papers.push(paper);
    feed.push(feedItem(paper, classify(paper), at));
  }
  return {
    papers,
    feed,
    kv: [
      { key: FEED_TOTALS_KEY, value: { day: new Date(now).toISOString().slice(0, 10), lastFourWeeks: ARXIV_FOUR_WEEKS } },
      {
        key: FEED_STATE_KEY,
        value: { lastAttemptAt: now, lastSuccessAt: now, backfilledAt: now, newestPublished: new Date(today).toISOString().slice(0, 10) },
      },
    ],
  };
}
