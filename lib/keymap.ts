/**
 * The popup's keyboard model, as data: one table drives the key handler, the footer's hints and the `?` dialog,
 * so the three can never disagree. Keys follow the topic page and arxiv-sanity/Gmail habits (J/K, g/G, /, ?).
 */

export type KeyAction =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'open'
  | 'open-background'
  | 'open-pdf'
  | 'toggle-save'
  | 'undo'
  | 'not-relevant'
  | 'focus-search'
  | 'next-tab'
  | 'feed-tab'
  | 'saved-tab'
  | 'help';

/** One binding: the keys (as `KeyboardEvent.key`, with `Shift+` for a shifted Enter or Tab) and what they do. */
export interface KeyBinding {
  action: KeyAction;
  keys: readonly string[];
  /** How the dialog writes the keys. */
  label: string;
  /** What the key does, in the dialog's words. */
  description: string;
  /** Shown in the footer's short hint line (the seed page's "J/K move · Enter open · S save"). */
  hint?: string;
}

export const KEYMAP: readonly KeyBinding[] = [
  { action: 'next', keys: ['j', 'ArrowDown'], label: 'J or ↓', description: 'Next paper', hint: 'J/K move' },
  { action: 'previous', keys: ['k', 'ArrowUp'], label: 'K or ↑', description: 'Previous paper' },
  { action: 'first', keys: ['g', 'Home'], label: 'g or Home', description: 'First paper' },
  { action: 'last', keys: ['G', 'End'], label: 'G or End', description: 'Last paper' },
  { action: 'open', keys: ['Enter'], label: 'Enter', description: 'Open the paper', hint: 'Enter open' },
  { action: 'open-background', keys: ['Shift+Enter'], label: 'Shift+Enter', description: 'Open the paper in a background tab' },
  { action: 'open-pdf', keys: ['o', 'O'], label: 'O', description: 'Open the PDF' },
  { action: 'toggle-save', keys: ['s', 'S'], label: 'S', description: 'Save or un-save the paper', hint: 'S save' },
  { action: 'undo', keys: ['u', 'U'], label: 'U', description: 'Undo the last save or un-save' },
  { action: 'not-relevant', keys: ['x', 'X'], label: 'X', description: 'Not relevant: hide it and teach the feed', hint: 'X not relevant' },
  { action: 'focus-search', keys: ['/'], label: '/', description: 'Search this list (Esc clears, Esc again leaves)', hint: '/ search' },
  { action: 'next-tab', keys: ['Tab', 'Shift+Tab'], label: 'Tab', description: 'Switch between Feed and Saved' },
  { action: 'feed-tab', keys: ['1'], label: '1', description: 'Feed' },
  { action: 'saved-tab', keys: ['2'], label: '2', description: 'Saved' },
  { action: 'help', keys: ['?'], label: '?', description: 'Show these keys', hint: '? keys' },
];

/** The key as the table writes it: `Shift+` only where shift changes what the key means (Enter, Tab). */
function keyName(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): string {
  return event.shiftKey && (event.key === 'Enter' || event.key === 'Tab') ? `Shift+${event.key}` : event.key;
}

const BY_KEY = new Map(KEYMAP.flatMap((binding) => binding.keys.map((key) => [key, binding.action] as const)));

/** The action a key press asks for, or undefined (modifier chords and unknown keys belong to the browser). */
export function actionFor(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>): KeyAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  return BY_KEY.get(keyName(event));
}

/** The footer's hint line, from the table. */
export function keyHints(keymap: readonly KeyBinding[] = KEYMAP): string {
  return keymap.flatMap((binding) => (binding.hint ? [binding.hint] : [])).join(' · ');
}
