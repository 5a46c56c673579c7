/**
 * The Firefox build in real Firefox: the save control on an arXiv abs page, a real click, and the popup's Saved
 * list. Playwright only runs the test; puppeteer-core drives Firefox (tests/e2e-firefox/firefox.ts).
 */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { startCountingStateRequests, stateRequestsCounted } from '../support/state-requests';
import { attribute, byRole, shadowRoot } from './aria';
import { badgeOf, type ExtensionApi } from './extension-api';
import { fixturePage, servePages, test } from './firefox';
import { savedRows } from './popup';

const ID = '2604.27955';
const TITLE = 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants';
const ABS = `https://arxiv.org/abs/${ID}`;
const SAVE = 'Save to RL for LLM Agents';
/** The check mark the control's CSS puts before "Saved" has empty alt text, so it is not part of the name. */
const SAVED = 'Saved';

/** The save control's button with this accessible name, inside the control's shadow root. */
async function saveControl(page: Page, name: string) {
  const root = await shadowRoot(page, 'agent-rl-radar-save');
  return root && byRole(root, 'button', name);
}

test('a paper saved on its arXiv abs page in Firefox is listed in the popup', async ({ firefox }) => {
  // The background page refreshes the feed as it starts: that arXiv call is refused on this machine, which also
  // shows the background is running (its message listener is registered first) before a page asks it for help.
  await expect.poll(() => firefox.refused).toContain('export.arxiv.org:443');

  // An extension page hears what page scripts send the background: it counts the page's requests for its state.
  const listener = await firefox.openExtensionPage('options.html');
  await listener.evaluate(startCountingStateRequests);

  const page = await firefox.browser.newPage();
  await servePages(page, { [ABS]: fixturePage(`arxiv-abs-${ID}.html`) });
  await page.goto(ABS);
  await expect.poll(async () => attribute(await saveControl(page, SAVE), 'aria-pressed')).toBe('false');
  // The topic's verdict, handed over by the background into the page script's world: the page asked for nothing (it
  // shows a verdict only once handed over or asked for).
  await expect
    .poll(async () =>
      (await shadowRoot(page, 'agent-rl-radar-save'))?.evaluate(
        (root) => (root as ShadowRoot).querySelector('.verdict')?.textContent ?? '',
      ),
    )
    .toMatch(/^In RL for LLM Agents/);
  expect(await listener.evaluate(stateRequestsCounted)).toBe(0);

  const save = await saveControl(page, SAVE);
  if (!save) throw new Error('The save button went away before the click.');
  await save.scrollIntoView();
  await save.click();
  await expect.poll(async () => attribute(await saveControl(page, SAVED), 'aria-pressed')).toBe('true');

  const popup = await firefox.openExtensionPage('popup.html');
  await expect.poll(() => savedRows(popup, 'Saved 1')).toEqual([expect.stringContaining(TITLE)]);
  // The badge goes through MV2's browserAction (MV3's action is undefined in this build).
  await expect.poll(() => badgeOf(popup, ABS)).toBe('✓');
});

test('the background registers its menus, the toolbar button’s included', async ({ firefox }) => {
  const popup = await firefox.openExtensionPage('popup.html');
  // Menus are created on install; an item that failed to be created can't be updated.
  const registered = () =>
    popup.evaluate(() => {
      const { browser } = globalThis as unknown as { browser: ExtensionApi };
      return Promise.all(
        ['save-link', 'open-library', 'open-options'].map((id) =>
          browser.contextMenus.update(id, {}).then(
            () => id,
            () => `${id} missing`,
          ),
        ),
      );
    });
  await expect.poll(registered).toEqual(['save-link', 'open-library', 'open-options']);
});
