/**
 * The library's detail pane at 800 × 600 (its column about 280 px wide): its actions filled a line and the last,
 * "Ask", wrapped onto a line by itself, read as apart from the others. The actions wrap into lines of two or more.
 */
import { expect, test } from './extension';
import { openSeededLibrary } from './seed-store';

test('at 800 × 600 no action of the library’s detail pane is left alone on a line', async ({ context, extensionId }) => {
  const library = await openSeededLibrary(context, extensionId, { width: 800, height: 600, count: 3, tags: ['to-read'] });
  const detail = library.getByRole('article', { name: 'Selected paper' });
  await expect(detail.getByRole('link', { name: 'Ask' })).toBeVisible();
  const actions = detail.locator('.detail-actions').locator(':scope > button, :scope > a');
  const tops = await actions.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2)),
  );
  expect(tops.length).toBeGreaterThan(3);
  const perLine = new Map<number, number>();
  for (const top of tops) {
    const line = [...perLine.keys()].find((key) => Math.abs(key - top) < 4) ?? top;
    perLine.set(line, (perLine.get(line) ?? 0) + 1);
  }
  expect([...perLine.values()], `actions per line: ${[...perLine.values()].join(', ')}`).not.toContain(1);
});
