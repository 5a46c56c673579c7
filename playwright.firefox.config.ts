import { defineConfig } from '@playwright/test';

/**
 * Firefox end-to-end tests. Playwright is only the runner here (no Playwright browser is launched): the specs drive
 * Debian's Firefox ESR through puppeteer-core, since Playwright's Firefox is a patched build that can't be
 * downloaded here and can't install add-ons. Run after `npm run build:firefox`.
 */
export default defineConfig({
  testDir: 'tests/e2e-firefox',
  // One Firefox at a time: the machines this runs on have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
