/**
 * The background's wiring: whatever one browser lacks, the rest is still wired. Firefox for Android (the manifest's
 * `gecko_android`) has no `menus`/`contextMenus` and no `commands`: `browser.contextMenus` and `browser.commands` are
 * undefined there, and the listeners after them (page scripts on load, alarms, the marks' switches) must still exist.
 * The jobs themselves are stubbed: this is about what gets wired, not what the jobs do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

vi.mock('../../../lib/store/db', () => ({ radarDb: () => ({}), savedIds: async () => new Set() }));
vi.mock('../../../lib/first-rows/writer', () => ({ keepFirstRows: () => undefined }));
vi.mock('../../../lib/arxiv/hold-off-store', () => ({ arxivHoldOffStore: () => ({}) }));
vi.mock('../../../lib/affiliations/enrich', () => ({ enrichAffiliations: async () => ({ requests: 0 }) }));
vi.mock('../../../entrypoints/background/complete', () => ({ completePending: async () => ({ remaining: 0 }) }));
vi.mock('../../../entrypoints/background/judge', () => ({ judgeJob: () => ({ run: () => undefined, again: () => undefined }) }));
vi.mock('../../../entrypoints/background/watch', () => ({
  watchJob: () => ({ start: async () => undefined, onAlarm: async () => undefined }),
  checkForUpdates: async () => ({}),
}));
vi.mock('../../../entrypoints/background/feed', () => ({
  FEED_ALARM: 'feed-refresh',
  feedJob: () => ({ refresh: () => true, opened: async () => undefined }),
  scheduleFeedAlarm: async () => undefined,
}));
vi.mock('../../../entrypoints/background/page-boot', () => ({
  answerPaperPagesWith: () => undefined,
  injectIfLoadHangs: () => undefined,
  injectPageScript: async () => undefined,
  sweepLoadedPages: () => undefined,
}));

/** A browser event that records its listeners. */
function event() {
  const listeners: unknown[] = [];
  return { listeners, addListener: (listener: unknown) => void listeners.push(listener) };
}

async function startBackground(): Promise<void> {
  const { default: background } = await import('../../../entrypoints/background/index');
  background.main();
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  fakeBrowser.reset();
});

describe('the background’s wiring', () => {
  it('on Firefox for Android (no menus, no commands): still injects page scripts, keeps its alarms and follows the options', async () => {
    const saved = { contextMenus: fakeBrowser.contextMenus, commands: fakeBrowser.commands };
    Object.assign(fakeBrowser, { contextMenus: undefined, commands: undefined });
    try {
      await expect(startBackground()).resolves.toBeUndefined();
      expect(fakeBrowser.tabs.onUpdated.hasListeners()).toBe(true);
      expect(fakeBrowser.tabs.onActivated.hasListeners()).toBe(true);
      expect(fakeBrowser.alarms.onAlarm.hasListeners()).toBe(true);
      expect(fakeBrowser.runtime.onMessage.hasListeners()).toBe(true);
    } finally {
      Object.assign(fakeBrowser, saved);
    }
  });

  it('on desktop browsers: the menus’ clicks and the save shortcut are listened to', async () => {
    const clicked = event();
    const command = event();
    const saved = { contextMenus: fakeBrowser.contextMenus, commands: fakeBrowser.commands };
    Object.assign(fakeBrowser, {
      contextMenus: { create: vi.fn(), removeAll: vi.fn(async () => undefined), onClicked: clicked },
      commands: { onCommand: command },
    });
    try {
      await startBackground();
      expect(clicked.listeners).toHaveLength(1);
      expect(command.listeners).toHaveLength(1);
      expect(fakeBrowser.tabs.onUpdated.hasListeners()).toBe(true);
    } finally {
      Object.assign(fakeBrowser, saved);
    }
  });
});
