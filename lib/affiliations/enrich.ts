/**
 * Affiliations for the papers that matter most — the feed's papers in the topic and the saved arXiv papers — read
 * from the author block of their HTML full text (`https://arxiv.org/html/ID`, parse.ts), since the arXiv API almost
 * never names them. Only papers still without affiliations, through the arXiv client's queue (one request every 3 s,
 * never two at once, the feed's and the weekly check's included), at most RUN_LIMIT a run; a paper without an HTML
 * version, or whose author block names no institution, is not asked again for a week; one whose page arXiv refused or
 * sent elsewhere, for a day (it must not block the papers behind it). Offline, or with arXiv down, the run stops and
 * runs are paused for an hour: the worker wakes at every page load, and each run would ask again.
 */
import type { ArxivClient } from '../arxiv/client';
import type { Paper } from '../paper/schema';
import { type RadarDb, readKv, writeKv } from '../store/db';
import type { AffiliationCheck } from '../store/tables';
import { parseLatexmlAuthors } from './parse';

/** Papers read per run: a library saved before this existed is caught up over a few runs, not in one long one. */
export const RUN_LIMIT = 60;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Epoch ms before which no run asks arXiv, set when one stopped on arXiv's side (offline, timeouts, 5xx). */
export const AFFILIATIONS_PAUSED_KEY = 'affiliations.pausedUntil';
export const PAUSE_MS = 3_600_000;
const REFUSED_IN_A_ROW = 2;

/** How long a check holds: a page that failed on its own is asked again sooner than one that had nothing. */
const checkHolds = (check: AffiliationCheck) => (check.outcome === 'failed' ? DAY_MS : WEEK_MS);

export interface EnrichOutcome {
  /** HTML pages asked for. */
  requests: number;
  /** Papers that got affiliations. */
  found: number;
  error?: string;
}

/** The papers to read, feed papers in the topic first (newest first), then saved ones; none asked within the week. */
export async function papersLackingAffiliations(db: RadarDb, now: number, limit = RUN_LIMIT): Promise<string[]> {
  const feed = (await db.feed.where('inTopic').equals(1).toArray())
    .sort((a, b) => (a.published < b.published ? 1 : -1))
    .map((item) => item.paperId);
  const saved = (await db.saved.toCollection().primaryKeys()) as string[];
  const candidates = [...new Set([...feed, ...saved])].filter((id) => !id.includes(':'));
  const [papers, checks] = await Promise.all([db.papers.bulkGet(candidates), db.affiliationChecks.bulkGet(candidates)]);
  return candidates
    .filter((_, index) => {
      const paper = papers[index];
      const check = checks[index];
      return paper !== undefined && !paper.pending && paper.affiliations.length === 0 && !(check && now - check.at < checkHolds(check));
    })
    .slice(0, limit);
}

/** Stores what one page gave: the paper's affiliations (and per author), and that it was read. */
async function store(
  db: RadarDb,
  id: string,
  outcome: AffiliationCheck['outcome'],
  at: number,
  parsed?: ReturnType<typeof parseLatexmlAuthors>,
) {
  await db.transaction('rw', db.papers, db.affiliationChecks, async () => {
    if (parsed && parsed.affiliations.length > 0) {
      const paper = await db.papers.get(id);
      // Whatever a sighting or an import put there meanwhile stays.
      if (paper && paper.affiliations.length === 0) {
        const next: Paper = { ...paper, affiliations: parsed.affiliations, authorAffiliations: parsed.authors };
        await db.papers.put(next);
      }
    }
    await db.affiliationChecks.put({ id, at, outcome });
  });
}

export async function enrichAffiliations(db: RadarDb, client: ArxivClient, now: () => number = Date.now): Promise<EnrichOutcome> {
  const outcome: EnrichOutcome = { requests: 0, found: 0 };
  const pausedUntil = await readKv(db, AFFILIATIONS_PAUSED_KEY);
  if (typeof pausedUntil === 'number' && now() < pausedUntil) return outcome;
  let refusedInARow = 0;
  for (const id of await papersLackingAffiliations(db, now())) {
    const page = await client.page(`https://arxiv.org/html/${id}`);
    outcome.requests += 1;
    if (!page.ok && page.error.kind === 'not-found') {
      refusedInARow = 0;
      await store(db, id, 'no-html', now());
      continue;
    }
    // One page refused or sent elsewhere is that page's trouble, and the papers behind it go on; two in a row say arXiv
    // refuses this client (a 403 for everyone), and asking on would only repeat it.
    if (!page.ok && page.error.kind === 'bad-response' && ++refusedInARow < REFUSED_IN_A_ROW) {
      await store(db, id, 'failed', now());
      continue;
    }
    if (!page.ok) {
      await writeKv(db, AFFILIATIONS_PAUSED_KEY, now() + PAUSE_MS);
      return { ...outcome, error: page.error.message };
    }
    refusedInARow = 0;
    const parsed = parseLatexmlAuthors(page.text);
    const found = parsed !== undefined && parsed.affiliations.length > 0;
    await store(db, id, found ? 'found' : 'none', now(), parsed);
    if (found) outcome.found += 1;
  }
  return outcome;
}
