/**
 * Answers the page scripts' `page/verdicts`, `page/state` and `page/abstracts`: which of a page's papers are saved, and
 * the topic's verdict on each — from the feed when it has the paper (judged there on its abstract), else from the shipped
 * classifier on what the page showed or an abstract cached earlier. Marks the user turned off for the page get no
 * verdicts (the page script then shows none).
 */
import type { ArxivClient } from '../../lib/arxiv/client';
import { judgement } from '../../lib/feed/sync';
import { fetchAbstracts } from '../../lib/marks/abstracts';
import { pageVerdict } from '../../lib/marks/page-verdict';
import type { PaperPageHandshake } from '../../lib/messaging/page-handle';
import { type Handlers, type PageEntry, parsePaperPageHandshake, RejectedError } from '../../lib/messaging/protocol';
import type { PageStateEvent, PageVerdict } from '../../lib/messaging/shapes';
import type { MarkSite } from '../../lib/settings/mark-sites';
import type { Settings } from '../../lib/settings/settings';
import { paperIdFromUrl } from '../../lib/sites/url-id';
import { type RadarDb, savedIds } from '../../lib/store/db';
import { classify } from '../../lib/topic/classifier';
import type { PageStateAnswer } from './page-boot';

export interface VerdictDeps {
  readSettings(): Promise<Settings>;
}

const judge = (id: string, title: string, abstract: string): PageVerdict =>
  pageVerdict(id, judgement(classify({ id, title, abstract })), abstract.trim() === '');

export function verdictHandlers(
  db: RadarDb,
  client: ArxivClient,
  deps: VerdictDeps,
): Pick<Handlers, 'page/verdicts' | 'page/state' | 'page/abstracts'> {
  const marksOn = async (site: MarkSite) => (await deps.readSettings()).marks[site];

  async function verdictsFor(entries: readonly PageEntry[]): Promise<PageVerdict[]> {
    const ids = entries.map((entry) => entry.id);
    const [feedItems, cached] = await Promise.all([db.feed.bulkGet(ids), db.abstracts.bulkGet(ids)]);
    return entries.map((entry, index) => {
      const item = feedItems[index];
      if (item) return pageVerdict(entry.id, item, false);
      const abstract = entry.abstract?.trim() || cached[index]?.abstract || '';
      return judge(entry.id, entry.title, abstract);
    });
  }

  const handlers: Pick<Handlers, 'page/verdicts' | 'page/state' | 'page/abstracts'> = {
    async 'page/verdicts'({ site, entries }) {
      const [saved, on] = await Promise.all([
        savedIds(
          db,
          entries.map((entry) => entry.id),
        ),
        marksOn(site),
      ]);
      return { saved: [...saved], verdicts: on ? await verdictsFor(entries) : [] };
    },
    async 'page/state'(request, origin) {
      const paperId = request.paperId ?? (origin.url === undefined ? undefined : paperIdFromUrl(origin.url));
      const state = await paperPageState(db, handlers['page/verdicts'], request, paperId);
      if (!state) throw new RejectedError('This page names no paper.');
      return { paperId: state.paperId, saved: state.saved, verdicts: state.verdicts };
    },
    async 'page/abstracts'({ site, ids }) {
      if (!(await marksOn(site))) return { verdicts: [] };
      const outcome = await fetchAbstracts(db, client, ids);
      if (outcome.error) console.info(`[marks] abstracts not fetched: ${outcome.error}`);
      return { verdicts: outcome.found.map((found) => judge(found.id, found.title, found.abstract)) };
    },
  };
  return handlers;
}

/**
 * The state a paper page's script is handed after the background injected it (page-boot.ts), and what `page/state`
 * answers: whether the paper is saved, and the verdict `page/verdicts` would give on what the page shows of it.
 * Nothing without a paper.
 */
async function paperPageState(
  db: RadarDb,
  verdicts: Handlers['page/verdicts'],
  { site, title, abstract }: PaperPageHandshake,
  paperId: string | undefined,
): Promise<PageStateEvent | undefined> {
  if (paperId === undefined) return undefined;
  if (site === undefined) {
    return { type: 'page/state', paperId, saved: (await savedIds(db, [paperId])).has(paperId), verdicts: [] };
  }
  const answer = await verdicts({ type: 'page/verdicts', site, entries: [{ id: paperId, title, abstract }] }, {});
  return { type: 'page/state', paperId, saved: answer.saved.includes(paperId), verdicts: answer.verdicts };
}

/** The hand-over's answer to what a paper page's script returned; nothing for a handshake that does not parse. */
export function paperPageAnswer(db: RadarDb, handlers: Pick<Handlers, 'page/verdicts'>): PageStateAnswer {
  return async (raw, url) => {
    const handshake = parsePaperPageHandshake(raw);
    return handshake && paperPageState(db, handlers['page/verdicts'], handshake, paperIdFromUrl(url));
  };
}
