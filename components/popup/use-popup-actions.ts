import { useRef } from 'preact/hooks';
import type { Dismissal, ForgottenLessons } from '../../lib/feed/view';
import type { sendRequest } from '../../lib/messaging/client';
import { counted } from '../../lib/paper/format';
import type { Paper } from '../../lib/paper/schema';
import { paperToDraft } from '../../lib/paper/to-draft';
import { type PaperActionWords, usePaperActions } from '../common/hooks/use-paper-actions';
import type { PopupServices } from './popup-services';

const WORDS: PaperActionWords = {
  removed: (paper) => `Removed from RL for LLM Agents: ${paper.title}`,
  restored: (paper) => `Undone: ${paper.title} is saved again.`,
  notRestored: () => 'Could not undo.',
  copied: (paper) => `BibTeX copied: ${paper.title}`,
  notCopied: (message) => `Could not copy: ${message}`,
};

interface PopupActionsOptions {
  loadServices: () => Promise<PopupServices>;
  /** The papers saved now, so S knows whether it saves or un-saves. */
  savedSet: ReadonlySet<string>;
  /** Announces an outcome (one status line for news and failures). */
  say(message: string): void;
}

/**
 * The popup's actions on a paper: save or un-save it, mark a feed paper not relevant, copy its BibTeX, open its
 * links, and undo the last of these. Actions wait for the services rather than being dropped when a key comes
 * before they have loaded.
 */
export function usePopupActions({ loadServices, savedSet, say }: PopupActionsOptions) {
  const withServices = (action: (loaded: PopupServices) => unknown) => void loadServices().then(action);
  const send: typeof sendRequest = async (request) => (await loadServices()).send(request);
  const actions = usePaperActions({ send, say, fail: say, words: WORDS });
  // What the last S on a paper made of it, until the lists show it: a second S pressed before they do (S S: save, then
  // take it back) acts on what the first did, not on the saved state the lists still show. Kept until the lists show
  // it, or have been read again since the background answered (a copy merged into another paper is saved as that one,
  // and the lists never show its own id saved).
  const intended = useRef(new Map<string, { saved: boolean; answeredWith?: ReadonlySet<string> }>()).current;
  const lists = useRef(savedSet);
  lists.current = savedSet;
  for (const [id, { saved, answeredWith }] of intended) {
    if (savedSet.has(id) === saved || (answeredWith !== undefined && answeredWith !== savedSet)) intended.delete(id);
  }
  const isSaved = (id: string) => intended.get(id)?.saved ?? savedSet.has(id);

  async function save(paper: Paper): Promise<boolean> {
    const reply = await send({ type: 'paper/save', draft: paperToDraft(paper), site: 'popup', pageUrl: paper.absUrl ?? '' });
    if (!reply.ok) {
      say(reply.error.message);
      return false;
    }
    actions.remember(async () => {
      const undone = await send({ type: 'paper/unsave', paperId: paper.id });
      say(undone.ok ? `Undone: ${paper.title} is no longer saved.` : undone.error.message);
    });
    say(`Saved to RL for LLM Agents: ${paper.title}`);
    return true;
  }

  async function dismiss(paper: Paper, { stays, list }: { stays: boolean; list: string }): Promise<void> {
    // Said, and undoable, only once it is stored: a failed write must not be announced as done.
    let dismissal: Dismissal;
    try {
      dismissal = await (await loadServices()).dismiss(paper);
    } catch (error) {
      say(`Could not mark ${paper.title} not relevant: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    actions.remember(async () => {
      await (await loadServices()).undoDismiss(paper.id, dismissal);
      say(stays ? `Undone: ${paper.title} is no longer marked not relevant.` : `Undone: ${paper.title} is back in ${list}.`);
    });
    const kept = stays ? ' It stays in the feed while it is saved.' : '';
    say(`Marked not relevant: ${paper.title}.${kept} Press U to undo.`);
  }

  async function toggleSave(paper: Paper): Promise<void> {
    const saved = isSaved(paper.id);
    const intention: { saved: boolean; answeredWith?: ReadonlySet<string> } = { saved: !saved };
    intended.set(paper.id, intention);
    const done = await (saved ? actions.remove(paper) : actions.track(save(paper)));
    // Not done (refused, or removed meanwhile elsewhere): the lists say what is so.
    if (!done && intended.get(paper.id) === intention) intended.delete(paper.id);
    else intention.answeredWith = lists.current;
  }

  return {
    withServices,
    /** Opens a link in a new tab (in the background when `active` is false). */
    openLink: (url: string | undefined, active = true) => withServices((loaded) => loaded.openLink(url, active)),
    toggleSave,
    /** Whether a paper is saved, counting an S the lists do not show yet. */
    isSaved,
    /**
     * Not relevant: hides a feed paper (not a saved one: it `stays`) and teaches the feed. `list` names where U brings
     * it back to.
     */
    dismiss: (paper: Paper, where: { stays: boolean; list: string }) => actions.track(dismiss(paper, where)),
    /** Forgets what the feed's order learned (the dismissed papers come back); U gives it all back. */
    async resetLearning() {
      const loaded = await loadServices();
      let forgotten: ForgottenLessons;
      try {
        forgotten = await loaded.resetLearning();
      } catch (error) {
        say(`Could not reset what the feed learned: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      actions.remember(async () => {
        try {
          await loaded.restoreLearning(forgotten);
          say('Undone: the feed’s order has its lessons back.');
        } catch (error) {
          say(`Could not undo the reset: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      say(`The feed forgot what it learned from ${counted(forgotten.feedback.length)}. Press U to undo.`);
    },
    copyBibtex: (paper: Paper) => actions.copyBibtex(paper),
    undo: actions.undo,
  };
}
