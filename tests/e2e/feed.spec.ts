import { classify } from '../../lib/topic/classifier';
import { atomCount, atomFeed } from '../fixtures/atom/feed-builder';
import { feedPapers } from '../fixtures/atom/feed-papers';
import { expect, refreshFeedWithRoutes, test } from './extension';

test('the Feed tab shows what the classifier keeps, with tags and the trend line; X dismisses; offline keeps the feed', async ({
  context,
  openPopup,
}) => {
  const papers = feedPapers();
  const kept = papers.filter((paper) => classify({ id: paper.id, title: paper.title, abstract: paper.abstract }).inTopic);
  expect(kept.length).toBeGreaterThan(3);
  let online = true;
  await context.route('https://export.arxiv.org/api/query**', (route) => {
    if (!online) return route.abort('internetdisconnected');
    const url = new URL(route.request().url());
    if (url.searchParams.get('max_results') === '0')
      return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomCount(20_000) });
    return route.fulfill({ status: 200, contentType: 'application/atom+xml', body: atomFeed(papers) });
  });

  const popup = await openPopup('Feed');
  await refreshFeedWithRoutes(popup);
  const list = popup.getByRole('listbox', { name: 'Feed papers' });
  await expect(list.getByRole('option')).toHaveCount(kept.length, { timeout: 20_000 });
  for (const paper of kept)
    await expect(list.getByRole('option').filter({ hasText: paper.title.replace(/\s+/g, ' ').trim() })).toHaveCount(1);
  // Once the refresh forced above is done too.
  await expect(popup.getByText(/^Updated (just now|\d+ min ago)$/)).toBeVisible({ timeout: 20_000 });
  await expect(
    popup.getByText(`${kept.length} papers in the last four weeks, none in the four weeks before`, { exact: false }),
  ).toBeVisible();
  await expect(popup.getByText(/% of all new papers/)).toBeVisible();
  // Every row carries at least one sub-topic tag.
  expect(await list.locator('[role="option"]:not(:has(.tag))').count()).toBe(0);

  const first = list.getByRole('option').first();
  const firstTitle = (await first.locator('.row-title').textContent()) ?? '';
  await list.focus();
  await popup.keyboard.press('x');
  await expect(list.getByRole('option')).toHaveCount(kept.length - 1);
  await expect(list.getByRole('option').filter({ hasText: firstTitle })).toHaveCount(0);
  // The field's trend is the field's: one reader's X does not change it.
  await expect(
    popup.getByText(`${kept.length} papers in the last four weeks, none in the four weeks before`, { exact: false }),
  ).toBeVisible();
  // What X taught can be forgotten: resetting brings the paper back, says so in sight, and U takes the reset back.
  await popup.getByRole('button', { name: 'Reset what it learned' }).click();
  await expect(list.getByRole('option')).toHaveCount(kept.length);
  await expect(popup.getByRole('status').last()).toHaveText('The feed forgot what it learned from 1 paper. Press U to undo.');
  await expect(list).toBeFocused();
  await popup.keyboard.press('u');
  await expect(list.getByRole('option')).toHaveCount(kept.length - 1);
  await expect(list.getByRole('option').filter({ hasText: firstTitle })).toHaveCount(0);

  online = false;
  await popup.getByRole('tab', { name: /^Feed/ }).click();
  const reply = await popup.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } };
    return chrome.runtime.sendMessage({ type: 'feed/refresh', force: true });
  });
  expect(reply).toMatchObject({ ok: true, data: { started: true } });
  await expect(popup.getByRole('alert')).toHaveText('Offline', { timeout: 60_000 });
  await expect(popup.locator('.feed-status')).toContainText('Offline — showing papers from');
  await expect(list.getByRole('option')).toHaveCount(kept.length - 1);
});
