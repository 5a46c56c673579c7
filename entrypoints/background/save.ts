/** The request handlers: saving and un-saving papers for content scripts, the popup, the menu and the shortcut. */

import { recordFeedback } from '../../lib/feed/view';
import { firstRowsTables, settleFirstRows } from '../../lib/first-rows/settle';
import { foldTwin } from '../../lib/library/twins';
import { type Handlers, type MessageOrigin, RejectedError } from '../../lib/messaging/protocol';
import { normalizePaperDraft } from '../../lib/paper/normalize';
import type { Paper, PaperDraft, PaperSource, SavedRecord } from '../../lib/paper/schema';
import type { PageMetadataResult } from '../../lib/sites/page-metadata-result';
import { draftFromUrl } from '../../lib/sites/url-id';
import { type RadarDb, restoreRemoved, savePaper, unsavePaper } from '../../lib/store/db';
import { giveBackLesson } from '../../lib/store/removed-lesson';
import { asSavedAs, holderOf, releaseCopy, removedHolderOf, savedIds } from '../../lib/store/saved-state';
import { documentTarget } from './page-handle-call';
import { readDocument, readTab } from './read-tab';
import { announceSaved } from './saved-events';

export interface SaveDeps {
  /** Starts completing pending papers from the arXiv API (runs in the background; never awaited). */
  completePending(): void;
  /** Starts reading the affiliations of papers that have none (runs in the background; never awaited). */
  readAffiliations?(): void;
  /** Starts a feed refresh; false when one is already running. */
  refreshFeed?(force: boolean): boolean;
  /** The popup was opened. */
  feedOpened?(): Promise<void>;
  now?: () => number;
  /** Reads the paper a content script's document shows (`page/act` save); page-metadata.js injected there by default. */
  readPage?(origin: MessageOrigin): Promise<PageMetadataResult>;
  /**
   * The paper a PDF or link on a site we decorate names, from its page (lib/sites/paper-page-fetch.ts); undefined when
   * it can't be read, and then the paper is saved by its id alone.
   */
  readPaperPage?(url: string): Promise<PaperDraft | undefined>;
}

/** The sender's own document, so a page navigated since is not read. */
function readSenderPage({ tabId, documentId, frameId }: MessageOrigin): Promise<PageMetadataResult> {
  if (tabId === undefined) return Promise.resolve({ ok: false, error: 'Only a page in a tab can save its paper this way.' });
  return readDocument(documentTarget(tabId, documentId, frameId));
}

/**
 * Handlers for every request but the topic's verdicts on pages (verdicts.ts) and a page's resolve (resolve.ts), over
 * one database.
 */
export function paperHandlers(
  db: RadarDb,
  deps: SaveDeps,
): Omit<
  Handlers,
  'page/verdicts' | 'page/state' | 'page/abstracts' | 'library/check-updates' | 'judge/run' | 'library/saved' | 'paper/resolve'
