/** Axe over a page we render, in the light and the dark theme: every violation named with the element it was found on. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './extension';

/** Runs axe in both themes (the page is left in the dark one); `include` narrows it to one part of the page. */
export async function expectNoAxeViolations(page: Page, { label = '', include }: { label?: string; include?: string } = {}): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const builder = new AxeBuilder({ page });
    const results = await (include === undefined ? builder : builder.include(include)).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`),
      `${label}${label ? ', ' : ''}${scheme}`,
    ).toEqual([]);
  }
}
