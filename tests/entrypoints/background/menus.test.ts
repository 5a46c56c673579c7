import { describe, expect, it, vi } from 'vitest';
import { type MenuDeps, registerMenus } from '../../../entrypoints/background/menus';

/** A browser's menus: what exists, made or removed in order; a second item of one id fails, as in browsers. */
function fakeMenus(persistentPage: boolean) {
  const items = new Map<string, string[]>();
  let installed: (() => void) | undefined;
  const deps: MenuDeps = {
    persistentPage,
    contextMenus: {
      removeAll: vi.fn(async () => items.clear()),
      create: vi.fn((properties: { id?: string; contexts?: string[] }) => {
        if (items.has(properties.id ?? '')) throw new Error(`duplicate id ${properties.id}`);
        items.set(properties.id ?? '', properties.contexts ?? []);
        return properties.id ?? '';
      }) as never,
    },
    onInstalled: {
      addListener: (listener: () => void) => {
        installed = listener;
      },
    } as never,
  };
  return { deps, items, install: () => installed?.() };
}

describe('the menu items', () => {
  it('on Firefox’s persistent background page: made at every start (Firefox keeps none across restarts)', async () => {
    const firefox = fakeMenus(true);
    registerMenus(firefox.deps);
    await vi.waitFor(() => expect([...firefox.items.keys()]).toEqual(['save-link', 'open-library', 'open-options']));
    expect(firefox.items.get('open-library')).toEqual(['browser_action']);
    // The next start of the browser: made again over the ones of this session, without a duplicate.
    registerMenus(firefox.deps);
    await vi.waitFor(() => expect(firefox.deps.contextMenus.removeAll).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(firefox.items.size).toBe(3));
  });

  it('in Chrome’s service worker: made on install and again on each update, the old ones removed first', async () => {
    const chrome = fakeMenus(false);
    registerMenus(chrome.deps);
    expect(chrome.deps.contextMenus.create).not.toHaveBeenCalled();
    chrome.install();
    await vi.waitFor(() => expect([...chrome.items.keys()]).toEqual(['save-link', 'open-library', 'open-options']));
    expect(chrome.items.get('open-options')).toEqual(['action']);
    chrome.install();
    await vi.waitFor(() => expect(chrome.deps.contextMenus.create).toHaveBeenCalledTimes(6));
    expect(chrome.items.size).toBe(3);
  });
});
