// @vitest-environment happy-dom
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

  it('is Chrome’s chrome.runtime when a page’s elements took the name `browser` (DOM clobbering)', () => {
    const runtime = { id: 'abc', sendMessage: async () => undefined };
    // What `<form id="browser"><input name="runtime"></form>` puts under that name.
    const form = document.createElement('form');
    const input = Object.assign(document.createElement('input'), { name: 'runtime' });
    form.append(input);
    vi.stubGlobal('browser', Object.assign(form, { runtime: input }));
    vi.stubGlobal('chrome', { runtime });
    expect(extensionRuntime()).toBe(runtime);
  });
});
