/**
 * The background's side of lib/messaging/page-handle.ts: calls the handle a page script left in its document's
 * extension world, through a function injected into that world.
 */
import { browser } from 'wxt/browser';
import { PAGE_HANDLE_KEY, type PageHandle } from '../../lib/messaging/page-handle';

/** A tab's top frame, or one document of it (Chrome names the document an injection ran in). */
export type PageTarget = { tabId: number; frameIds: number[] } | { tabId: number; documentIds: string[] };

/** The document a script ran in or a message came from, where the browser names it (Chrome), else its frame. */
export function documentTarget(tabId: number, documentId: string | undefined, frameId = 0): PageTarget {
  return documentId ? { tabId, documentIds: [documentId] } : { tabId, frameIds: [frameId] };
}

/** Runs in the page script's world: `scripting.executeScript` sends the function's text alone, so it names nothing else. */
function callHandle(key: string, method: keyof PageHandle, payload: unknown): void {
  const handle = (globalThis as Record<symbol, Partial<PageHandle> | undefined>)[Symbol.for(key)];
  handle?.[method]?.(payload);
}

/** Hands `payload` to the page script's `method`; nothing happens where no page script runs. */
export async function callPageScript(target: PageTarget, method: keyof PageHandle, payload: unknown): Promise<void> {
  await browser.scripting.executeScript({ target, func: callHandle, args: [PAGE_HANDLE_KEY, method, payload] });
}

/** Whether a page script already runs in the tab's page (the handle registerPageHandle leaves in its world). */
export async function pageScriptRuns(tabId: number): Promise<boolean> {
  const [result] = await browser.scripting.executeScript({
    target: { tabId, frameIds: [0] },
    func: (key: string) => Symbol.for(key) in globalThis,
    args: [PAGE_HANDLE_KEY],
  });
  return result?.result === true;
}
