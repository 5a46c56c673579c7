/** Launches real Chromium with an unpacked extension in a fresh profile; shared by end-to-end tests and benchmarks. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';

export const EXTENSION_DIR = resolve('.output/chrome-mv3');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LaunchedExtension {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * `extensionDir` may name several extensions to load side by side (the bench's floor beside ours). `profileDir` keeps
 * the profile (the caller's to remove) for a later launch; by default it is fresh and removed. `backForwardCache`
 * keeps pages left by navigation in the browser's back/forward cache, as browsers do outside tests.
 */
export async function launchWithExtension(
  extensionDir: string | readonly string[] = EXTENSION_DIR,
  profileDir?: string,
  { backForwardCache = false } = {},
): Promise<LaunchedExtension> {
  const profile = profileDir ?? mkdtempSync(join(tmpdir(), 'radar-profile-'));
  const extensions = typeof extensionDir === 'string' ? extensionDir : extensionDir.join(',');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--disable-extensions-except=${extensions}`, `--load-extension=${extensions}`],
    // Playwright turns the back/forward cache off; a user's browser has it, and the tests of pages restored from it
    // need it.
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
  // Nothing leaves the machine: anything not served by a route is refused.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
  return {
    context,
    async close() {
      await context.close();
      if (profileDir === undefined) rmSync(profile, { recursive: true, force: true });
    },
  };
}
