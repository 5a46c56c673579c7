/**
 * The only script the manifest puts on paper pages: a few hundred bytes that wait for the page's load event and
 * then ask the background to inject this site's page script. Until the page has loaded it pays for nothing else —
 * no framework wrapper, no polyfill, no detectors — which is what keeps `content.pageLoadRatio` near 1.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import type { RequestOf } from '../lib/messaging/protocol';

/** Slow subresources (images, fonts) must not keep the save control away for long. */
const LATEST_MS = 3000;

// Deliberately not webextension-polyfill (its start-up alone costs more than the page can spare): Chrome and
// Firefox both provide `chrome.runtime.sendMessage`.
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> | undefined } };

/** The protocol's boot request (a type-only import: nothing of the protocol's code comes with it). */
const BOOT: RequestOf<'page/boot'> = { type: 'page/boot' };

export default defineUnlistedScript(() => {
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    // A task of its own, after the load event's handlers have run. A failed send (the extension was just
    // reloaded) leaves the page as it was.
    setTimeout(() => chrome.runtime.sendMessage(BOOT)?.catch(() => undefined), 0);
  };
  if (document.readyState === 'complete') boot();
  else {
    window.addEventListener('load', boot, { once: true });
    setTimeout(boot, LATEST_MS);
  }
});
