/**
 * The library in a window of the popup's size (800 × 600, half a laptop's screen): its filters used to run off the
 * window's right edge, "Show" cut to "Re…" and the Updated filter out of reach but by scrolling sideways.
 */
import { expect, test } from './extension';
import { openSeededLibrary } from './seed-store';

test('at 800 × 600 the library’s search, Sort, Tag, Show and Updated filters are all in the window', async ({ context, extensionId }) => {
  const library = await openSeededLibrary(context, extensionId, { width: 800, height: 600, count: 3, tags: ['long-horizon planning'] });
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(3);
  for (const control of [
    library.getByRole('searchbox', { name: 'Search the library' }),
    library.getByRole('combobox', { name: 'Sort' }),
    library.getByRole('combobox', { name: 'Tag' }),
    library.getByRole('combobox', { name: 'Show' }),
    library.getByRole('button', { name: /^Updated/ }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test('a chosen file’s import preview opens in view, its Import button within reach', async ({ context, extensionId }) => {
  const library = await context.newPage();
  await library.setViewportSize({ width: 800, height: 600 });
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  await expect(library.getByText('No saved papers yet.')).toBeVisible();
  const bib = '@article{doe2024,\n title={A Paper to Import},\n author={Doe, Jane},\n year={2024},\n doi={10.1234/doe.2024}\n}\n';
  await library
    .getByLabel('Import a backup, BibTeX, RIS or CSL-JSON file')
    .setInputFiles({ name: 'refs.bib', mimeType: 'application/x-bibtex', buffer: Buffer.from(bib) });
  await expect(library.getByText('1 paper to save from the BibTeX file')).toBeVisible();
  await expect(library.getByRole('button', { name: 'Import', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(library.getByRole('button', { name: 'Cancel', exact: true })).toBeInViewport({ ratio: 1 });
  // Cancel closes it, and the status line no longer asks to confirm it.
  await library.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(library.getByText('1 paper to save from the BibTeX file')).toHaveCount(0);
  await expect(library.getByRole('status')).toHaveText('Import cancelled: nothing changed.');
});

test('at a phone’s width (360 px) the papers take the window’s width, the collections pane under them', async ({
  context,
  extensionId,
}) => {
  const library = await openSeededLibrary(context, extensionId, { width: 360, height: 640, count: 3, tags: ['long-horizon planning'] });
  const list = library.getByRole('listbox', { name: 'Library papers' });
  await expect(list.getByRole('option')).toHaveCount(3);
  // The list was squeezed to a third of the window beside the 240-px collections pane, its titles three words a line.
  expect((await list.boundingBox())?.width).toBeGreaterThan(320);
  for (const control of [
    library.getByRole('searchbox', { name: 'Search the library' }),
    library.getByRole('combobox', { name: 'Sort' }),
    library.getByRole('combobox', { name: 'Tag' }),
    library.getByRole('combobox', { name: 'Show' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  // The collections are still there, further down.
  const collection = library.getByRole('button', { name: /^RL for LLM Agents/ });
  await collection.click();
  await expect(collection).toHaveAttribute('aria-current', 'true');
});

test('at 800 × 600 the library’s search field shows its whole placeholder', async ({ context, extensionId }) => {
  // Short tags: the Sort and Tag menus then fit beside the search field on its line, and squeezed it.
  const library = await openSeededLibrary(context, extensionId, { width: 800, height: 600, count: 3, tags: ['to-read', 'Web Agents'] });
  await expect(library.getByRole('listbox', { name: 'Library papers' }).getByRole('option')).toHaveCount(3);
  const search = library.getByRole('searchbox', { name: 'Search the library' });
  // It read "Search title, authors, abstract," — the tags and the "/" key cut off.
  const room = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = style.font;
    const inside = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inside - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThan(0);
});
