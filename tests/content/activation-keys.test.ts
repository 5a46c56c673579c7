// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { trackActivationKeys, usersClick } from '../../content/activation-keys';

function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}
const key = (type: 'keydown' | 'keyup', target: Element, name = 'Enter') =>
  target.dispatchEvent(trusted(new KeyboardEvent(type, { key: name, bubbles: true, composed: true })));
const keyboardClick = () => trusted(new MouseEvent('click', { detail: 0 }));

describe('whose click a keyboard click is', () => {
  document.body.innerHTML = '<input id="field"><button id="control">Save</button>';
  const field = document.getElementById('field') as HTMLInputElement;
  const control = document.getElementById('control') as HTMLButtonElement;
  trackActivationKeys(document);

  it('an Enter that went to the control: the user’s', () => {
    key('keydown', control);
    expect(usersClick(keyboardClick(), control)).toBe(true);
  });

  it('an Enter that went to a field whose page script moved focus to the control: not the user’s click on it', () => {
    key('keydown', field);
    expect(usersClick(keyboardClick(), control)).toBe(false);
  });

  it('no key down (a screen reader’s activate), or a pointer’s click: the user’s; a forged click never', async () => {
    key('keyup', field);
    await new Promise((resolve) => setTimeout(resolve));
    expect(usersClick(keyboardClick(), control)).toBe(true);
    key('keydown', field);
    expect(usersClick(trusted(new MouseEvent('click', { detail: 1 })), control)).toBe(true);
    expect(usersClick(new MouseEvent('click', { detail: 1 }), control)).toBe(false);
  });

  it('a key whose release never reached the page (focus left it) does not block the clicks that follow', () => {
    key('keydown', field);
    expect(usersClick(keyboardClick(), control)).toBe(false);
    window.dispatchEvent(trusted(new Event('blur')));
    expect(usersClick(keyboardClick(), control)).toBe(true);
  });

  it("a blur the page's script sends (to make us forget where the Enter went) changes nothing", () => {
    key('keydown', field);
    window.dispatchEvent(new Event('blur'));
    expect(usersClick(keyboardClick(), control)).toBe(false);
  });
});
