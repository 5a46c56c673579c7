/**
 * A library row's chips: the user's tags, then the paper's sub-topics from the feed, on one line. A long sub-topic
 * after two tags wrapped onto the row's hidden second line, so the row showed two chips and said nothing of the third.
 * Every chip stays on the line, a long one cut with "…", its whole label on hover and read to a screen reader.
 */
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, test } from './extension';
import { savedRecords, seedPapers, seedStore } from './seed-store';

test('at 800 × 600 a library row shows every chip of its paper, none dropped onto a hidden line', async ({ context, extensionId }) => {
  const library = await context.newPage();
  await library.setViewportSize({ width: 800, height: 600 });
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const seed = seedPapers(generatedPapers(3));
  const topics = ['Deep Research & Search Agents', 'Web, GUI & Computer-Use Agents'];
  await seedStore(library, {
    papers: seed.papers,
    feed: seed.feed?.map((item) => ({ ...item, tags: topics })),
    saved: savedRecords(seed.papers, ['to-read', 'long-horizon planning']),
  });
  await library.reload();
  const row = library.getByRole('listbox', { name: 'Library papers' }).getByRole('option').first();
  const chips = row.locator('.tag');
  await expect(chips).toHaveCount(4);
  const placed = await row.locator('.row-topics').evaluate((line) => {
    const box = line.getBoundingClientRect();
    return [...line.querySelectorAll<HTMLElement>('.tag')].map((chip) => {
      const rect = chip.getBoundingClientRect();
      return {
        label: chip.textContent,
        title: chip.title,
        // In sight: on the line's visible height and starting before its end.
        shown: rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1 && rect.left < box.right - 16,
      };
    });
  });
  for (const chip of placed) expect(chip.shown, `${chip.label} in sight`).toBe(true);
  // A chip cut short still names its whole label, on hover and to a screen reader.
  for (const [chip, label] of placed.map((chip, i) => [chip, ['to-read', 'long-horizon planning', ...topics][i]] as const)) {
    expect(chip.label).toContain(label);
    expect(chip.title).toContain(label);
  }
});
