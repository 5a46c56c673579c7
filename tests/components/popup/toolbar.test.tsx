// @vitest-environment happy-dom
/** The popup's Feed / Saved tabs follow the WAI-ARIA tabs pattern: only the open tab is in the Tab order, arrows move. */
import { render } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toolbar } from '../../../components/popup/Toolbar';
import type { TabId } from '../../../components/popup/tabs';

let root: HTMLElement;

function Harness() {
  const [tab, setTab] = useState<TabId>('feed');
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <Toolbar
      tab={tab}
      onTab={setTab}
      counts={{ feed: 3, saved: 1 }}
      nearMisses={undefined}
      nearMissesOn={false}
      onNearMisses={() => undefined}
      query=""
      onQuery={() => undefined}
      searchRef={searchRef}
    />
  );
}

const tabButton = (id: TabId) => root.querySelector<HTMLElement>(`#tab-${id}`) as HTMLElement;
const press = (target: HTMLElement, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
};

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<Harness />, root));
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

describe('the popup’s tabs', () => {
  it('are reached from the keyboard: the arrows, Home and End open the other tab and move the focus to it', () => {
    // The Saved tab is out of the Tab order (tabindex -1): without the arrows no key on the tab list reached it.
    expect(tabButton('saved').tabIndex).toBe(-1);
    tabButton('feed').focus();
    const right = press(tabButton('feed'), 'ArrowRight');
    expect(tabButton('saved').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabButton('saved'));
    // Handled here: the page's keymap (Home/End select the first/last paper) does not act on it too.
    expect(right.defaultPrevented).toBe(true);
    press(tabButton('saved'), 'ArrowRight');
    expect(document.activeElement).toBe(tabButton('feed'));
    press(tabButton('feed'), 'ArrowLeft');
    expect(document.activeElement).toBe(tabButton('saved'));
    press(tabButton('saved'), 'Home');
    expect(tabButton('feed').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabButton('feed'));
    press(tabButton('feed'), 'End');
    expect(document.activeElement).toBe(tabButton('saved'));
  });

  it('leaves other keys to the page', () => {
    expect(press(tabButton('feed'), 'j').defaultPrevented).toBe(false);
    expect(tabButton('feed').getAttribute('aria-selected')).toBe('true');
  });
});
