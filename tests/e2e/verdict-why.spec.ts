/**
 * The abs page's verdict line shows its reason on hover and focus over the page, as the listings' marks do. It used to
 * open in the page's flow: the authors and the abstract jumped down three lines under the pointer, and back as it left.
 */
import { expect, fixturePage, test } from './extension';

const ABS = 'https://arxiv.org/abs/2604.27955';

test('the verdict’s reason shows over the abs page, in view, without moving the authors below it, light and dark', async ({
  context,
  servePage,
}) => {
  await servePage(ABS, fixturePage('arxiv-abs-2604.27955.html'));
  const page = await context.newPage();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(ABS);
    const verdict = page.getByText(/^In RL for LLM Agents · /);
    await expect(verdict).toBeVisible();
    const authors = page.locator('.authors');
    const before = await authors.boundingBox();
    await verdict.hover();
    const why = page.getByRole('tooltip', { name: /^Why:/ });
    await expect(why).toBeInViewport({ ratio: 1 });
    expect(await authors.boundingBox(), colorScheme).toEqual(before);
    // It opens under the words it explains.
    const [line, reason] = [await verdict.boundingBox(), await why.boundingBox()];
    expect(reason?.y ?? 0).toBeGreaterThanOrEqual((line?.y ?? 0) + (line?.height ?? 0) - 1);
    await page.mouse.move(0, 0);
    await expect(why).toBeHidden();
  }
});
