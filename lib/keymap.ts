/**
 * The popup's keyboard model, as data: one table drives the key handler, the footer's hints and the `?` dialog,
 * so the three can never disagree (the dialog's wording per action is in keymap-help.ts, loaded with the dialog). Keys follow the topic page and arxiv-sanity/Gmail habits (J/K, g/G, /, ?).
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
  /** Shown in the footer's short hint line (the seed page's "J/K move · Enter open · S save"). */
  hint?: string;
}

export const KEYMAP: readonly KeyBinding[] = [
  { action: 'next', keys: ['j', 'ArrowDown'], hint: 'J/K move' },
  { action: 'previous', keys: ['k', 'ArrowUp'] },
  { action: 'first', keys: ['g', 'Home'] },
  { action: 'last', keys: ['G', 'End'] },
  { action: 'open', keys: ['Enter'], hint: 'Enter open' },
  { action: 'open-background', keys: ['Shift+Enter'] },
  { action: 'open-pdf', keys: ['o', 'O'] },
  { action: 'toggle-save', keys: ['s', 'S'], hint: 'S save' },
  { action: 'undo', keys: ['u', 'U'] },
  { action: 'not-relevant', keys: ['x', 'X'], hint: 'X not relevant' },
  { action: 'focus-search', keys: ['/'], hint: '/ search' },
  { action: 'next-tab', keys: ['Tab', 'Shift+Tab'] },
  { action: 'feed-tab', keys: ['1'] },
  { action: 'saved-tab', keys: ['2'] },
  { action: 'help', keys: ['?'], hint: '? keys' },
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
