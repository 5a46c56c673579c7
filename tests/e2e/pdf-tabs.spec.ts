/**
 * Papers saved from their PDF tabs on the sites we decorate, where no script runs: the background reads the paper's
 * page for its title, authors and abstract, so the library shows the paper, not its id, and opens its page.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { expect, fixturePage, test } from './extension';

const PDF = 'https://openreview.net/pdf?id=VTF8yNQM66';
const FORUM = 'https://openreview.net/forum?id=VTF8yNQM66';
const TITLE = 'SWE-bench: Can Language Models Resolve Real-world Github Issues?';

/** A PDF at `url`, as the site serves it: Chrome shows it in its viewer, where no extension script runs. */
async function servePdf(context: BrowserContext, url: string) {
  await context.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/pdf',
      body: '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    }),
  );
}

test('an OpenReview PDF tab saves the paper its forum names, with its title and authors', async ({ context, servePage, openPopup }) => {
  let forumReads = 0;
  await context.route(FORUM, (route) => {
    forumReads += 1;
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fixturePage('openreview-VTF8yNQM66.html') });
  });
  await servePdf(context, PDF);
  const pdf = await context.newPage();
  await pdf.goto(PDF).catch(() => undefined);
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Save this paper' }).click();
  await expect(popup.getByRole('button', { name: 'Saved' }).first()).toHaveAttribute('aria-pressed', 'true');
  const saved = popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option').first();
  await expect(saved).toContainText(TITLE);
  await expect(saved).toContainText('Carlos E Jimenez, John Yang, Alexander Wettig +4');
  expect(forumReads).toBe(1);
  await saved.click();
  await expect(popup.getByRole('link', { name: 'Open paper' })).toHaveAttribute('href', FORUM);
  // Its forum page, visited later, shows it as saved: one paper, one key.
  await servePage(FORUM, fixturePage('openreview-VTF8yNQM66.html'));
  const forum = await context.newPage();
  await forum.goto(FORUM);
  await expect(forum.getByRole('button', { name: 'Saved' })).toBeVisible();
});

/** The toolbar badge's text on the tab showing `url`, as the service worker set it. */
function badgeOf(serviceWorker: Worker, url: string): Promise<string> {
  return serviceWorker.evaluate(async (shown) => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        tabs: { query(q: object): Promise<{ id: number; url?: string }[]> };
        action: { getBadgeText(d: object): Promise<string> };
      };
    };
    const [tab] = (await chrome.tabs.query({})).filter((t) => t.url === shown);
    return tab ? chrome.action.getBadgeText({ tabId: tab.id }) : 'no such tab';
  }, url);
}

test('an ACL Anthology PDF tab saves the paper its page names, under its DOI, and shows it saved there and on its page', async ({
  context,
  serviceWorker,
  servePage,
  openPopup,
}) => {
  const pdf = 'https://aclanthology.org/2023.acl-long.754.pdf';
  const landing = 'https://aclanthology.org/2023.acl-long.754/';
  await servePage(landing, fixturePage('acl-2023.acl-long.754.html'));
  await servePdf(context, pdf);
  const tab = await context.newPage();
  await tab.goto(pdf).catch(() => undefined);
  await expect.poll(() => badgeOf(serviceWorker, pdf)).toBe('+');
  const popup = await openPopup();
  await popup.getByRole('button', { name: 'Save this paper' }).click();
  await expect(popup.getByRole('status').filter({ hasText: /^Saved “/ })).toHaveText(
    'Saved “Self-Instruct: Aligning Language Models with Self-Generated Instructions”.',
  );
  // Stored under the DOI its page names, the paper is still the PDF tab's: the popup and the toolbar say it is saved.
  await expect(popup.getByRole('region', { name: 'Current tab' }).getByRole('button')).toHaveText('Saved');
  await expect.poll(() => badgeOf(serviceWorker, pdf)).toBe('✓');
  await popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option').first().click();
  await expect(popup.getByRole('link', { name: 'Open paper' })).toHaveAttribute('href', landing);

  // The page itself, visited later, shows the paper as saved; removed there, the PDF tab's badge follows.
  const page = await context.newPage();
  await page.goto(landing);
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save to RL for LLM Agents' })).toBeVisible();
  await expect.poll(() => badgeOf(serviceWorker, pdf)).toBe('+');
  // Saved again from the page: its PDF tab shows it.
  await page.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect.poll(() => badgeOf(serviceWorker, pdf)).toBe('✓');
});
