// @vitest-environment happy-dom
/**
 * "Fetch papers now" goes away while the feed refreshes: the focus is not left to fall to the page's body, and the
 * status line says that the fetch started, then that it ended.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../components/popup/Popup';
import { popupServices } from '../../../components/popup/popup-services';
import { FEED_STATE_KEY } from '../../../lib/feed/state';
import { radarDb, writeKv } from '../../../lib/store/db';
import { popupPerTest } from './popup-page';

const page = popupPerTest();
const root = () => page.root;

describe('Fetch papers now', () => {
  it('leaves the focus on the feed’s panel, says that the fetch started, and then that the feed is up to date', async () => {
    const sent: unknown[] = [];
    const services = async () => ({ ...(await popupServices()), send: async (request: unknown) => void sent.push(request) }) as never;
    act(() => render(<Popup firstRows={undefined} loadServices={services} />, root()));
    const fetch = await vi.waitFor(() => {
      const button = [...root().querySelectorAll('button')].find((candidate) => candidate.textContent === 'Fetch papers now');
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    fetch.focus();
    act(() => fetch.click());
    expect(document.activeElement?.id).toBe('panel-feed');
    expect(root().querySelector('[role="status"]')?.textContent).toBe('Fetching the latest papers from arXiv…');
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'feed/refresh', force: true }));
    // What the background's run writes: running, then done.
    await writeKv(radarDb(), FEED_STATE_KEY, { refreshing: true, lastAttemptAt: 1 });
    await writeKv(radarDb(), FEED_STATE_KEY, { lastAttemptAt: 1, lastSuccessAt: 2 });
    await vi.waitFor(() => expect(root().querySelector('[role="status"]')?.textContent).toBe('The feed is up to date.'));
  });

  it('leaves a failure to the feed status’s alert: the “Fetching…” line goes', async () => {
    const services = async () => ({ ...(await popupServices()), send: async () => undefined }) as never;
    act(() => render(<Popup firstRows={undefined} loadServices={services} />, root()));
    const fetch = await vi.waitFor(() => {
      const button = [...root().querySelectorAll('button')].find((candidate) => candidate.textContent === 'Fetch papers now');
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    act(() => fetch.click());
    expect(root().querySelector('[role="status"]')?.textContent).toBe('Fetching the latest papers from arXiv…');
    await writeKv(radarDb(), FEED_STATE_KEY, { lastAttemptAt: 1, lastError: 'arXiv could not be reached.', offline: true });
    await vi.waitFor(() => expect(root().querySelector('[role="alert"]')?.textContent).toBe('Offline'));
    expect(root().querySelector('[role="status"]')?.textContent).toBe('');
  });
});
