import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Unit tests only: end-to-end tests use the browser's real IndexedDB.
    setupFiles: ['fake-indexeddb/auto', 'tests/support/browser-global.ts'],
    // Fixture pages link arXiv's stylesheets; nothing is fetched in unit tests.
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
  },
});
