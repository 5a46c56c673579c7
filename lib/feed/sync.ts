/**
 * Fetching the topic feed from the arXiv API into the store. The first sync backfills eight weeks (enough for the
 * four-weeks-against-four-before trend); later syncs stop at papers already stored. Each page is classified and
 * written in one transaction as it arrives, so a failure part-way keeps everything fetched before it, and nothing
 * stored is ever removed by a failed refresh.
 */
import type { AtomFeed } from '../arxiv/atom';
import type { ArxivClient } from '../arxiv/client';
import { entryToDraft } from '../arxiv/to-draft';
import { mergePaper } from '../paper/merge';
import { normalizeTypedDraft } from '../paper/normalize';
import type { Paper } from '../paper/schema';
import { type FeedItem, type RadarDb, readKv, writeKv } from '../store/db';
import type { UpdateRecord } from '../store/tables';
import { inJudgeBand } from '../topic/judge-band';
import { TOPIC_MODEL } from '../topic/model';
import { TREND_DAYS } from '../topic/stats';
import type { TopicInput, TopicVerdict } from '../topic/types';
import { takeAnswer } from '../watch/take-answer';
import { allPapersQuery, candidateQuery } from './query';
import { FEED_STATE_KEY, FEED_TOTALS_KEY, type FeedState, parseFeedState, parseFeedTotals } from './state';

const DAY = 86_400_000;
/** Both of the trend's four-week windows: the first sync fetches that far back. */
export const BACKFILL_DAYS = TREND_DAYS;
/** Papers per API call. */
export const PAGE_SIZE = 200;
/** A hard stop, so a misbehaving API can't keep the worker fetching forever. */
const MAX_PAGES = 40;

export interface SyncDeps {
  db: RadarDb;
  client: ArxivClient;
  classify(input: TopicInput): TopicVerdict;
  now(): number;
  log?(message: string): void;
}

/** Reasons kept for and against a paper: what the detail pane has room for. */
const REASONS = 4;

export interface SyncOutcome {
  ok: boolean;
  /** Papers new to the feed. */
  added: number;
  /** New papers the classifier kept. */
  addedInTopic: number;
  pages: number;
  error?: string;
}

/** The strongest evidence on one side, as short phrases ("label: term, term"); a reason without terms is its label. */
function reasons(verdict: TopicVerdict, side: (contribution: number) => boolean): string[] {
  return verdict.evidence
    .filter((evidence) => side(evidence.contribution))
    .slice(0, REASONS)
    .map((evidence) => (evidence.terms.length === 0 ? evidence.label : `${evidence.label}: ${evidence.terms.slice(0, 3).join(', ')}`));
}

/** What the feed keeps of a verdict (and what the marks on arXiv's pages show). */
export type Judgement = Pick<FeedItem, 'score' | 'inTopic' | 'tags' | 'why'> & { against?: string[] };

export function judgement(verdict: TopicVerdict): Required<Judgement> {
  return {
    score: Math.round(verdict.score * 10_000) / 10_000,
    inTopic: verdict.inTopic ? 1 : 0,
    tags: verdict.tags.map((tag) => tag.label),
    why: reasons(verdict, (contribution) => contribution > 0),
    against: reasons(verdict, (contribution) => contribution < 0),
  };
}

/** Classifies one paper into the row the feed stores. */
export function feedItem(paper: Paper, verdict: TopicVerdict, addedAt: number): FeedItem {
  return { paperId: paper.id, published: paper.published ?? '', addedAt, ...judgement(verdict) };
}

/**
 * A re-scored row keeps the judge's opinion (lib/judge/feed-pass.ts), which goes on deciding whether it is in the
 * feed; the new local verdict waits beside it for the day the judge is turned off. Not when the paper's text changed
 * (the opinion was on the old abstract; the judge reads the new one) or its new score left the band (the classifier
 * is sure now).
 */
function keepOpinion(row: FeedItem, previous: FeedItem | undefined, textChanged: boolean): FeedItem {
  const second = previous?.second;
  if (second === undefined || textChanged || !inJudgeBand(row.score, TOPIC_MODEL.threshold)) return row;
  return { ...row, inTopic: second.verdict === 'in' ? 1 : 0, second: { ...second, localInTopic: row.inTopic } };
}