> {
  const now = deps.now ?? Date.now;

  function normalize(draft: unknown, source: Omit<PaperSource, 'at'>): Paper {
    const normalized = normalizePaperDraft(draft, { ...source, at: now() });
    if (!normalized.ok) throw new RejectedError(normalized.error);
    return normalized.paper;
  }

  /** The tables `takeOut` writes. */
  const takeOutTables = () => [...firstRowsTables(db), db.removed];

  /**
   * Removes the saved mark (the record waits for the undo window), in the caller's transaction over `takeOutTables`;
   * the record there was, if any.
   */
  async function takeOut(paperId: string): Promise<SavedRecord | undefined> {
    const removed = await unsavePaper(db, paperId, now());
    // The save's lesson goes with it: a paper saved by mistake and removed does not keep teaching "relevant" (an X,
    // the user's own word, stays).
    const lesson = await db.feedback.get(paperId);
    if (lesson?.verdict === 'relevant') {
      // Only the save's word is taken back: an X it replaced stands again (the paper stays out of the feed).
      await (lesson.before ? db.feedback.put({ paperId, ...lesson.before }) : db.feedback.delete(paperId));
      // Kept with the removal for Undo: a paper in no feed here (a backup brought it with its lesson) is not taught again.
      if (removed) await db.removed.update(paperId, { feedback: lesson });
    }
    await settleFirstRows(db);
    return removed;
  }

  /**
   * Removes the saved mark (the record waits for the undo window); whether there was one. The id of a copy merged into
   * another paper removes that paper: its page showed it as saved.
   */
  async function unsave(paperId: string): Promise<boolean> {
    const holder = await holderOf(db, paperId);
    // One transaction with the popup's snapshot: the removed paper (and an X given back) is out of its first rows at once.
    const record = await db.transaction('rw', takeOutTables(), () => takeOut(holder));
    void announceSaved(db, await namesOf(holder), false);
    return record !== undefined;
  }

  /** A paper's id and those of the copies merged into it: the pages that show it as saved. */
  async function namesOf(paperId: string): Promise<string[]> {
    return [paperId, ...((await db.papers.get(paperId))?.alsoKnownAs ?? [])];
  }

  /**
   * Merges one paper saved at two addresses into `keepId` (lib/library/twins.ts), then removes `dropId` as a removal
   * does, in one transaction: U brings the twin back. Whether both were saved.
   */
  async function mergeTwins(keepId: string, dropId: string): Promise<boolean> {
    const merged = await db.transaction('rw', [...takeOutTables(), db.papers], async () => {
      return (await foldTwin(db, keepId, dropId)) && (await takeOut(dropId)) !== undefined;
    });
    // The twin's pages show the paper as saved still: it is, as the kept one.
    if (merged) void announceSaved(db, [dropId], true);
    return merged;
  }

  /**
   * Puts back what `unsave` removed: the id of the paper put back (the one a merged copy's id removed, lib/store/
   * saved-state.ts), or undefined when it could not.
   */
  async function undoUnsave(asked: string): Promise<string | undefined> {
    const paperId = await removedHolderOf(db, asked);
    // One transaction from reading the lesson to writing it back: an X another window gives meanwhile waits, and stands,
    // instead of landing between the two and being overwritten by the restored "relevant".
    const restored = await db.transaction('rw', [db.papers, db.saved, db.removed, db.feed, db.feedback], async () => {
      // Read from the database, not the worker's memory: the browser may have stopped the worker since the removal.
      const removal = await db.removed.get(paperId);
      const lesson = removal?.feedback;
      if (!(await restoreRemoved(db, paperId, now()))) return false;
      // The removal took back only the save's "relevant", given back as it was: an X the user pressed stayed, and stands.
      // After "Reset what it learned" the removal's lesson is forgotten, and its undo teaches none anew.
      if ((await giveBackLesson(db, paperId, removal)) && !lesson) await teachSaved(paperId);
      // A merged copy brought back (a merge undone) is saved on its own again: the kept paper no longer answers for it.
      await releaseCopy(db, paperId);
      return true;
    });
    if (!restored) return undefined;
    void announceSaved(db, await namesOf(paperId), true);
    return paperId;
  }

  /**
   * Saving a paper the feed showed teaches the user's ranking that it was relevant. Returns the stored paper. `fresh`:
   * the save made it saved; a paper saved already (a stale page's toggle, "save link", the shortcut) keeps an X.
   */
  async function teachSaved(paperId: string, fresh = true): Promise<Paper | undefined> {
    const stored = await db.papers.get(paperId);
    if (!stored || !(await db.feed.get(paperId))) return stored;
    await db.transaction('rw', db.feedback, async () => {
      const prior = await db.feedback.get(paperId);
      // An X on a saved paper was given after its save: the newer word, which saving it once more does not undo.
      if (!fresh && prior?.verdict === 'not-relevant') return;
      // Kept with the save's "relevant" (a save over a save keeps the first one's): removing the paper gives it back.
      const x = prior?.verdict === 'not-relevant' ? { verdict: prior.verdict, at: prior.at, text: prior.text } : prior?.before;
      await recordFeedback(db, stored, 'relevant', now(), x);
    });
    return stored;
  }

  /** A paper named by its site key alone (a PDF tab, a link): its page's metadata, when the page answers. */
  async function pageOf(draft: PaperDraft, url: string): Promise<PaperDraft | undefined> {
    const keyOnly = draft.siteKey !== undefined && draft.title === draft.siteKey;
    return keyOnly ? deps.readPaperPage?.(url) : undefined;
  }

  async function store(found: Paper, collectionId?: string) {
    // A copy merged into another paper before (lib/library/twins.ts) is saved as that paper, not made anew: its page
    // answers with its own id, which names the kept paper now.
    const paper = await asSavedAs(db, found);
    // Saved again within the undo window: its notes, tags and collections come back with it (and this save is the one
    // that made it saved, whichever of several at once it is).
    const restored = await restoreRemoved(db, paper.id, now());
    const outcome = await savePaper(db, paper, { collectionId, now: now() });
    void announceSaved(db, [...new Set([found.id, ...(await namesOf(paper.id))])], true);
    const stored = await teachSaved(paper.id, outcome.created || restored);
    if (stored?.pending) deps.completePending();
    else if (stored && stored.affiliations.length === 0) deps.readAffiliations?.();
    return { paperId: found.id, created: outcome.created || restored, title: paper.title };
  }

  return {
    async 'paper/save'(request, origin) {
      // A content script's save is recorded under its own document's URL, whatever the message claims: how far the
      // paper's fields are trusted follows that URL (lib/paper/trust.ts), so only a script on arXiv saves at arXiv's.
      const url = origin.fromContentScript ? (origin.url ?? '') : request.pageUrl;
      // Only the extension's pages file a save into a collection: no page script sends one, and a page must not change
      // how the user sorted the library (a saved paper added to a list, a new one put in one that does not exist).
      if (origin.fromContentScript && request.collectionId !== undefined)
        throw new RejectedError('A page saves to the default collection only.');
      const { paperId, created } = await store(normalize(request.draft, { site: request.site, url }), request.collectionId);
      return { paperId, created };
    },
    async 'page/act'({ act, paperId }, origin) {
      if (act === 'save') {
        const page = await (deps.readPage ?? readSenderPage)(origin);
        if (!page.ok) throw new RejectedError(page.error);
        const stored = await store(normalize(page.draft, { site: page.site, url: page.pageUrl }));
        return { paperId: stored.paperId, saved: true, said: 'Saved to RL for LLM Agents.', undo: false };
      }
      if (paperId === undefined) throw new RejectedError('The page named no paper to change.');
      if (act === 'remove') {
        await unsave(paperId);
        return { paperId, saved: false, said: 'Removed from RL for LLM Agents.', undo: true };
      }
      const restored = (await undoUnsave(paperId)) !== undefined;
      const said = restored ? 'Saved again, with your notes and tags.' : 'Could not undo: the paper is gone.';
      return { paperId, saved: restored, said, undo: false };
    },
    async 'paper/save-url'({ url, site }) {
      const draft = draftFromUrl(url);
      if (!draft) throw new RejectedError('That link does not name a paper Agent RL Radar knows how to save.');
      const { paperId, created } = await store(normalize((await pageOf(draft, url)) ?? draft, { site, url }));
      return { paperId, created };
    },
    async 'tab/save'({ tabId }) {
      const page = await readTab(tabId);
      if (!page.ok) throw new RejectedError(page.error);
      const read = await pageOf(page.draft, page.pageUrl);
      return store(normalize(read ?? page.draft, { site: page.site, url: page.pageUrl }));
    },
    async 'paper/unsave'({ paperId }) {
      return { paperId, removed: await unsave(paperId) };
    },
    async 'library/merge'({ keepId, dropId }) {
      if (keepId === dropId) throw new RejectedError('A paper can’t be merged with itself.');
      return { keepId, merged: await mergeTwins(keepId, dropId) };
    },
    async 'paper/undo-unsave'({ paperId }) {
      // The paper put back, which a merged copy's id names only in part: the library says which came back.
      const restored = await undoUnsave(paperId);
      return { paperId: restored ?? paperId, restored: restored !== undefined };
    },
    async 'paper/complete-pending'() {
      deps.completePending();
      return {};
    },
    async 'paper/status'({ paperIds }) {
      return { saved: [...(await savedIds(db, paperIds))] };
    },
    async 'feed/refresh'({ force }) {
      return { started: deps.refreshFeed?.(force ?? true) ?? false };
    },
    async 'feed/opened'() {
      await deps.feedOpened?.();
      return {};
    },
  };
}
