/**
 * Marks turned on or off on options.html reach the arXiv pages already open: each page script of that kind of page is
 * told through the handle it left (page-handle-call.ts), and takes its marks away, or asks for them, with no reload.
 */
import { browser } from 'wxt/browser';
import type { MarksChangedEvent } from '../../lib/messaging/shapes';
import { MARK_SITES, type MarkSite } from '../../lib/settings/mark-sites';
import { onLocalValueChanged, parseSettings, SETTINGS_KEY, type Settings } from '../../lib/settings/settings';
import { PAGE_SCRIPT_SITES } from '../../lib/sites';
import { callPageScript } from './page-handle-call';

/** The pages of each kind that carries marks, from the sites' own patterns. */
function pagesOf(site: MarkSite): string[] {
  const detectors = Object.values(PAGE_SCRIPT_SITES).flat();
  return [...new Set(detectors.filter((detector) => detector.markSite === site).flatMap((detector) => detector.patterns))];
}

/** Tells the open pages of each kind whose marks changed between `before` and `after`. */
export async function tellOpenPages(before: Settings['marks'], after: Settings['marks']): Promise<void> {
  for (const site of MARK_SITES) {
    if (before[site] === after[site]) continue;
    const event: MarksChangedEvent = { type: 'marks/changed', site, on: after[site] };
    const tabs = await browser.tabs.query({ url: pagesOf(site) });
    await Promise.all(
      tabs.map((tab) =>
        // A page with no script of ours (still loading, or never decorated) has no handle: nothing happens there.
        tab.id === undefined ? undefined : callPageScript({ tabId: tab.id, frameIds: [0] }, 'marks', event).catch(() => undefined),
      ),
    );
  }
}

/**
 * Follows the marks' switches for as long as the worker runs (the browser wakes it for a change). One change is told
 * after the other: an "off" must not reach a page after the "on" that followed it.
 */
export function followMarkSwitches(): void {
  let told = Promise.resolve();
  onLocalValueChanged(SETTINGS_KEY, (value, before) => {
    told = told.then(() => tellOpenPages(parseSettings(before).marks, parseSettings(value).marks)).catch(() => undefined);
  });
}
