/** The `?` dialog's words for each action of the keymap; a Record, so a new action can't go without them. */
import type { KeyAction } from './keymap';

export const KEY_HELP: Record<KeyAction, { label: string; description: string }> = {
  next: { label: 'J or ↓', description: 'Next paper' },
  previous: { label: 'K or ↑', description: 'Previous paper' },
  first: { label: 'g or Home', description: 'First paper' },
  last: { label: 'G or End', description: 'Last paper' },
  open: { label: 'Enter', description: 'Open the paper' },
  'open-background': { label: 'Shift+Enter', description: 'Open the paper in a background tab' },
  'open-pdf': { label: 'O', description: 'Open the PDF' },
  'toggle-save': { label: 'S', description: 'Save or un-save the paper' },
  undo: { label: 'U', description: 'Undo the last save, un-save or “not relevant”' },
  'toggle-read': { label: 'R', description: 'Mark the paper read, or unread again' },
  'copy-bibtex': { label: 'C', description: 'Copy the paper’s BibTeX' },
  choose: { label: 'Space', description: 'Select the paper, or unselect it (Ctrl/⌘-click too; Shift-click selects a range)' },
  'choose-next': { label: 'Shift+J or Shift+↓', description: 'Select the paper and the next one, and move to it' },
  'choose-previous': { label: 'Shift+K or Shift+↑', description: 'Select the paper and the previous one, and move to it' },
  'not-relevant': { label: 'X', description: 'Not relevant: hide it and teach the feed' },
  'focus-search': { label: '/', description: 'Search this list (Esc clears, Esc again leaves)' },
  'next-tab': { label: 'Tab', description: 'Switch between Feed and Saved' },
  'feed-tab': { label: '1', description: 'Feed' },
  'saved-tab': { label: '2', description: 'Saved' },
  help: { label: '?', description: 'Show these keys' },
};

/**
 * The keys on arXiv's listing and search pages (content/listing-marks.ts), listed in the same dialog so the user finds
 * them where every other key is. They act only while the user is not typing in a field.
 */
export const LISTING_KEY_HELP: readonly { label: string; description: string }[] = [
  { label: 'J', description: 'Next marked paper (in the topic, or a near miss)' },
  { label: 'K', description: 'Previous marked paper' },
  { label: 'S', description: 'Save the marked paper moved to, or un-save it' },
];
