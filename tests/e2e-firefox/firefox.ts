/**
 * Real headless Firefox (Debian's ESR, no browser download) with the built MV2 extension installed as a temporary
 * add-on, driven by puppeteer-core over WebDriver BiDi. Pages are served from fixtures at their real URLs; every
 * other request is refused on the machine (tests/e2e-firefox/refusing-proxy.ts), the arXiv API's too unless a test
 * answers it (`arxivApi`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { runInBrowserWindow } from './marionette';
import { type ArxivApi, type RefusingProxy, startRefusingProxy } from './refusing-proxy';

export const EXTENSION_DIR = resolve('.output/firefox-mv2');
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Any fixed UUID: Firefox otherwise picks a random moz-extension:// host at each install. */
export const EXTENSION_UUID = 'b7a3f0d2-5c1e-4e8a-9d6b-2f4c8a1e7b30';

/** The add-on id the build declares (wxt.config.ts), which the UUID pref is keyed by. */
export function geckoId(): string {
  const manifest = JSON.parse(readFileSync(resolve(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  const id: unknown = manifest.browser_specific_settings?.gecko?.id;
  if (typeof id !== 'string') throw new Error(`${EXTENSION_DIR}/manifest.json names no gecko id: run npm run build:firefox`);
  return id;
}

export function fixturePage(name: string): string {
  return readFileSync(resolve('tests/fixtures/pages', name), 'utf8');
}

export interface FirefoxWithExtension {
  browser: Browser;
  /** Requests Firefox sent past the fixtures, all refused (see refusing-proxy.ts). */
  refused: string[];
  /** The arXiv API requests the test's `arxivApi` answered (their URLs), in order. */
  answered: string[];
  /** Who answers the arXiv API from now on; undefined refuses it, as every other request. */
  answerArxiv(api: ArxivApi | undefined): void;
  /** The folder Firefox saves downloads to, without asking: a fresh one for each Firefox, removed with it. */
  downloads: string;
  /** Opens one of the extension's own pages (`popup.html`, `library.html`) in a new tab. */
  openExtensionPage(path: string): Promise<Page>;
  /**
   * Runs `script` (a function body, `args` as `arguments`) with the browser's own privileges in its window, for what
   * BiDi can't do: the toolbar button (toolbar-button.ts). Firefox holds one WebDriver session at a time: puppeteer's
   * is ended for it and started again, so pages (and their request interception) from before must be found again
   * (`browser.pages()`); their tabs stay as they were.
   */
  inBrowserWindow<T>(script: string, args?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

/** `arxiv` answers the arXiv API from the start: the background page asks it for the feed as soon as it is installed. */
/** A TCP port free on this machine now, for Marionette. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

export async function launchFirefox({ arxiv }: { arxiv?: ArxivApi } = {}): Promise<FirefoxWithExtension> {
  const proxy: RefusingProxy = await startRefusingProxy(arxiv);
  const downloads = mkdtempSync(join(tmpdir(), 'radar-firefox-downloads-'));
  const marionettePort = await freePort();
  let browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Takes the proxy's test certificate for export.arxiv.org (tests/fixtures/tls/): this test browser only, which
    // reaches no other https host (the proxy refuses them all).
    acceptInsecureCerts: true,
    // FIREFOX_DEBUG=1 prints Firefox's output, with the extension's console (background page included), to stderr.
    dumpio: process.env.FIREFOX_DEBUG === '1',
    // Lets BiDi navigate a tab to moz-extension:// (refused otherwise: "not allowed in this context"). It widens
    // what the test driver may do, not what the extension or web pages may do.
    // Marionette (local only) for the few steps in the browser's own window (`inBrowserWindow`).
    args: ['--remote-allow-system-access', '--marionette'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId()]: EXTENSION_UUID }),
      'marionette.port': marionettePort,
      // Everything not answered by request interception goes to the refusing proxy: the background page's arXiv
      // fetches, which BiDi interception never sees, and Firefox's own calls (remote settings), which would
      // otherwise go out despite puppeteer's default prefs.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxy.port,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxy.port,
      'network.dns.disablePrefetch': true,
      'devtools.console.stdout.content': process.env.FIREFOX_DEBUG === '1',
      // Lets a test open the toolbar popup with browserAction.openPopup() (tests/e2e-firefox/toolbar-popup.ts): BiDi
      // can't click the toolbar, and only the real popup sizes itself to its page as users see it. (The extension
      // itself never calls openPopup.)
      'extensions.openPopupWithoutUserGesture.enabled': true,
      // Downloads go to the test's folder at once, as files a test can read: puppeteer's BiDi has no download events,
      // and a file on disk shows what the user would get (the name too), not only what the page meant to hand over.
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.alwaysOpenPanel': false,
    },
  });
  try {
    await browser.installExtension(EXTENSION_DIR);
  } catch (error) {
    await browser.close().finally(() => proxy.close());
    rmSync(downloads, { recursive: true, force: true });
    throw error;
  }
  // Puppeteer keeps its BiDi connection and context ids out of its public types; only the navigation below needs them.
  const bidi = () => (browser as unknown as { connection: { send(method: string, params: object): Promise<unknown> } }).connection;
  const endpoint = browser.wsEndpoint();
  return {
    get browser() {
      return browser;
    },
    refused: proxy.refused,
    answered: proxy.answered,
    answerArxiv(api) {
      proxy.arxiv = api;
    },
    downloads,
    async openExtensionPage(path) {
      const page = await browser.newPage();
      const context = (page.mainFrame() as unknown as { _id: string })._id;
      // Not page.goto(): Firefox sends no navigation events for moz-extension:// loads, so goto() would wait until
      // its timeout. The raw command returns once the page has loaded.
      await bidi().send('browsingContext.navigate', { context, url: `moz-extension://${EXTENSION_UUID}/${path}`, wait: 'complete' });
      return page;
    },
    async inBrowserWindow<T>(script: string, args: unknown[] = []) {
      await browser.disconnect();
      try {
        return await runInBrowserWindow<T>(marionettePort, script, args);
      } finally {
        browser = await puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' });
      }
    },
    async close() {
      try {
        await browser.close();
      } finally {
        await proxy.close();
        rmSync(downloads, { recursive: true, force: true });
      }
    },
  };
}

/** A response a test serves: HTML, or a body of another type. */
export type Served = string | { contentType: string; body: string };

/** Answers requests for these URLs with what is given (HTML for a string), and aborts every other request the page makes. */
export async function servePages(page: Page, pages: Record<string, Served>): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const served = pages[request.url()];
    const { contentType, body } = typeof served === 'string' ? { contentType: 'text/html; charset=utf-8', body: served } : (served ?? {});
    // Firefox ESR 140 reports some requests it no longer holds (a favicon once its page has gone): answering one
    // fails, and that request needs nothing from us anyway.
    const answered = body === undefined ? request.abort() : request.respond({ status: 200, contentType, body });
    answered.catch(() => undefined);
  });
}

/**
 * Who answers the arXiv API in a spec's Firefoxes (`test.use({ arxivApi: { answer } })`), from their start. Wrapped in
 * an object: Playwright takes a function given to `test.use` for a fixture of its own.
 */
export interface ArxivApiOption {
  answer: ArxivApi;
}

/** Playwright's test with a Firefox of its own for each test, closed after it. */
export const test = base.extend<{ firefox: FirefoxWithExtension; arxivApi: ArxivApiOption | undefined }>({
  arxivApi: [undefined, { option: true }],
  firefox: async ({ arxivApi }, use) => {
    const firefox = await launchFirefox({ arxiv: arxivApi?.answer });
    await use(firefox);
    await firefox.close();
  },
});
