/**
 * Answers `paper/resolve`: a paper page whose address names no paper stored here by itself (an ACL Anthology page, a
 * Semantic Scholar page) sends what it shows, and learns which paper that is and whether it is saved — under the id its
 * metadata names (a DOI, an arXiv id), or under the page's own key (lib/paper/normalize.ts keeps it as a name). It
 * writes nothing: an app page (Semantic Scholar) can show the last paper's metadata under the next one's address for a
 * moment, and a name kept from that would make the next paper's page remove the last one.
 */
import { type Handlers, RejectedError } from '../../lib/messaging/protocol';
import { normalizePaperDraft } from '../../lib/paper/normalize';
import type { RadarDb } from '../../lib/store/db';
import { savedIds } from '../../lib/store/saved-state';
import { rememberTabPaper } from '../../lib/store/tab-papers';
import { showTabSaved } from './saved-events';

export function resolveHandler(db: RadarDb, now: () => number = Date.now): Pick<Handlers, 'paper/resolve'> {
  return {
    async 'paper/resolve'({ draft }, origin) {
      const normalized = normalizePaperDraft(draft, { site: 'resolve', url: '', at: now() });
      if (!normalized.ok) throw new RejectedError(normalized.error);
      const { paper } = normalized;
      const names = [paper.id, ...(paper.alsoKnownAs ?? [])];
      const saved = await savedIds(db, names);
      const savedAs = names.find((name) => saved.has(name));
      // The toolbar says what the page's control says: the address alone can't tell a paper stored under its DOI. The
      // names are kept for the tab, so the badge says it again when the user comes back and the popup agrees.
      if (origin.tabId !== undefined && origin.frameId === 0) {
        if (origin.url !== undefined) await rememberTabPaper(origin.tabId, origin.url, names);
        await showTabSaved(origin.tabId, savedAs !== undefined);
      }
      return { paperId: savedAs ?? paper.id, saved: savedAs !== undefined };
    },
  };
}
