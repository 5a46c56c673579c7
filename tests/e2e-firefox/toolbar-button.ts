/**
 * The extension's toolbar button, pressed as a user presses it: Firefox's own handler for the button (the one its
 * keyboard shortcut runs too), which gives the extension the active tab (activeTab) and opens the popup over it.
 * browserAction.openPopup() (toolbar-popup.ts) opens the same popup but grants no activeTab, so a page of a site the
 * extension has no host permission for stays out of its reach there.
 */
import type { Page } from 'puppeteer-core';
import { EXTENSION_UUID, type FirefoxWithExtension, geckoId } from './firefox';

export async function pressToolbarButton(firefox: FirefoxWithExtension): Promise<void> {
  const done = await firefox.inBrowserWindow<string>(
    `const [id] = arguments;
     const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
     const extension = WebExtensionPolicy.getByID(id)?.extension;
     if (!extension) return 'no such add-on: ' + id;
     const window = Services.wm.getMostRecentWindow('navigator:browser');
     ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
     return 'pressed';`,
    [geckoId()],
  );
  if (done !== 'pressed') throw new Error(`The toolbar button was not pressed: ${done}.`);
}

/** One of the extension's pages already open in a tab (`options.html`), as the (new) driver session finds it. */
export async function openExtensionTab(firefox: FirefoxWithExtension, path: string): Promise<Page> {
  const url = `moz-extension://${EXTENSION_UUID}/${path}`;
  const page = (await firefox.browser.pages()).find((candidate) => candidate.url() === url);
  if (!page) throw new Error(`No tab shows ${url}.`);
  return page;
}
