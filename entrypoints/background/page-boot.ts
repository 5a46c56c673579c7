/**
 * Answers content-boot.ts: injects the page script for the sender's page into the frame that asked. The script is
 * chosen by the URL the browser reports for the sender, never by anything the page says.
 */
import { browser } from 'wxt/browser';
import type { MessageOrigin, ResponseMap } from '../../lib/messaging/protocol';
import { RejectedError } from '../../lib/messaging/protocol';
import { pageScriptFor } from '../../lib/sites/page-scripts';

export async function injectPageScript(origin: MessageOrigin): Promise<ResponseMap['page/boot']> {
  if (origin.tabId === undefined || origin.url === undefined) throw new RejectedError('Only a page in a tab can ask for its script.');
  const script = pageScriptFor(origin.url);
  if (!script) return { script: null };
  // Into the document that asked (Chrome names it): by frame alone, a frame that navigated meanwhile would get it.
  const target =
    origin.documentId !== undefined
      ? { tabId: origin.tabId, documentIds: [origin.documentId] }
      : { tabId: origin.tabId, frameIds: [origin.frameId ?? 0] };
  await browser.scripting.executeScript({ target: target as { tabId: number }, files: [script] });
  return { script };
}
