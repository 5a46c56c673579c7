/**
 * Answers the page scripts' `page/verdicts`, `page/state` and `page/abstracts`: which of a page's papers are saved, and
 * the topic's verdict on each — from the feed when it has the paper (judged there on its abstract), else from the shipped
 * classifier on what the page showed or an abstract cached earlier. A listing is sent the verdicts of the entries it
 * marks, a paper page its own verdict whatever it is. Marks the user turned off for the page get no verdicts (the page
 * script then shows none).
 */
import type { ArxivClient } from '../../lib/arxiv/client';
import { judgement } from '../../lib/feed/sync';
import { ABSTRACT_PAUSE_MS, type AbstractsInFlight, fetchAbstracts } from '../../lib/marks/abstracts';
import { pageVerdict } from '../../lib/marks/page-verdict';
import type { PaperPageHandshake } from '../../lib/messaging/page-handle';
import { type Handlers, type PageEntry, parsePaperPageHandshake, RejectedError } from '../../lib/messaging/protocol';
import type { PageStateEvent, PageVerdict } from '../../lib/messaging/shapes';
import type { MarkSite } from '../../lib/settings/mark-sites';
import type { Settings } from '../../lib/settings/settings';
import { paperIdFromUrl } from '../../lib/sites/url-id';
import type { RadarDb } from '../../lib/store/db';
import { savedIds } from '../../lib/store/saved-state';
import { classify } from '../../lib/topic/classifier';
import type { PageStateAnswer } from './page-boot';

export interface VerdictDeps {
  readSettings(): Promise<Settings>;
}

const marksOnFor = (deps: VerdictDeps) => async (site: MarkSite) => (await deps.readSettings()).marks[site];

const judge = (id: string, title: string, abstract: string): PageVerdict =>
  pageVerdict(id, judgement(classify({ id, title, abstract })), abstract.trim() === '');

export function verdictHandlers(
  db: RadarDb,
  client: ArxivClient,
  deps: VerdictDeps,
): Pick<Handlers, 'page/verdicts' | 'page/state' | 'page/abstracts'> {
  const marksOn = marksOnFor(deps);
  const verdictOfPaper = paperVerdicts(db, marksOn);
  // Set when arXiv failed to give abstracts: until then listings are answered from the cache alone.
  let pausedUntil = 0;
  const inFlight: AbstractsInFlight = new Map();

  const handlers: Pick<Handlers, 'page/verdicts' | 'page/state' | 'page/abstracts'> = {
    async 'page/verdicts'({ site, entries }) {
      const [saved, on] = await Promise.all([
        savedIds(
          db,
          entries.map((entry) => entry.id),
        ),
        marksOn(site),
      ]);
      const verdicts = on ? await verdictsFor(db, entries) : [];
      const titleOnly = verdicts.filter((verdict) => verdict.titleOnly).map((verdict) => verdict.id);
      return { saved: [...saved], marks: on, verdicts: markedOnly(verdicts).verdicts, titleOnly };
    },
    async 'page/state'(request, origin) {
      const paperId = request.paperId ?? (origin.url === undefined ? undefined : paperIdFromUrl(origin.url));
      const state = await paperPageState(db, verdictOfPaper, request, paperId);
      if (!state) throw new RejectedError('This page names no paper.');
      return { paperId: state.paperId, saved: state.saved, verdicts: state.verdicts };
    },
    async 'page/abstracts'({ site, ids }) {
      if (!(await marksOn(site))) return { verdicts: [], unmarked: [], error: '', marks: false };
      const outcome = await fetchAbstracts(db, client, ids, Date.now(), pausedUntil, inFlight);
      // A request that failed starts the pause; an answer from the cache during it does not lengthen it.
      if (outcome.error && Date.now() >= pausedUntil) {
        console.info(`[marks] abstracts not fetched: ${outcome.error}`);
        pausedUntil = Date.now() + ABSTRACT_PAUSE_MS;
      }
      const judged = markedOnly(outcome.found.map((found) => judge(found.id, found.title, found.abstract)));
      return { ...judged, error: outcome.error ?? '', marks: true };
    },
  };
  return handlers;
}

/**
 * The topic's verdict on each entry: from the feed when it has the paper (judged there on its abstract), else from the
 * shipped classifier on what the page showed, or an abstract cached earlier.
 */
async function verdictsFor(db: RadarDb, entries: readonly PageEntry[]): Promise<PageVerdict[]> {
  const ids = entries.map((entry) => entry.id);
  const [feedItems, cached] = await Promise.all([db.feed.bulkGet(ids), db.abstracts.bulkGet(ids)]);
  return entries.map((entry, index) => {
    const item = feedItems[index];
    if (item) return pageVerdict(entry.id, item, false);
    const abstract = entry.abstract?.trim() || cached[index]?.abstract || '';
    return judge(entry.id, entry.title, abstract);
  });
}

/**
 * What a listing is sent of these verdicts: those of the entries that get a mark (in the topic, or near misses), and
 * only the ids of the rest.
 */
function markedOnly(all: readonly PageVerdict[]): { verdicts: PageVerdict[]; unmarked: string[] } {
  const verdicts: PageVerdict[] = [];
  const unmarked: string[] = [];
  for (const verdict of all) {
    if (verdict.mark === 'out') unmarked.push(verdict.id);
    else verdicts.push(verdict);
  }
  return { verdicts, unmarked };
}

type PaperVerdicts = (site: MarkSite, entry: PageEntry) => Promise<PageVerdict[]>;

/** A paper page's verdict, "Not in the topic" included: unlike a listing, the page says why (none with marks off). */
function paperVerdicts(db: RadarDb, marksOn: (site: MarkSite) => Promise<boolean>): PaperVerdicts {
  return async (site, entry) => ((await marksOn(site)) ? verdictsFor(db, [entry]) : []);
}

/**
 * The state a paper page's script is handed after the background injected it (page-boot.ts), and what `page/state`
 * answers: whether the paper is saved, and the topic's verdict on what the page shows of it. Nothing without a paper.
 */
async function paperPageState(
  db: RadarDb,
  verdicts: PaperVerdicts,
  { site, title, abstract }: PaperPageHandshake,
  paperId: string | undefined,
): Promise<PageStateEvent | undefined> {
  if (paperId === undefined) return undefined;
  const [saved, judged] = await Promise.all([
    savedIds(db, [paperId]),
    site === undefined ? [] : verdicts(site, { id: paperId, title, abstract }),
  ]);
  return { type: 'page/state', paperId, saved: saved.has(paperId), verdicts: judged };
}

/** The hand-over's answer to what a paper page's script returned; nothing for a handshake that does not parse. */
export function paperPageAnswer(db: RadarDb, deps: VerdictDeps): PageStateAnswer {
  const verdicts = paperVerdicts(db, marksOnFor(deps));
  return async (raw, url) => {
    const handshake = parsePaperPageHandshake(raw);
    return handshake && paperPageState(db, verdicts, handshake, paperIdFromUrl(url));
  };
}
