/**
 * The pages' keyboard model, as data: one table drives the key handler, the footer's hints and the `?` dialog,
 * so the three can never disagree (the dialog's wording per action is in keymap-help.ts, loaded with the dialog). Keys follow the topic page and arxiv-sanity/Gmail habits (J/K, g/G, /, ?).
 * Each page handles a subset of the table (POPUP_KEYS, LIBRARY_KEYS): its handler knows only those keys, and its
 * dialog lists only those.
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
  | 'toggle-read'
  | 'copy-bibtex'
  | 'choose'
  | 'choose-next'
  | 'choose-previous'
  | 'not-relevant'
  | 'focus-search'
  | 'next-tab'
  | 'feed-tab'
  | 'saved-tab'
  | 'help';

/**
 * One binding: the keys (as `KeyboardEvent.key`: a letter in the case Shift makes, whatever Caps Lock says; `Shift+`
 * for a shifted Enter or Tab, and for a shifted arrow or letter that means something else than the key alone) and what
 * they do.
 */
export interface KeyBinding<A extends KeyAction = KeyAction> {
  action: A;
  keys: readonly string[];
  /** Shown in the footer's short hint line (the seed page's "J/K move · Enter open · S save"). */
  hint?: string;
  /** Acts only with the focus on the list itself; elsewhere the key keeps its usual meaning (Tab moves the focus). */
  listOnly?: boolean;
  /** On a focused link or button the key is the control's own (Enter follows the link, presses the button). */
  controlsOwn?: boolean;
  /** What the key does on this page, where it differs from the table's words (keymap-help.ts). */
  description?: string;
}

/** A page's keys: the bindings of the actions it handles, in the table's order. */
export type Keymap<A extends KeyAction = KeyAction> = readonly KeyBinding<A>[];

export const KEYMAP: Keymap = [
  { action: 'next', keys: ['j', 'ArrowDown'], hint: 'J/K move' },
  { action: 'previous', keys: ['k', 'ArrowUp'] },
  { action: 'first', keys: ['g', 'Home'] },
  { action: 'last', keys: ['G', 'End'] },
  { action: 'open', keys: ['Enter'], hint: 'Enter open', controlsOwn: true },
  { action: 'open-background', keys: ['Shift+Enter'], controlsOwn: true },
  { action: 'open-pdf', keys: ['o', 'O'] },
  { action: 'toggle-save', keys: ['s', 'S'], hint: 'S save' },
  { action: 'undo', keys: ['u', 'U'] },
  { action: 'toggle-read', keys: ['r', 'R'] },
  { action: 'copy-bibtex', keys: ['c', 'C'] },
  { action: 'choose', keys: [' '] },
  { action: 'choose-next', keys: ['Shift+J', 'Shift+ArrowDown'] },
  { action: 'choose-previous', keys: ['Shift+K', 'Shift+ArrowUp'] },
  { action: 'not-relevant', keys: ['x', 'X'], hint: 'X not relevant' },
  { action: 'focus-search', keys: ['/'], hint: '/ search' },
  { action: 'next-tab', keys: ['Tab', 'Shift+Tab'], listOnly: true },
  { action: 'feed-tab', keys: ['1'] },
  { action: 'saved-tab', keys: ['2'] },
  { action: 'help', keys: ['?'], hint: '? keys' },
];

/** The table's bindings for these actions, in the table's order, worded for the page where `descriptions` says. */
export function keymapOf<A extends KeyAction>(actions: readonly A[], descriptions: Partial<Record<A, string>> = {}): Keymap<A> {
  const wanted = new Set<KeyAction>(actions);
  return KEYMAP.filter((binding): binding is KeyBinding<A> => wanted.has(binding.action)).map((binding) => {
    const description = descriptions[binding.action];
    return description === undefined ? binding : { ...binding, description };
  });
}

/** What every list page handles: moving, opening, S and U, search and help. */
const LIST_PAGE_KEYS = [
  'next',
  'previous',
  'first',
  'last',
  'open',
  'open-background',
  'open-pdf',
  'toggle-save',
  'undo',
  'copy-bibtex',
  'focus-search',
  'help',
] as const;

/** The popup's keys: a list page's, the two tabs, and the feed's "not relevant". */
export const POPUP_KEYS = keymapOf([...LIST_PAGE_KEYS, 'not-relevant', 'next-tab', 'feed-tab', 'saved-tab'] as const);

/**
 * The library's keys: a list page's, R to mark a paper read or unread, and Space and Shift+J/K to select; no tabs, no
 * feed.
 */
export const LIBRARY_KEYS = keymapOf(
  [...LIST_PAGE_KEYS, 'toggle-read', 'choose', 'choose-next', 'choose-previous'] as const,
  // In the library every paper is saved: S only removes one, and U brings it back.
  {
    'toggle-save': 'Remove the paper from the library',
    undo: 'Bring back the paper just removed',
    'copy-bibtex': 'Copy the BibTeX of the selected papers, or of the paper in view',
  },
);

/**
 * The key as the table may write it, the most specific first. A letter is read by Shift alone: with Caps Lock on, the
 * browser says "J" for j and "g" for Shift+g. Shift+Enter and Shift+Tab are keys of their own; a shifted letter or
 * arrow is its `Shift+` binding where the page has one (Shift+J selects on in the library), else the key's own
 * (Shift+g is G; Shift+↓ moves in the popup).
 */
function keyNames(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): string[] {
  const letter = /^[a-z]$/i.test(event.key);
  const key = letter ? (event.shiftKey ? event.key.toUpperCase() : event.key.toLowerCase()) : event.key;
  if (!event.shiftKey) return [key];
  if (key === 'Enter' || key === 'Tab') return [`Shift+${key}`];
  return letter || key === 'ArrowDown' || key === 'ArrowUp' ? [`Shift+${key}`, key] : [key];
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** The binding a key press asks for in this keymap, or undefined (modifier chords and other keys belong to the browser). */
export function bindingFor<A extends KeyAction>(event: KeyPress, keymap: Keymap<A>): KeyBinding<A> | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  for (const name of keyNames(event)) {
    const binding = keymap.find((candidate) => candidate.keys.includes(name));
    if (binding) return binding;
  }
  return undefined;
}

/** The action a key press asks for (in the whole table unless a page's keymap is given), or undefined. */
export function actionFor(event: KeyPress): KeyAction | undefined;
export function actionFor<A extends KeyAction>(event: KeyPress, keymap: Keymap<A>): A | undefined;
export function actionFor(event: KeyPress, keymap: Keymap = KEYMAP): KeyAction | undefined {
  return bindingFor(event, keymap)?.action;
}

/** The footer's hint line, from the table. */
export function keyHints(keymap: Keymap = KEYMAP): string {
  return keymap.flatMap((binding) => (binding.hint ? [binding.hint] : [])).join(' · ');
}
