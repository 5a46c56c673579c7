/**
 * The tag chips' row scrolls sideways: where chips are out of sight it fades at that edge and says "+N more" at its
 * end, which the keyboard reaches and which brings the next hidden chip into view, at 360 and 800 px, light and dark.
 * Before, the row was cut at the window's edge with nothing to say more chips were there.
 */
import type { Locator } from '@playwright/test';
import { generatedPapers } from '../fixtures/papers/generated';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

const SUB_TOPICS = [
  'Web, GUI & Computer-Use Agents',
  'Deep Research & Search Agents',
  'Reward Design & Reward Hacking',
  'Credit Assignment',
  'Negotiation, Dialogue & Games',
  'Memory & Long-Horizon Agents',
  'Coding Agents',
  'Multi-Agent RL',
];

/** Whether the chip lies wholly inside the row's visible box. */
async function wholeIn(chip: Locator, row: Locator): Promise<boolean> {
  const [a, b] = [await chip.boundingBox(), await row.boundingBox()];
  return a !== null && b !== null && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

for (const width of [360, 800]) {
  test(`at ${width} px, hidden tag chips are announced by "+N more", which shows the next one, in light and dark`, async ({
    openPopup,
  }) => {
    const popup = await openPopup('Feed');
    const seed = seedPapers(generatedPapers(16));
    seed.feed = seed.feed?.map((item, i) => ({ ...item, tags: [SUB_TOPICS[i % 8] as string, SUB_TOPICS[(i + 3) % 8] as string] }));
    await seedStore(popup, seed);
    await popup.setViewportSize({ width, height: 600 });
    await popup.reload();
    const group = popup.getByRole('group', { name: 'Filter by tag' });
    // The chips' line, which scrolls; "+N more" sits after it.
    const row = group.locator('.chips-row');
    const chips = row.getByRole('button');
    await expect(chips).toHaveCount(8);
    const more = group.getByRole('button', { name: /^\+\d+ more tags$/ });
    await expect(more).toBeVisible();
    // The count is how many chips are out of sight: the last chip is one of them.
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    expect(hidden).toBeGreaterThan(0);
    expect(await wholeIn(chips.last(), row)).toBe(false);

    await expectNoAxeViolations(popup, { include: '.chips' });

    // From the keyboard: "+N more" brings the first hidden chip into view and focuses it.
    await more.focus();
    await popup.keyboard.press('Enter');
    const focused = row.locator('button:focus');
    await expect(focused).toHaveCount(1);
    await expect.poll(() => wholeIn(focused, row)).toBe(true);
    // Tab walks on through the chips to the last, which comes into view; then nothing is hidden after it.
    for (let i = 0; i < 8 && !(await chips.last().evaluate((chip) => chip === document.activeElement)); i++)
      await popup.keyboard.press('Tab');
    await expect(chips.last()).toBeFocused();
    await expect.poll(() => wholeIn(chips.last(), row)).toBe(true);
    await expect(more).toHaveCount(0);
  });
}
