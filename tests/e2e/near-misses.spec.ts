import type { Page } from '@playwright/test';
import { DB_NAME, type FeedbackRecord } from '../../lib/store/db';
import { generatedPapers } from '../fixtures/papers/generated';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

/** What the user told the per-user model, as stored (the popup's own IndexedDB). */
function storedFeedback(page: Page): Promise<FeedbackRecord[]> {
  return page.evaluate(
    (name) =>
      new Promise<FeedbackRecord[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('feedback').objectStore('feedback').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as FeedbackRecord[]);
          };
        };
      }),
    DB_NAME,
  );
}

test('near misses: a chip with their count, the reasons for and against, S saves one and X dismisses one, both teaching the feed', async ({
  openPopup,
}) => {
  const [first, second, ...inTopic] = generatedPapers(8);
  if (!first || !second) throw new Error('no papers');
  const seed = seedPapers([first, second, ...inTopic]);
  // The first two scored just under the threshold: stored in the feed, but not in it.
  seed.feed = seed.feed?.map((item, i) =>
    i < 2
      ? { ...item, inTopic: 0, score: 0.42 - i * 0.1, why: ['RL algorithm: grpo'], against: [`single-turn reasoning: math ${i}`] }
      : item,
  );
  const popup = await openPopup('Feed');
  await seedStore(popup, seed);
  await popup.reload();

  const feedList = popup.getByRole('listbox', { name: 'Feed papers' });
  await expect(feedList.getByRole('option').first()).toHaveAttribute('aria-setsize', '6');
  const chip = popup.getByRole('button', { name: /^Near misses/ });
  await expect(chip).toHaveText(/Near misses\s*2/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const nearList = popup.getByRole('listbox', { name: 'Near misses' });
  await expect(nearList.getByRole('option')).toHaveCount(2);
  const detail = popup.getByRole('article', { name: 'Selected paper' });
  await expect(detail.getByRole('region', { name: 'For the topic' })).toContainText('RL algorithm: grpo');
  await expect(detail.getByRole('region', { name: 'Against the topic' })).toContainText('single-turn reasoning: math');

  await expectNoAxeViolations(popup);

  // S saves the selected near miss: it leaves the near misses, joins the saved papers, and says "relevant".
  await nearList.focus();
  const rescued = (await nearList.getByRole('option', { selected: true }).locator('.row-title').textContent()) ?? '';
  await popup.keyboard.press('s');
  await expect(chip).toHaveText(/Near misses\s*1/);
  await expect(popup.getByRole('tab', { name: /^Saved/ })).toContainText('1');
  await expect.poll(async () => (await storedFeedback(popup)).map((record) => record.verdict)).toEqual(['relevant']);

  // X dismisses the other: it is gone, and the per-user model learns it is not relevant.
  await nearList.focus();
  const other = (await nearList.getByRole('option', { selected: true }).locator('.row-title').textContent()) ?? '';
  expect(other).not.toBe(rescued);
  await popup.keyboard.press('x');
  await expect(chip).toHaveText(/Near misses\s*0/);
  await expect(popup.getByText('No near misses')).toBeVisible();
  await expect.poll(async () => (await storedFeedback(popup)).map((record) => record.verdict).sort()).toEqual(['not-relevant', 'relevant']);

  // Back to the feed: the rescued paper is in it, saved.
  await chip.click();
  await expect(feedList.getByRole('option').filter({ hasText: rescued })).toHaveClass(/saved/);
});
