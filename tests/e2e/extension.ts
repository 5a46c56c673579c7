/**
 * Playwright fixtures: real Chromium with the built extension loaded, a fresh profile per test, and no network
 * but what a test serves from fixtures (pages at their real arXiv URLs through routing).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, test as base, chromium, type Page, type Worker } from '@playwright/test';

export const EXTENSION_DIR = resolve('.output/chrome-mv3');

export function fixturePage(name: string): string {
  return readFileSync(resolve('tests/fixtures/pages', name), 'utf8');
}

export function fixtureAtom(name: string): string {
  return readFileSync(resolve('tests/fixtures/atom', name), 'utf8');
}

/** A reply of the extension's message protocol (lib/messages.ts), as a test sees it. */
export type Reply = { ok: true; data: Record<string, unknown> } | { ok: false; error: { code: string; message: string } };

/** Sends a protocol request from an extension page, as the popup or library would. */
export function sendFromPage(page: Page, message: Record<string, unknown>): Promise<Reply> {
  return page.evaluate((request) => {
    const { runtime } = (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<Reply> } } }).chrome;
    return runtime.sendMessage(request);
  }, message);
}

interface ExtensionFixtures {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** Serves `html` at `url` (and only there) for every later request. */
  servePage(url: string, html: string): Promise<void>;
  openPopup(): Promise<Page>;
}

export const test = base.extend<ExtensionFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  context: async ({}, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'radar-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [`--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
    });
    // Nothing leaves the machine: anything a test does not serve is refused.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  serviceWorker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  servePage: async ({ context }, use) => {
    await use(async (url, html) => {
      await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    });
  },
  openPopup: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      return page;
    });
  },
});

export { expect } from '@playwright/test';
