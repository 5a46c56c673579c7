// @vitest-environment happy-dom
/** "Fetch papers now" goes away while the feed refreshes: the focus is not left to fall to the page's body. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { radarDb } from '../../../lib/store/db';

let root: HTMLElement;

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  await radarDb().open();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(async () => {
  act(() => render(null, root));
  root.remove();
  await radarDb().delete();
});

describe('Fetch papers now', () => {
  it('leaves the focus on the feed’s panel and says that the fetch started', async () => {
    const sent: unknown[] = [];
    const services = async () => ({ ...(await popupServices()), send: async (request: unknown) => void sent.push(request) }) as never;
    act(() => render(<Popup firstRows={undefined} loadServices={services} />, root));
    const fetch = await vi.waitFor(() => {
      const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Fetch papers now');
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    fetch.focus();
    act(() => fetch.click());
    expect(document.activeElement?.id).toBe('panel-feed');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Fetching the latest papers from arXiv…');
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'feed/refresh', force: true }));
  });
});
