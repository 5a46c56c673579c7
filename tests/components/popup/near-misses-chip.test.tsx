// @vitest-environment happy-dom
/** The Feed tab's Near misses chip is offered only when there is something to open (or to leave). */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { Toolbar } from '../../../components/popup/Toolbar';

let root: HTMLElement | undefined;

function chip(
  nearMisses: number | undefined,
  nearMissesOn: boolean,
  onNearMisses: (on: boolean) => void = () => undefined,
): HTMLButtonElement {
  root = document.createElement('div');
  document.body.append(root);
  const host = root;
  act(() =>
    render(
      <Toolbar
        tab="feed"
        onTab={() => undefined}
        counts={{ feed: 0, saved: 0 }}
        nearMisses={nearMisses}
        nearMissesOn={nearMissesOn}
        onNearMisses={onNearMisses}
        query=""
        onQuery={() => undefined}
        searchRef={{ current: null }}
      />,
      host,
    ),
  );
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Near misses'));
  if (!button) throw new Error('no Near misses chip');
  return button;
}

afterEach(() => {
  if (root) act(() => render(null, root as HTMLElement));
  root?.remove();
});

describe('the Near misses chip', () => {
  it('is disabled when there are none, so an empty feed offers no control that does nothing', () => {
    const button = chip(0, false);
    expect(button.textContent).toMatch(/Near misses\s*0/);
    expect(button.disabled).toBe(true);
  });

  it('opens the near misses when there are some', () => {
    const turned: boolean[] = [];
    const button = chip(2, false, (on) => turned.push(on));
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(turned).toEqual([true]);
  });

  it('still leads back to the feed once the last near miss was saved or dismissed', () => {
    const turned: boolean[] = [];
    const button = chip(0, true, (on) => turned.push(on));
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(turned).toEqual([false]);
  });

  it('still leads back to the feed when the near misses could not be read', () => {
    const turned: boolean[] = [];
    const button = chip(undefined, true, (on) => turned.push(on));
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(turned).toEqual([false]);
  });
});
