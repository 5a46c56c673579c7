/**
 * What a test can learn of the extension's page script without the script leaving traces the page could read: whether
 * it ran in a tab (the handle it leaves in the extension's world of the document, read through the background), and
 * whether the page asked the background for its state rather than being handed it.
 */
import type { Worker } from '@playwright/test';
import { PAGE_HANDLE_KEY } from '../../lib/messaging/page-handle';
import { startCountingStateRequests, stateRequestsCounted } from '../support/state-requests';

/** The browser APIs these checks call in the service worker. */
interface WorkerApi {
  tabs: { query(query: { url: string }): Promise<{ id?: number }[]> };
  scripting: {
    executeScript(injection: {
      target: { tabId: number };
      func: (key: string) => boolean;
      args: [string];
    }): Promise<{ result?: unknown }[]>;
  };
}

/**
 * Whether the page script ran in the tab showing `url`. A function the background injects runs in the same world as
 * the page script, where the script leaves its handle before it reads the page (content/page-handle.ts); its load is
 * synchronous, so once the handle is there the script has done all it does on load.
 */
export function pageScriptRan(serviceWorker: Worker, url: string): Promise<boolean> {
  return serviceWorker.evaluate(
    async ({ tabUrl, key }) => {
      const { chrome } = globalThis as unknown as { chrome: WorkerApi };
      const [tab] = await chrome.tabs.query({ url: tabUrl });
      if (tab?.id === undefined) return false;
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab.id },
        func: (handleKey) => Symbol.for(handleKey) in globalThis,
        args: [key],
      });
      return injection?.result === true;
    },
    { tabUrl: url, key: PAGE_HANDLE_KEY },
  );
}

/** Starts counting the `page/state` requests pages send; returns how to read the count. */
export async function countStateRequests(serviceWorker: Worker): Promise<() => Promise<number>> {
  await serviceWorker.evaluate(startCountingStateRequests);
  return () => serviceWorker.evaluate(stateRequestsCounted);
}
