/**
 * "Save link to RL for LLM Agents" (the links' menu): saves the paper a link names and says how it went on the tab's
 * toolbar button, as the save shortcut does — ✓ with the paper's title, or "!" with why not — for a few seconds; then
 * the button shows the tab's own page again (the link is not the page). It said nothing before, even when it failed.
 */
import { browser } from 'wxt/browser';
import type { RadarDb } from '../../lib/store/db';
import { showTabOutcome, tabOutcomes, updateBadge } from './saved-events';

/** How long the button shows what a saved link came to. */
export const LINK_OUTCOME_MS = 6_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function saveLink(
  db: RadarDb,
  save: (url: string) => Promise<{ paperId: string }>,
  url: string,
  tabId: number | undefined,
  wait: (ms: number) => Promise<void> = pause,
): Promise<void> {
  const outcome = await save(url).then(
    async ({ paperId }) => ({ ok: true as const, title: (await db.papers.get(paperId))?.title ?? paperId }),
    (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
  );
  // A menu opened outside a tab (the browser's own pages) has no button to tell.
  if (tabId === undefined) return;
  await showTabOutcome(tabId, outcome);
  const shown = tabOutcomes(tabId);
  await wait(LINK_OUTCOME_MS);
  // Another save's outcome came since (a second link, the shortcut): it stays for its own time.
  if (tabOutcomes(tabId) !== shown) return;
  // Where the tab is now: it may have gone to another page meanwhile, or closed.
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (tab) await updateBadge(db, tabId, tab.url);
}
