/**
 * The options page at a phone's width (360 px): a checkbox or radio whose label takes two lines sat centred between
 * them, level with neither; it belongs beside the label's first line, as in a printed form.
 */
import { expect, test } from './extension';

test('at 360 px each checkbox and radio sits beside the first line of its label', async ({ context, extensionId }) => {
  const options = await context.newPage();
  await options.setViewportSize({ width: 360, height: 640 });
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('checkbox', { name: /^arXiv listings/ })).toBeVisible();
  const placed = await options.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('label > input[type="checkbox"], label > input[type="radio"]')].map((input) => {
      const label = input.parentElement as HTMLLabelElement;
      const text = [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      const first = lines[0];
      const box = input.getBoundingClientRect();
      return {
        label: label.textContent?.trim().slice(0, 30),
        lines: new Set(lines.map((line) => Math.round(line.top))).size,
        off: first ? Math.abs(box.top + box.height / 2 - (first.top + first.height / 2)) : Number.NaN,
      };
    }),
  );
  // Two-line labels are what this is about: the arXiv listings' and abstract pages' at this width.
  expect(placed.filter((item) => item.lines > 1).length).toBeGreaterThan(1);
  for (const item of placed) expect(item.off, `${item.label}`).toBeLessThan(2.5);
});
