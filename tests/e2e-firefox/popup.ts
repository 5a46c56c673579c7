/** The popup as a reader sees it, for the Firefox tests: its Saved tab and the papers listed there. */
import type { Page } from 'puppeteer-core';
import { allByRole, attribute, byRole } from './aria';

/** The text of each row of the popup's Saved tab, chosen by a click once its name carries the count expected ("Saved 1"). */
export async function savedRows(popup: Page, tabName: string): Promise<string[]> {
  const tab = await byRole(popup, 'tab', tabName);
  if (!tab) return [];
  if ((await attribute(tab, 'aria-selected')) !== 'true') await tab.click();
  const list = await byRole(popup, 'listbox', 'Saved papers');
  const options = list ? await allByRole(list, 'option') : [];
  return Promise.all(options.map((option) => option.evaluate((node) => node.textContent ?? '')));
}
