import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  vite: () => ({ plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })] }),
  manifest: ({ browser }) => ({
    name: 'Agent RL Radar',
    description: 'Save, follow and export papers on reinforcement learning for LLM agents.',
    // unlimitedStorage: the browser never evicts the saved library under storage pressure.
    permissions: ['storage', 'unlimitedStorage'],
    action: { default_title: 'Agent RL Radar' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'agent-rl-radar@example.org',
              strict_min_version: '142.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
  webExt: {
    binaries: { chrome: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    chromiumArgs: [
      // A persistent profile, so the library saved during development survives restarts.
      `--user-data-dir=${resolve('.wxt/chrome-data')}`,
      // Chromium refuses to start its sandbox as root (containers, CI machines).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
    startUrls: ['https://arxiv.org/abs/2604.27955'],
  },
});
