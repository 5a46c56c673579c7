/** What the library says after an action on a paper (use-paper-actions.ts); the popup says its own. */
import type { PaperActionWords } from '../common/hooks/use-paper-actions';

export const LIBRARY_WORDS: PaperActionWords = {
  removed: (paper) => `Removed “${paper.title}” from the library. Press U to undo.`,
  restored: () => 'Saved again, with your notes and tags.',
  notRestored: () => 'Could not undo: the paper is gone.',
  copied: () => 'BibTeX copied.',
  notCopied: (message) => message,
};
