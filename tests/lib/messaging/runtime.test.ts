import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { extensionRuntime } from '../../../lib/messaging/runtime';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('extensionRuntime', () => {
  it('is Firefox’s browser.runtime where there is one', () => {
    vi.stubGlobal('chrome', { runtime: { id: 'chrome' } });
    expect(extensionRuntime()).toBe(fakeBrowser.runtime);
  });

  it('is Chrome’s chrome.runtime otherwise', () => {
    const runtime = { id: 'abc', sendMessage: async () => undefined };
    vi.stubGlobal('browser', undefined);
    vi.stubGlobal('chrome', { runtime });
    expect(extensionRuntime()).toBe(runtime);
  });

  it('is missing outside an extension, as on a page whose script was orphaned', () => {
    vi.stubGlobal('browser', undefined);
    vi.stubGlobal('chrome', {});
    expect(extensionRuntime()).toBeUndefined();
  });
});
