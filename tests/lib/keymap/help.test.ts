import { describe, expect, it } from 'vitest';
import { KEY_HELP } from '../../../lib/keymap/help';
import { KEYMAP } from '../../../lib/keymap/keymap';

/** Every key some action is bound to. */
const BOUND = new Set(KEYMAP.flatMap((binding) => binding.keys));
/** The key a label's word names, as `KeyboardEvent.key` has it. */
const NAMED: Record<string, string> = {
  '↓': 'ArrowDown',
  '↑': 'ArrowUp',
  'Shift+↓': 'Shift+ArrowDown',
  'Shift+↑': 'Shift+ArrowUp',
  Space: ' ',
};

describe('the ? dialog’s words', () => {
  it.each(KEYMAP.map((binding) => [binding.action, binding.keys] as const))('names only keys that %s is bound to', (action, keys) => {
    const words = KEY_HELP[action].label.split(' or ');
    for (const word of words) {
      const key = NAMED[word] ?? word;
      // A capital letter stands for its key whether or not Shift is held ("J" for j), unless the capital is bound itself (G).
      const capitalOfKey = /^[A-Z]$/.test(key) && keys.includes(key.toLowerCase()) && !BOUND.has(key);
      expect(keys.includes(key) || capitalOfKey, `${action}: ${word}`).toBe(true);
    }
  });

  it('describes every action in words of its own', () => {
    const descriptions = Object.values(KEY_HELP).map((help) => help.description);
    expect(descriptions.every((description) => description.trim() !== '')).toBe(true);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
