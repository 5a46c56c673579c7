/** Saving and un-saving papers on behalf of content scripts and pages, and telling open tabs about it. */
import { browser } from 'wxt/browser';
import { type RadarDb, restoreSaved, savedIds, savePaper, unsavePaper } from '../../lib/db';
import { type Handlers, RejectedError, type SavedChangedEvent } from '../../lib/messages';
import { normalizePaperDraft, type SavedRecord } from '../../lib/paper';

async function tellTab(tabId: number, event: SavedChangedEvent): Promise<void> {
  try {
    await browser.tabs.sendMessage(tabId, event);
  } catch {
    // No content script in that tab: nothing there shows saved state.
  }
}

/** Tells every tab's content script that these papers changed state, so pages saved elsewhere show it too. */
async function broadcast(event: SavedChangedEvent): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(tabs.flatMap((tab) => (tab.id === undefined ? [] : [tellTab(tab.id, event)])));
}

/** Handlers for the paper/* requests, over one database. */
export function paperHandlers(db: RadarDb): Handlers {
  // What the last un-save removed, per paper, so "Undo" brings back its notes and tags too.
  const removed = new Map<string, SavedRecord>();
  return {
    async 'paper/save'(request) {
      const normalized = normalizePaperDraft(request.draft, { site: request.site, url: request.pageUrl, at: Date.now() });
      if (!normalized.ok) throw new RejectedError(normalized.error);
      const outcome = await savePaper(db, normalized.paper, { collectionId: request.collectionId });
      removed.delete(normalized.paper.id);
      void broadcast({ type: 'saved/changed', paperIds: [normalized.paper.id], saved: true });
      return { paperId: normalized.paper.id, created: outcome.created };
    },
    async 'paper/unsave'({ paperId }) {
      const record = await unsavePaper(db, paperId);
      if (record) removed.set(paperId, record);
      void broadcast({ type: 'saved/changed', paperIds: [paperId], saved: false });
      return { paperId, removed: record !== undefined };
    },
    async 'paper/undo-unsave'({ paperId }) {
      const record = removed.get(paperId);
      const restored = record !== undefined && (await restoreSaved(db, record));
      if (restored) {
        removed.delete(paperId);
        void broadcast({ type: 'saved/changed', paperIds: [paperId], saved: true });
      }
      return { paperId, restored };
    },
    async 'paper/status'({ paperIds }) {
      return { saved: [...(await savedIds(db, paperIds))] };
    },
  };
}
