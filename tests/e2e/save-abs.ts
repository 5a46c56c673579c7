/** Saving the abs fixture's paper from its arXiv page, as a reader would: the start of the library's end-to-end tests. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, fixturePage } from './extension';

export const ABS_ID = '2604.27955';

/** Serves the abs fixture at its arXiv address, saves its paper with the page's control, and returns the page, saved. */
export async function saveFromAbsPage(context: BrowserContext, servePage: (url: string, html: string) => Promise<void>): Promise<Page> {
  await servePage(`https://arxiv.org/abs/${ABS_ID}`, fixturePage(`arxiv-abs-${ABS_ID}.html`));
  const abs = await context.newPage();
  await abs.goto(`https://arxiv.org/abs/${ABS_ID}`);
  await abs.getByRole('button', { name: 'Save to RL for LLM Agents' }).click();
  await expect(abs.getByRole('button', { name: 'Saved' })).toBeVisible();
  return abs;
}
