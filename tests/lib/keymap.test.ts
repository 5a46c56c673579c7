import { describe, expect, it } from 'vitest';
import { actionFor, KEYMAP, keyHints } from '../../lib/keymap';

const press = (key: string, modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  actionFor({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('the keymap', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['g', 'first'],
    ['G', 'last'],
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
  ])('%s → %s', (key, action) => {
    expect(press(key)).toBe(action);
  });

  it('tells Shift+Enter (background tab) from Enter, but not a shifted letter from its capital', () => {
    expect(press('Enter', { shiftKey: true })).toBe('open-background');
    expect(press('S', { shiftKey: true })).toBe('toggle-save');
    expect(press('?', { shiftKey: true })).toBe('help');
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
