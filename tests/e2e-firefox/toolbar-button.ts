/**
 * The extension's toolbar button, pressed as a user presses it: Firefox's own handler for the button (the one its
 * keyboard shortcut runs too), which gives the extension the active tab (activeTab) and opens the popup over it.
 * browserAction.openPopup() (toolbar-popup.ts) opens the same popup but grants no activeTab, so a page of a site the
 * extension has no host permission for stays out of its reach there. Also the extension's save shortcut, pressed as
 * the keyboard presses it, which grants activeTab the same way.
 */
import type { Page } from 'puppeteer-core';
import { EXTENSION_UUID, type FirefoxWithExtension, geckoId } from './firefox';

/** Where the keyboard goes once the popup has opened. */
export interface PopupOpened {
  /** The page Firefox's focus manager gives the keyboard to: the popup's, or whatever still has it after 5 s. */
  keyboardGoesTo: string | null;
}

/**
 * Runs `press` (chrome script, given `window` and `extension`) and waits until the popup has the keyboard (or 5 s have
 * passed). Read in the same driver session as the press: starting a Marionette session focuses the window's tab again.
 */
async function openPopupBy(firefox: FirefoxWithExtension, press: string): Promise<PopupOpened> {
  const outcome = await firefox.inBrowserWindow<{ error: string } | PopupOpened>(
    `const [id] = arguments;
     const extension = WebExtensionPolicy.getByID(id)?.extension;
     if (!extension) return { error: 'no such add-on: ' + id };
     const window = Services.wm.getMostRecentWindow('navigator:browser');
     const pressed = (() => { ${press} })();
     if (pressed !== true) return { error: String(pressed) };
     const popup = extension.baseURI.resolve('popup.html');
     const focused = () => Services.focus.focusedContentBrowsingContext?.currentURI?.spec ?? null;
     return new Promise((resolve) => {
       const started = Date.now();
       const look = () => {
         if (focused() === popup || Date.now() - started > 5000) resolve({ keyboardGoesTo: focused() });
         else window.setTimeout(look, 50);
       };
       look();
     });`,
    [geckoId()],
  );
  if ('error' in outcome) throw new Error(`The popup was not opened: ${outcome.error}.`);
  return outcome;
}

/** Presses the button over the window's active tab. */
export function pressToolbarButton(firefox: FirefoxWithExtension): Promise<PopupOpened> {
  return openPopupBy(
    firefox,
    `const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
     ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
     return true;`,
  );
}

/**
 * Presses the shortcut the user gave the popup (Manage Extension Shortcuts, or commands.update) as the keyboard does:
 * the command of the key Firefox registered for it in its window.
 */
export function pressPopupShortcut(firefox: FirefoxWithExtension, modifiers: string, key: string): Promise<PopupOpened> {
  return openPopupBy(
    firefox,
    `const key = [...window.document.querySelectorAll('keyset[id^="ext-keyset-id"] key')].find(
       (candidate) => candidate.getAttribute('modifiers') === ${JSON.stringify(modifiers)} && candidate.getAttribute('key') === ${JSON.stringify(key)},
     );
     key?.doCommand();
     return key !== undefined || 'Firefox registered no ${modifiers}+${key} for the extension';`,
  );
}

/** One of the extension's pages already open in a tab (`options.html`), as the (new) driver session finds it. */
export async function openExtensionTab(firefox: FirefoxWithExtension, path: string): Promise<Page> {
  const url = `moz-extension://${EXTENSION_UUID}/${path}`;
  const page = (await firefox.browser.pages()).find((candidate) => candidate.url() === url);
  if (!page) throw new Error(`No tab shows ${url}.`);
  return page;
}

/**
 * Presses the extension's save shortcut (Alt+Shift+S, the manifest's suggested key) over the window's active tab, as
 * the keyboard does: the command of the key Firefox registered for it in its window, which grants activeTab too.
 */
export async function pressSaveShortcut(firefox: FirefoxWithExtension): Promise<void> {
  const pressed = await firefox.inBrowserWindow<boolean>(
    `const window = Services.wm.getMostRecentWindow('navigator:browser');
     const key = [...window.document.querySelectorAll('keyset[id^="ext-keyset-id"] key')].find(
       (candidate) => candidate.getAttribute('modifiers') === 'alt,shift' && candidate.getAttribute('key') === 'S',
     );
     key?.doCommand();
     return key !== undefined;`,
  );
  if (!pressed) throw new Error('Firefox registered no Alt+Shift+S for the extension.');
}
