/**
 * Playwright fixtures: real Chromium with the built extension loaded, a fresh profile per test, and no network
 * but what a test serves from fixtures (pages at their real arXiv URLs through routing).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, test as base, expect, type Page, type Worker } from '@playwright/test';
import { atomCount } from '../fixtures/atom/feed-builder';
import { launchWithExtension } from '../support/launch-extension';

export function fixturePage(name: string): string {
  return readFileSync(resolve('tests/fixtures/pages', name), 'utf8');
}

export function fixtureAtom(name: string): string {
  return readFileSync(resolve('tests/fixtures/atom', name), 'utf8');
}

/** A reply of the extension's message protocol (lib/messaging/protocol.ts), as a test sees it. */
export type Reply = { ok: true; data: Record<string, unknown> } | { ok: false; error: { code: string; message: string } };

/** Sends a protocol request from an extension page, as the popup or library would. */
export function sendFromPage(page: Page, message: Record<string, unknown>): Promise<Reply> {
  return page.evaluate((request) => {
    const { runtime } = (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<Reply> } } }).chrome;
    return runtime.sendMessage(request);
  }, message);
}

interface ExtensionOptions {
  /** Whether pages left by navigation stay in the back/forward cache (`test.use({ backForwardCache: true })`). */
  backForwardCache: boolean;
}

interface ExtensionFixtures {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** Serves `html` at `url` (and only there) for every later request. */
  servePage(url: string, html: string): Promise<void>;
  /** Opens popup.html in a tab, on the tab named (the Saved list unless told). */
  openPopup(tab?: 'Saved' | 'Feed'): Promise<Page>;
}

export const test = base.extend<ExtensionFixtures & ExtensionOptions>({
  backForwardCache: [false, { option: true }],
  context: async ({ backForwardCache }, use) => {
    const launched = await launchWithExtension(undefined, undefined, { backForwardCache });
    // The arXiv API answers "no papers" unless a test serves more (later routes take precedence).
    await launched.context.route('https://export.arxiv.org/api/query**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomCount(0) }),
    );
    await use(launched.context);
    await launched.close();
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
    await use(async (tab = 'Saved') => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      return page;
    });
  },
});

export { expect } from '@playwright/test';

/**
 * Starts a feed refresh that sees the routes the test has set. The worker refreshes at its start, which can come
 * before them (and then reads the fixture's "no papers"); a feed refreshed seconds ago is not refreshed again when the
 * popup opens. So: wait out a refresh already running, then force one.
 */
export async function refreshFeedWithRoutes(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await sendFromPage(page, { type: 'feed/refresh', force: true });
        return reply.ok && reply.data.started === true;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}
