/**
 * A popup that opens before its rows are read (no first-rows snapshot yet, as on a first open) holds the focus on its
 * panel meanwhile, so it never falls to the page. Once the rows come, the focus goes on to the list: it stayed on the
 * panel, whose focus ring drew two orange lines across the whole popup, above the list and above the footer.
 */
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, test } from './extension';
import { seedPapers, seedStore } from './seed-store';

test('opened before its rows are read, the popup gives the focus to the list once they come, not to its panel', async ({ openPopup }) => {
  const popup = await openPopup('Feed');
  await seedStore(popup, seedPapers(generatedPapers(5)));
  await popup.reload();
  const list = popup.getByRole('listbox', { name: 'Feed papers' });
  await expect(list.getByRole('option')).toHaveCount(5);
  await expect(list).toBeFocused();
  await expect(popup.getByRole('tabpanel')).not.toBeFocused();
  // And the keys act on it at once.
  await popup.keyboard.press('j');
  await expect(list.getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', '2');
});
