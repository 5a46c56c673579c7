import { browser } from 'wxt/browser';
import { httpUrl } from '../../lib/paper/text';

/** Opens a link in a new tab (in the background when `active` is false); only http(s) links are ever opened. */
export function openTab(url: string | undefined, active = true): void {
  const safe = httpUrl(url);
  if (safe) void browser.tabs.create({ url: safe, active });
}
