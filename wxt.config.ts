import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { CONTENT_MATCHES } from './lib/sites/matches';

/** The arXiv API, and the sites content scripts decorate (so PDF tabs there get a badge): nothing else. */
const HOST_PERMISSIONS = [
  'https://export.arxiv.org/*',
  // A host permission names the whole host (a path would be ignored anyway).
  ...CONTENT_MATCHES.map((pattern) => pattern.replace(/^https:\/\/([^/]+)\/.*$/, 'https://$1/*')),
].filter((pattern, index, all) => all.indexOf(pattern) === index);

/**
 * The second opinion's endpoint is wherever the user runs or rents a model: its host is asked for on options.html when
 * the user saves it (permissions.request), never at install. MV2 (the Firefox build) lists optional hosts among its
 * optional permissions.
 */
const OPTIONAL_HOSTS = ['https://*/*', 'http://*/*'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  vite: () => ({
    plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
    // No preload helper or polyfill in the popup: the few lazily loaded chunks import what they need themselves.
    build: { modulePreload: { polyfill: false } },
  }),
  manifest: ({ browser }) => ({
    name: 'Agent RL Radar',
    description: 'Save, follow and export papers on reinforcement learning for LLM agents.',
    // Each permission is explained in the README ("Permissions, and why").
    permissions: ['storage', 'unlimitedStorage', 'activeTab', 'scripting', 'contextMenus', 'alarms'],
    host_permissions: HOST_PERMISSIONS,
    ...(browser === 'firefox' ? { optional_permissions: OPTIONAL_HOSTS } : { optional_host_permissions: OPTIONAL_HOSTS }),
    action: { default_title: 'Agent RL Radar' },
    // No content script: once a decorated page has loaded, the background injects its page script
    // (entrypoints/background/page-boot.ts), so pages neither load slower nor pay for a boot script.
    commands: {
      'save-current-tab': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Save the current tab’s paper to RL for LLM Agents',
      },
      // The popup's own command, with no key until the user gives it one. Firefox's Manage Extension Shortcuts offers
      // only the commands a manifest declares, so without it the keyboard-first popup could not be opened from the
      // keyboard there; Chrome offers "Activate the extension" in chrome://extensions/shortcuts either way.
      ...(browser === 'firefox' ? { _execute_browser_action: { description: 'Open Agent RL Radar' } } : {}),
    },
    ...(browser === 'firefox'
      ? {
          // The data-collection declaration is read from Firefox 140 on desktop (the ESR Debian ships) and 142 on
          // Android; older versions refuse a manifest that has it.
          browser_specific_settings: {
            gecko: {
              id: 'agent-rl-radar@example.org',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
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
