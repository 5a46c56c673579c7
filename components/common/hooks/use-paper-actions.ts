import { useRef } from 'preact/hooks';
import type { sendRequest } from '../../../lib/messaging/client';
import { counted } from '../../../lib/paper/format';
import type { Paper } from '../../../lib/paper/schema';

/** How a page words the outcome of each action (the popup names the paper; the library speaks of itself). */
export interface PaperActionWords {
  removed(paper: Paper): string;
  restored(paper: Paper): string;
  notRestored(paper: Paper): string;
  copied(paper: Paper): string;
  notCopied(message: string): string;
}

export interface PaperActionsOptions {
  /** Sends a request to the background. */
  send: typeof sendRequest;
  /** Reports an outcome (a status line). */
  say(message: string): void;
  /** Reports a failure (the popup has one line for both; the library an alert). */
  fail(message: string): void;
  words: PaperActionWords;
}

/** One step U takes back: it reports its own outcome. */
export type UndoStep = () => Promise<void>;

/**
 * What both pages do to a paper: remove it from the library (U brings it back, with its notes and tags) and copy its
 * BibTeX (or the BibTeX of the library's selection). U undoes one step, the last one remembered; a page adds its own steps with `remember`.
 */
export function usePaperActions({ send, say, fail, words }: PaperActionsOptions) {
  const last = useRef<UndoStep | undefined>(undefined);
  // The actions still on their way: U waits for them, so a U pressed right after S undoes that S, not the step before.
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const track = <T>(action: Promise<T>): Promise<T> => {
    pending.current = Promise.all([pending.current, action.catch(() => undefined)]);
    return action;
  };
  return {
    /** Makes `step` what U undoes next. */
    remember(step: UndoStep) {
      last.current = step;
    },

    /** An action U must wait for: one that remembers its undo step once it is done. */
    track,

    /** Removes a saved paper; whether it was removed (not when it was not saved any more: a second S, another window). */
    remove: (paper: Paper): Promise<boolean> => track(removeNow(paper)),

    /**
     * Removes several papers (the library's selection), one request each; U brings back every one removed. Says how
     * many went, and why one did not.
     */
    removeAll: (papers: readonly Paper[]): Promise<void> => track(removeAllNow(papers)),

    async undo() {
      await pending.current;
      const step = last.current;
      if (!step) return say('Nothing to undo.');
      last.current = undefined;
      await step();
    },

    copyBibtex(paper: Paper) {
      return copyBibtexOf([paper], words.copied(paper));
    },

    /** The BibTeX of several papers at once (the library's selection), in the order given. */
    copyBibtexOfAll(papers: readonly Paper[]) {
      return copyBibtexOf(papers, `Copied the BibTeX of ${counted(papers.length)}.`);
    },
  };

  async function removeNow(paper: Paper): Promise<boolean> {
    const reply = await send({ type: 'paper/unsave', paperId: paper.id });
    if (!reply.ok) {
      fail(reply.error.message);
      return false;
    }
    if (!reply.data.removed) return false;
    last.current = async () => {
      const restored = await send({ type: 'paper/undo-unsave', paperId: paper.id });
      if (restored.ok && restored.data.restored) say(words.restored(paper));
      else fail(words.notRestored(paper));
    };
    say(words.removed(paper));
    return true;
  }

  async function removeAllNow(papers: readonly Paper[]): Promise<void> {
    const removed: Paper[] = [];
    let refusal: string | undefined;
    for (const paper of papers) {
      const reply = await send({ type: 'paper/unsave', paperId: paper.id });
      if (!reply.ok) refusal ??= reply.error.message;
      // One removed meanwhile (in another window) was not removed by this: U must not bring it back.
      else if (reply.data.removed) removed.push(paper);
    }
    if (removed.length > 0) {
      last.current = async () => {
        let restored = 0;
        for (const paper of removed) {
          const reply = await send({ type: 'paper/undo-unsave', paperId: paper.id });
          if (reply.ok && reply.data.restored) restored += 1;
        }
        if (restored === removed.length) say(`Saved ${counted(restored)} again, with your notes and tags.`);
        else fail(`Could not bring back ${counted(removed.length - restored)}: gone from the library.`);
      };
      say(`Removed ${counted(removed.length)} from the library. Press U to undo.`);
    }
    if (refusal !== undefined) fail(`${counted(papers.length - removed.length)} not removed: ${refusal}`);
  }

  async function copyBibtexOf(papers: readonly Paper[], copied: string): Promise<void> {
    // Loaded on the first copy: the exporter is not part of the popup's first paint.
    const [{ toBibtex }, { readSettings }, { pinCitationKeys }, { radarDb }] = await Promise.all([
      import('../../../lib/export/bibtex'),
      import('../../../lib/settings/settings'),
      import('../../../lib/library/citation-keys'),
      import('../../../lib/store/db'),
    ]);
    try {
      const { bibtexPreprintEntries } = await readSettings();
      // A saved paper's entry comes with its record as stored (its tags) and the key it keeps from now on; not with the
      // note, which is the user's own and would be pasted into a manuscript's .bib.
      const items = await pinCitationKeys(
        radarDb(),
        papers.map((paper) => ({ paper })),
      );
      await navigator.clipboard.writeText(toBibtex(items, { preprintEntries: bibtexPreprintEntries, notes: false }));
      say(copied);
    } catch (error) {
      fail(words.notCopied(error instanceof Error ? error.message : String(error)));
    }
  }
}

export type PaperActions = ReturnType<typeof usePaperActions>;