/**
 * A paper's feed row as `classify` scores it: added at `addedAt`, keeping the previous row's second opinion as
 * `keepOpinion` says. Shared by a refresh and by scoring the stored feed again (rescore.ts).
 */
export function scoredRow(
  classify: SyncDeps['classify'],
  paper: Paper,
  addedAt: number,
  previous: FeedItem | undefined,
  textChanged: boolean,
): FeedItem {
  const { id, title, abstract, authors, categories } = paper;
  return keepOpinion(feedItem(paper, classify({ id, title, abstract, authors, categories }), addedAt), previous, textChanged);
}

/** Normalises, classifies and stores one parsed page of API results. */
export async function ingestPage(
  deps: SyncDeps,
  feed: AtomFeed,
): Promise<{ papers: Paper[]; added: number; addedInTopic: number; known: number }> {
  const papers: Paper[] = [];
  for (const entry of feed.entries) {
    const normalized = normalizeTypedDraft(entryToDraft(entry), {
      site: 'feed',
      url: 'https://export.arxiv.org/api/query',
      at: deps.now(),
    });
    if (normalized.ok) papers.push(normalized.paper);
    else deps.log?.(`feed entry ${entry.arxiv.id} skipped: ${normalized.error}`);
  }
  return { papers, ...(await storePage(deps, papers)) };
}

/** Writes one page: papers merged, feed rows added or re-scored (keeping when they were first added). */
async function storePage(deps: SyncDeps, papers: Paper[]): Promise<{ added: number; addedInTopic: number; known: number }> {
  const now = deps.now();
  const { db } = deps;
  return db.transaction('rw', [db.papers, db.feed, db.saved, db.updates], async () => {
    // Most of a page is new to the store: find which papers it already has by key (no values to read), then read
    // only those. Reading every id cost a first sync a tenth of its time.
    const ids = papers.map((paper) => paper.id);
    const [knownPapers, knownRows, savedIds] = await Promise.all([
      db.papers.where(':id').anyOf(ids).primaryKeys(),
      db.feed.where(':id').anyOf(ids).primaryKeys(),
      db.saved.where(':id').anyOf(ids).primaryKeys(),
    ]);
    const stored = new Map((await db.papers.bulkGet(knownPapers)).flatMap((paper) => (paper ? [[paper.id, paper] as const] : [])));
    const rows = new Map((await db.feed.bulkGet(knownRows)).flatMap((row) => (row ? [[row.paperId, row] as const] : [])));
    const saved = new Set<string>(savedIds);
    let added = 0;
    let addedInTopic = 0;
    const updates: UpdateRecord[] = [];
    const merged = papers.map((paper) => {
      const previous = stored.get(paper.id);
      if (!previous) return paper;
      if (!saved.has(paper.id)) return mergePaper(previous, paper);
      // A new version of a saved paper, met here first: recorded as the weekly check would (its history and the
      // library's "Updated"), not taken in silently.
      const taken = takeAnswer(previous, paper, now);
      if (taken?.update) updates.push(taken.update);
      return taken?.paper ?? previous;
    });
    const items = merged.map((paper) => {
      const previous = rows.get(paper.id);
      const before = stored.get(paper.id);
      const textChanged = before !== undefined && (before.title !== paper.title || before.abstract !== paper.abstract);
      const row = scoredRow(deps.classify, paper, previous?.addedAt ?? now, previous, textChanged);
      if (!previous) {
        added++;
        // The classifier's own call, as before the second opinion (a new row has none).
        if (row.inTopic === 1) addedInTopic++;
      }
      return row;
    });
    await db.papers.bulkPut(merged);
    await db.feed.bulkPut(items);
    await db.updates.bulkAdd(updates);
    return { added, addedInTopic, known: rows.size };
  });
}

async function writeState(db: RadarDb, patch: FeedState): Promise<FeedState> {
  const state = { ...parseFeedState(await readKv(db, FEED_STATE_KEY)), ...patch };
  for (const key of Object.keys(state) as (keyof FeedState)[]) if (state[key] === undefined) delete state[key];
  await writeKv(db, FEED_STATE_KEY, state);
  return state;
}

