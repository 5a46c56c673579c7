/**
 * The extension's menu items: "Save link to RL for LLM Agents" on paper links, and "Open the library" and "Options" on
 * the toolbar button. Where they are made depends on whether the browser keeps them: Chrome keeps the items of its
 * service worker (made once, on install or update), Firefox never keeps those of a persistent background page (the
 * MV2 build's), so there they are made each time the page starts. Either way the old ones go first: made again over
 * themselves, items fail with "duplicate id", and an update's new title or link patterns never arrive.
 */
import type { browser } from 'wxt/browser';
import { PAPER_LINK_PATTERNS } from '../../lib/sites/url-id';

export const SAVE_LINK_MENU = 'save-link';
export const OPEN_LIBRARY_MENU = 'open-library';
export const OPEN_OPTIONS_MENU = 'open-options';

type Api = typeof browser;

export interface MenuDeps {
  contextMenus: Pick<Api['contextMenus'], 'create' | 'removeAll'>;
  onInstalled: Pick<Api['runtime']['onInstalled'], 'addListener'>;
  /** The MV2 build: a persistent background page whose menus the browser does not keep. */
  persistentPage: boolean;
}

async function createMenus({ contextMenus, persistentPage }: MenuDeps): Promise<void> {
  await contextMenus.removeAll();
  contextMenus.create({
    id: SAVE_LINK_MENU,
    title: 'Save link to RL for LLM Agents',
    contexts: ['link'],
    targetUrlPatterns: PAPER_LINK_PATTERNS,
  });
  // The toolbar button's own menu (right-click on it). MV2 (the Firefox build) calls it `browser_action` and rejects
  // `action`, which threw here and left the menu out.
  const toolbar = persistentPage ? 'browser_action' : 'action';
  contextMenus.create({ id: OPEN_LIBRARY_MENU, title: 'Open the library', contexts: [toolbar] });
  contextMenus.create({ id: OPEN_OPTIONS_MENU, title: 'Options', contexts: [toolbar] });
}

/** Makes the menu items now (a persistent page) or on install and update (a service worker). */
export function registerMenus(deps: MenuDeps): void {
  const make = () => void createMenus(deps).catch((error: unknown) => console.warn('[menus] not created', error));
  if (deps.persistentPage) make();
  else deps.onInstalled.addListener(make);
}
