/**
 * Answers `paper/resolve`: a paper page whose address names no paper stored here by itself (an ACL Anthology page, a
 * Semantic Scholar page) sends what it shows, and learns which paper that is and whether it is saved — under the id its
 * metadata names (a DOI, an arXiv id), or under the page's own key (lib/paper/normalize.ts keeps it as a name).
 */
import { type Handlers, RejectedError } from '../../lib/messaging/protocol';
import { normalizePaperDraft } from '../../lib/paper/normalize';
import { paperNamesFromUrl } from '../../lib/sites/url-id';
import type { RadarDb } from '../../lib/store/db';
import { holderOf, rememberSiteKey, savedIds } from '../../lib/store/saved-state';
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
      if (savedAs !== undefined && origin.url !== undefined) {
        // The page's PDF tab names only the page's key: the saved paper is known by it from now on. Only by the names
        // the sender's own address gives (lib/sites/url-id.ts), whatever the draft claims.
        const holder = await holderOf(db, savedAs);
        for (const name of paperNamesFromUrl(origin.url)) await rememberSiteKey(db, holder, name);
      }
      // The toolbar says what the page's control says: the address alone can't tell a paper stored under its DOI.
      if (origin.tabId !== undefined && origin.frameId === 0) await showTabSaved(origin.tabId, savedAs !== undefined);
      return { paperId: savedAs ?? paper.id, saved: savedAs !== undefined };
    },
  };
}
