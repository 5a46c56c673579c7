/**
 * The library's export panel at 800 × 600: the BibTeX setting's checkbox sat centred against its three-line label,
 * level with none of it. It sits beside the label's first line, as on options.html.
 */
import { expect, test } from './extension';

test('at 800 × 600 the library’s BibTeX checkbox sits beside the first line of its label', async ({ context, extensionId }) => {
  const library = await context.newPage();
  await library.setViewportSize({ width: 800, height: 600 });
  await library.goto(`chrome-extension://${extensionId}/library.html`);
  const box = library.getByRole('checkbox', { name: /^BibTeX: keep arXiv @misc/ });
  await expect(box).toBeVisible();
  const placed = await box.evaluate((input) => {
    const label = input.parentElement as HTMLElement;
    const text = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const range = document.createRange();
    if (text) range.selectNodeContents(text);
    const lines = [...range.getClientRects()];
    const first = lines[0] as DOMRect;
    const rect = input.getBoundingClientRect();
    return {
      lines: new Set(lines.map((line) => Math.round(line.top))).size,
      off: Math.abs(rect.top + rect.height / 2 - (first.top + first.height / 2)),
    };
  });
  expect(placed.lines).toBeGreaterThan(1);
  expect(placed.off).toBeLessThan(2.5);
});
