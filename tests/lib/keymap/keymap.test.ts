import { describe, expect, it } from 'vitest';
import { KEY_HELP } from '../../../lib/keymap/help';
import { actionFor, KEYMAP, type KeyAction, keyHints, keymapOf, LIBRARY_KEYS, POPUP_KEYS } from '../../../lib/keymap/keymap';

const press = (key: string, modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  actionFor({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('the keymap', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['g', 'first'],
    ['Home', 'first'],
    ['End', 'last'],
    ['Enter', 'open'],
    ['o', 'open-pdf'],
    ['s', 'toggle-save'],
    ['u', 'undo'],
    ['x', 'not-relevant'],
    ['/', 'focus-search'],
    ['Tab', 'next-tab'],
    ['1', 'feed-tab'],
    ['2', 'saved-tab'],
    ['?', 'help'],
    [' ', 'choose'],
  ])('%s → %s', (key, action) => {
    expect(press(key)).toBe(action);
  });

  it('tells Shift+Enter (background tab) from Enter, but not a shifted letter from its capital', () => {
    expect(press('Enter', { shiftKey: true })).toBe('open-background');
    expect(press('S', { shiftKey: true })).toBe('toggle-save');
    expect(press('G', { shiftKey: true })).toBe('last');
    expect(press('?', { shiftKey: true })).toBe('help');
  });

  it('reads a letter by Shift alone, so Caps Lock changes no key', () => {
    // With Caps Lock on, the browser says "J" for j and "g" for Shift+g.
    expect(press('J')).toBe('next');
    expect(press('K')).toBe('previous');
    expect(press('g', { shiftKey: true })).toBe('last');
    expect(press('G')).toBe('first');
  });

  it('takes Shift+J/K and Shift+↓/↑ as selecting on where a page binds them, and as moves where it does not', () => {
    expect(actionFor({ key: 'J', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false }, LIBRARY_KEYS)).toBe('choose-next');
    expect(actionFor({ key: 'ArrowUp', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false }, LIBRARY_KEYS)).toBe(
      'choose-previous',
    );
    expect(actionFor({ key: 'ArrowDown', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false }, POPUP_KEYS)).toBe('next');
    expect(actionFor({ key: 'J', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false }, POPUP_KEYS)).toBeUndefined();
  });

  it('leaves chords with Ctrl, Alt or Cmd to the browser', () => {
    expect(press('s', { ctrlKey: true })).toBeUndefined();
    expect(press('j', { metaKey: true })).toBeUndefined();
    expect(press('1', { altKey: true })).toBeUndefined();
    expect(press('q')).toBeUndefined();
  });

  it('binds each key once', () => {
    const keys = KEYMAP.flatMap((binding) => binding.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes the footer hints from the table, starting as the topic page does', () => {
    expect(keyHints()).toMatch(/^J\/K move · Enter open · S save/);
    expect(keyHints([{ action: 'help', keys: ['?'], hint: '? keys' }])).toBe('? keys');
  });
});

describe('each page’s keys', () => {
  const actions = (keymap: readonly { action: KeyAction }[]) => keymap.map((binding) => binding.action);

  it('gives the popup every key but Space and Shift+J/K (it selects nothing) and R (read marks are the library’s), with the footer it always had', () => {
    const libraryOnly = new Set<KeyAction>(['choose', 'choose-next', 'choose-previous', 'toggle-read']);
    expect(actions(POPUP_KEYS)).toEqual(actions(KEYMAP).filter((action) => !libraryOnly.has(action)));
    expect(POPUP_KEYS).toHaveLength(16);
    expect(keyHints(POPUP_KEYS)).toBe('J/K move · Enter open · S save · X not relevant · / search · ? keys');
  });

  it('gives the library its moves, opens, S/U, R, C, Space and Shift+J/K, / and ?; no tabs and no "not relevant"', () => {
    expect(actions(LIBRARY_KEYS)).toEqual([
      'next',
      'previous',
      'first',
      'last',
      'open',
      'open-background',
      'open-pdf',
      'toggle-save',
      'undo',
      'toggle-read',
      'copy-bibtex',
      'choose',
      'choose-next',
      'choose-previous',
      'focus-search',
      'help',
    ]);
    expect(LIBRARY_KEYS.map((binding) => KEY_HELP[binding.action].label)).toContain('Space');
  });

  it('finds a key only in the page’s own keymap', () => {
    const key = (name: string) => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
    expect(actionFor(key('x'), LIBRARY_KEYS)).toBeUndefined();
    expect(actionFor(key('Tab'), LIBRARY_KEYS)).toBeUndefined();
    expect(actionFor(key('1'), LIBRARY_KEYS)).toBeUndefined();
    expect(actionFor(key(' '), POPUP_KEYS)).toBeUndefined();
    expect(actionFor(key(' '), LIBRARY_KEYS)).toBe('choose');
    expect(actionFor(key('x'), POPUP_KEYS)).toBe('not-relevant');
  });

  it('keeps the table’s order whatever order a page names its actions in', () => {
    expect(actions(keymapOf(['help', 'next']))).toEqual(['next', 'help']);
  });
});
