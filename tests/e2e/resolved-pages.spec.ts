/**
 * A site page whose address names only the site's own key (Semantic Scholar) finds its paper by what it shows. Saved
 * earlier from arXiv, the paper is stored under its arXiv id: the page's control, the toolbar badge (also when the user
 * comes back to the tab) and the popup's "Current tab" button all say it is saved, and all follow an un-save.
 */
import type { Worker } from '@playwright/test';
import { expect, fixturePage, test } from './extension';
import { savedRecords, seedPapers, seedStore } from './seed-store';

const S2 =
  'https://www.semanticscholar.org/paper/Proximal-Policy-Optimization-Algorithms-Schulman-Wolski/dce6f9d4017b1785979e7520fd0834ef8cf02f4b';

/** Reads, or first sets, the toolbar badge's text of the tab showing `url`, as the service worker sees it. */
function tabBadge(serviceWorker: Worker, url: string, set?: string): Promise<string> {
  return serviceWorker.evaluate(
    async ([shown, text]) => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          tabs: { query(q: object): Promise<{ id: number; url?: string }[]> };
          action: { getBadgeText(d: object): Promise<string>; setBadgeText(d: object): Promise<void> };
        };
      };
      const [tab] = (await chrome.tabs.query({})).filter((t) => t.url === shown);
      if (!tab) return 'no such tab';
      if (text !== undefined) await chrome.action.setBadgeText({ tabId: tab.id, text });
      return chrome.action.getBadgeText({ tabId: tab.id });
    },
    [url, set] as const,
  );
}

test('a Semantic Scholar page of a paper saved from arXiv shows it saved: on the page, the badge on return, the popup', async ({
  context,
  serviceWorker,
  servePage,
  openPopup,
}) => {
  const first = await openPopup();
  const seed = seedPapers([{ id: '1707.06347', title: 'Proximal Policy Optimization Algorithms', abstract: 'We propose PPO.' }]);
  await seedStore(first, { papers: seed.papers, saved: savedRecords(seed.papers) });

  await servePage(S2, fixturePage('semantic-scholar-ppo.html'));
  const page = await context.newPage();
  await page.goto(S2);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect.poll(() => tabBadge(serviceWorker, S2)).toBe('✓');

  // Away and back: the worker sets the tab's badge again when it is activated (here marked so we see it did).
  await first.bringToFront();
  expect(await tabBadge(serviceWorker, S2, 'x')).toBe('x');
  await page.bringToFront();
  await expect.poll(() => tabBadge(serviceWorker, S2)).not.toBe('x');
  expect(await tabBadge(serviceWorker, S2)).toBe('✓');

  const popup = await openPopup();
  const current = popup.getByRole('region', { name: 'Current tab' }).getByRole('button');
  await expect(current).toHaveText('Saved');
  await expect(current).toHaveAttribute('aria-pressed', 'true');

  // Removed on the page: the popup and the badge follow.
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toBeVisible();
  await expect(current).toHaveText('Save this paper');
  await expect.poll(() => tabBadge(serviceWorker, S2)).toBe('+');
});