/** What a run the worker's stop cut off is said to have ended with. */
export const INTERRUPTED = 'The last refresh was cut off before it finished; the next one reads on from where it was.';

/**
 * Settles a run the browser stopped with the worker (its state still says "refreshing", and no run is going): the
 * popup then says so and offers a retry instead of "Refreshing…" for good, and the next run resumes (see syncFeed).
 * Call it only where no run is going.
 */
export async function settleInterruptedSync(db: RadarDb): Promise<void> {
  const state = parseFeedState(await readKv(db, FEED_STATE_KEY));
  if (state.refreshing === true) await writeState(db, { refreshing: false, lastError: state.lastError ?? INTERRUPTED });
}

/** Runs one sync. Never throws for network or API trouble: the outcome and the stored state say what happened. */
export async function syncFeed(deps: SyncDeps): Promise<SyncOutcome> {
  const { db, client } = deps;
  const started = deps.now();
  const previous = parseFeedState(await readKv(db, FEED_STATE_KEY));
  // A run that failed, or was stopped with the worker, may have stored its newest pages and not the ones below them:
  // this one reads on down to the horizon instead of stopping at the first page it finds stored, or the papers between
  // would never arrive (the newest seen moves on only when a run completes).
  const resumes = previous.refreshing === true || previous.lastError !== undefined;
  const before = await writeState(db, { lastAttemptAt: started, refreshing: true });
  const first = before.backfilledAt === undefined;
  // Incremental syncs re-read two days below the newest paper seen: arXiv announces in batches.
  const horizon = first ? started - BACKFILL_DAYS * DAY : Date.parse(`${before.newestPublished ?? '1991-01-01'}T00:00:00Z`) - 2 * DAY;
  let newest = before.newestPublished;
  const outcome: SyncOutcome = { ok: true, added: 0, addedInTopic: 0, pages: 0 };

  for (let start = 0; outcome.pages < MAX_PAGES; start += PAGE_SIZE) {
    const result = await client.query(
      { searchQuery: candidateQuery(), start, maxResults: PAGE_SIZE, sortBy: 'submittedDate', sortOrder: 'descending' },
      { fresh: true },
    );
    if (!result.ok) {
      await writeState(db, {
        refreshing: false,
        lastError: result.error.message,
        offline: result.error.kind === 'offline' || result.error.kind === 'timeout',
      });
      return { ...outcome, ok: false, error: result.error.message };
    }
    outcome.pages++;
    const { papers, ...page } = await ingestPage(deps, result.feed);
    outcome.added += page.added;
    outcome.addedInTopic += page.addedInTopic;
    for (const paper of papers) if (paper.published && (!newest || paper.published > newest)) newest = paper.published;

    const oldest = Math.min(...result.feed.entries.map((entry) => Date.parse(entry.published)));
    const exhausted = result.feed.entries.length + result.feed.skipped.length < PAGE_SIZE || start + PAGE_SIZE >= result.feed.totalResults;
    const reachedKnown = !first && !resumes && page.known === papers.length;
    if (exhausted || reachedKnown || oldest < horizon) break;
  }
  await writeState(db, {
    refreshing: false,
    lastSuccessAt: deps.now(),
    lastError: undefined,
    offline: undefined,
    newestPublished: newest,
    backfilledAt: before.backfilledAt ?? deps.now(),
  });
  return outcome;
}

/** Counts all new arXiv papers in the last four weeks, at most once a UTC day. */
export async function refreshTotals(deps: Pick<SyncDeps, 'db' | 'client' | 'now'>): Promise<void> {
  const now = deps.now();
  const day = new Date(now).toISOString().slice(0, 10);
  if (parseFeedTotals(await readKv(deps.db, FEED_TOTALS_KEY))?.day === day) return;
  const result = await deps.client.query({ searchQuery: allPapersQuery({ from: now - 28 * DAY, to: now }), maxResults: 0 });
  if (result.ok && result.feed.totalResults > 0) await writeKv(deps.db, FEED_TOTALS_KEY, { day, lastFourWeeks: result.feed.totalResults });
}
