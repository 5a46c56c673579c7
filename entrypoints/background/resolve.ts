/**
 * Answers `paper/resolve`: a paper page whose address names no paper stored here by itself (an ACL Anthology page, a
 * Semantic Scholar page) sends what it shows, and learns which paper that is and whether it is saved — under the id its
 * metadata names (a DOI, an arXiv id), or under the page's own key (lib/paper/normalize.ts keeps it as a name). It
 * writes nothing to the library: an app page (Semantic Scholar) can show the last paper's metadata under the next one's
 * address for a moment, and a name kept from that would make the next paper's page remove the last one. What it keeps
 * is the tab's own (lib/store/tab-papers.ts): its badge and the popup say what the page's control says, stale or not,
 * and a page can claim nothing for another tab.
 */
import { browser } from 'wxt/browser';
import { type Handlers, RejectedError } from '../../lib/messaging/protocol';
import { normalizePaperDraft } from '../../lib/paper/normalize';
import type { RadarDb } from '../../lib/store/db';
import { savedIds } from '../../lib/store/saved-state';
import { rememberTabPaper, sameDocument } from '../../lib/store/tab-papers';
import { showTabSaved } from './saved-events';

/** Whether the tab still shows the document at `url` (any section of it); yes when the sender's address is unknown. */
async function stillAt(tabId: number, url: string | undefined): Promise<boolean> {
  if (url === undefined) return true;
  const shown = await browser.tabs.get(tabId).then(
    (tab) => tab.url,
    () => undefined,
  );
  return shown !== undefined && sameDocument(shown, url);
}

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
      // Not for an address the tab has left meanwhile: an app page's next paper may have resolved already.
      if (origin.tabId !== undefined && origin.frameId === 0 && (await stillAt(origin.tabId, origin.url))) {
        if (origin.url !== undefined) await rememberTabPaper(origin.tabId, origin.url, names);
        await showTabSaved(origin.tabId, savedAs !== undefined);
      }
      return { paperId: savedAs ?? paper.id, saved: savedAs !== undefined };
    },
  };
}
