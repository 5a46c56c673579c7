/**
 * The library at a phone's width (360 × 640): the Sort, Tag and Show filters each took a whole line, a label over a
 * menu, and left the paper list about 160 px — under two rows. They go two to a line, each label beside its menu.
 */
import { expect, test } from './extension';
import { openSeededLibrary } from './seed-store';

test('at 360 px the library’s filters go two to a line and the paper list shows more than two rows', async ({ context, extensionId }) => {
  const library = await openSeededLibrary(context, extensionId, { width: 360, height: 640, count: 6, tags: ['long-horizon planning'] });
  const list = library.getByRole('listbox', { name: 'Library papers' });
  await expect(list.getByRole('option')).toHaveCount(6);
  const [sort, tag, show, updated] = [
    library.getByRole('combobox', { name: 'Sort' }),
    library.getByRole('combobox', { name: 'Tag' }),
    library.getByRole('combobox', { name: 'Show' }),
    library.getByRole('button', { name: /^Updated/ }),
  ];
  for (const control of [sort, tag, show, updated]) await expect(control).toBeInViewport({ ratio: 1 });
  const lines = new Set<number>();
  for (const control of [sort, tag, show, updated]) {
    const box = await control.boundingBox();
    const middle = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    if (![...lines].some((line) => Math.abs(line - middle) < 6)) lines.add(middle);
  }
  // Four lines before (Updated beside Show): now two.
  expect(lines.size).toBe(2);
  // Two 86-px rows and a bit were all the list showed.
  expect((await list.boundingBox())?.height).toBeGreaterThan(200);
  // The menus still read: the sort's choice is not cut to a letter or two.
  expect((await sort.boundingBox())?.width).toBeGreaterThan(100);
});
