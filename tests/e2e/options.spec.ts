import type { Page, Worker } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './extension';

async function openOptions(page: Page, extensionId: string): Promise<void> {
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Options — RL for LLM Agents');
}

/** What storage.local holds under `settings`, read through the page. */
function storedSettings(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(async () => {
    const { storage } = (
      globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } }
    ).chrome;
    return (await storage.local.get('settings')).settings as Record<string, unknown> | undefined;
  });
}

/** The feed alarm's period in the worker, or null when there is no alarm. */
function feedAlarmPeriod(worker: Worker): Promise<number | null> {
  return worker.evaluate(async () => {
    const { alarms } = (
      globalThis as unknown as { chrome: { alarms: { get(name: string): Promise<{ periodInMinutes?: number } | undefined> } } }
    ).chrome;
    return (await alarms.get('feed-refresh'))?.periodInMinutes ?? null;
  });
}

test('options.html: its sections; marks and the feed period are saved at once, survive a reload and set the alarm', async ({
  context,
  extensionId,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openOptions(page, extensionId);
  for (const name of [
    'Marks on arXiv pages',
    'Topic feed',
    'Second opinion for uncertain papers',
    'Sync copy',
    'Backup reminder',
    'Exports',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible();
  const listings = page.getByRole('checkbox', { name: 'arXiv listings (new, recent, past week, monthly, catch-up)' });
  const search = page.getByRole('checkbox', { name: 'arXiv search results' });
  const abs = page.getByRole('checkbox', { name: 'arXiv abstract pages (the verdict under the save button)' });
  for (const box of [listings, search, abs]) await expect(box).toBeChecked();
  const status = page.getByRole('status');

  await listings.uncheck();
  await expect(status).toHaveText('Saved. Marks on arXiv listings are off.');
  // From the keyboard: Space on the focused checkbox.
  await abs.focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Saved. Marks on arXiv abstract pages are off.');

  const refresh = page.getByRole('combobox', { name: 'Refresh the feed' });
  await expect(refresh).toHaveValue('6');
  await expect.poll(() => feedAlarmPeriod(serviceWorker)).toBe(360);
  await refresh.selectOption({ label: 'Every 12 hours' });
  await expect(status).toHaveText('Saved. The feed refreshes every 12 hours.');
  await expect.poll(() => feedAlarmPeriod(serviceWorker)).toBe(720);

  await page.reload();
  await expect(listings).not.toBeChecked();
  await expect(search).toBeChecked();
  await expect(abs).not.toBeChecked();
  await expect(refresh).toHaveValue('12');
  await expect(page.getByRole('combobox', { name: 'Remind me to export a backup' })).toHaveValue('30');
  expect(await storedSettings(page)).toEqual({
    marks: { 'arxiv-listing': false, 'arxiv-search': true, 'arxiv-abs': false },
    feedRefreshHours: 12,
    backupReminderDays: 30,
    bibtexPreprintEntries: false,
    judge: { mode: 'none', baseUrl: '', model: '', apiKey: '', monthlyCap: 300 },
  });

  // Only when the popup opens: no alarm at all.
  await refresh.selectOption({ label: 'Only when I open the popup' });
  await expect(status).toHaveText('Saved. The feed refreshes when you open the popup.');
  await expect.poll(() => feedAlarmPeriod(serviceWorker)).toBeNull();
  await page.getByRole('combobox', { name: 'Remind me to export a backup' }).selectOption({ label: 'Never' });
  await expect(status).toHaveText('Saved. The library will not remind you to back up.');
  await page.reload();
  await expect(refresh).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Remind me to export a backup' })).toHaveValue('0');
});

test('options.html has no axe violations in light and dark themes', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await openOptions(page, extensionId);
  // With a status line showing too.
  await page.getByRole('checkbox', { name: 'arXiv search results' }).uncheck();
  await expect(page.getByRole('status')).toHaveText('Saved. Marks on arXiv search results are off.');
  await expectNoAxeViolations(page);
});

test('the popup’s Options link and the library’s open options.html; the toolbar menu has an Options item', async ({
  context,
  extensionId,
  openPopup,
  serviceWorker,
}) => {
  const popup = await openPopup();
  const [fromPopup] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('button', { name: 'Options', exact: true }).click(),
  ]);
  await fromPopup.waitForLoadState();
  expect(fromPopup.url()).toBe(`chrome-extension://${extensionId}/options.html`);
  await expect(fromPopup.getByRole('heading', { name: 'Sync copy' })).toBeVisible();
  await fromPopup.close();

  const library = await context.newPage();
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  await expect(library.getByRole('checkbox', { name: /Copy the saved list/ })).toHaveCount(0);
  const [fromLibrary] = await Promise.all([context.waitForEvent('page'), library.getByRole('link', { name: 'Options' }).click()]);
  await fromLibrary.waitForLoadState();
  expect(fromLibrary.url()).toBe(`chrome-extension://${extensionId}/options.html`);

  // Created on install; an item that was never created can't be updated.
  const menu = () =>
    serviceWorker.evaluate(() => {
      const { contextMenus } = (
        globalThis as unknown as { chrome: { contextMenus: { update(id: string, changes: object): Promise<void> } } }
      ).chrome;
      return contextMenus.update('open-options', {}).then(
        () => 'registered',
        () => 'missing',
      );
    });
  await expect.poll(menu).toBe('registered');
});
