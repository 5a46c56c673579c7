/**
 * The library's selection in real Chromium, from the keyboard: Shift+J chooses on, the chosen papers go into a
 * collection at once, and Remove takes them all out, the focus kept on the list, U bringing every one back.
 */

import { expectNoAxeViolations } from './axe';
import { expect, test } from './extension';
import { openSeededLibrary } from './seed-store';

test('Shift+J chooses papers; they join a collection at once, leave at once, and U brings them all back', async ({
  context,
  extensionId,
}) => {
  const library = await openSeededLibrary(context, extensionId, { width: 1280, height: 800, count: 4, tags: [] });
  const list = library.getByRole('listbox', { name: 'Library papers' });
  const selection = library.locator('p.selection');
  await expect(list.getByRole('option')).toHaveCount(4);
  await library.getByLabel('New collection').fill('Reading group');
  await library.getByRole('button', { name: 'Create' }).click();
  await expect(library.getByRole('status')).toHaveText('Created the collection “Reading group”.');

  await list.focus();
  await library.keyboard.press('Shift+J');
  await library.keyboard.press('Shift+ArrowDown');
  await expect(selection).toContainText('3 selected');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(3);
  // Caps Lock's "J" (no Shift) only moves.
  await library.keyboard.press('J');
  await expect(selection).toContainText('3 selected');
  await expectNoAxeViolations(library, { label: 'with papers chosen' });

  await selection.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Reading group' });
  await selection.getByRole('button', { name: 'Add to collection' }).click();
  await expect(library.getByRole('status')).toHaveText('Added 3 papers to “Reading group”.');
  await library.getByRole('button', { name: /^Reading group/ }).click();
  await expect(list.getByRole('option')).toHaveCount(3);
  await library.getByRole('button', { name: /^All saved papers/ }).click();
  await expect(list.getByRole('option')).toHaveCount(4);

  await selection.getByRole('button', { name: 'Remove' }).click();
  await expect(library.getByRole('status')).toHaveText('Removed 3 papers from the library. Press U to undo.');
  await expect(list.getByRole('option')).toHaveCount(1);
  // The button went with the chosen papers: the focus is on the list, where U is heard.
  await expect(list).toBeFocused();
  await library.keyboard.press('u');
  await expect(library.getByRole('status')).toHaveText('Saved 3 papers again, with your notes and tags.');
  await expect(list.getByRole('option')).toHaveCount(4);
});
