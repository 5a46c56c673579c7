/**
 * The toolbar popup in real Firefox, opened as the toolbar button opens it: Firefox sizes a popup to its page (a page
 * that fitted itself to the viewport, 100vw and 100vh, shrank it to nothing), and the popup acts on the window's
 * active tab (a PDF, where no page script runs: read by Firefox's own viewer).
 */
import { expect } from '@playwright/test';
import { badgeOf, showTab } from './extension-api';
import { test } from './firefox';
import { openPdfTab, PDF } from './pdf-tab';
import { openToolbarPopup, pressInToolbarPopup, toolbarPopup } from './toolbar-popup';

test('the toolbar popup opens at its full size, 800 × 600, with its tabs', async ({ firefox }) => {
  const options = await firefox.openExtensionPage('options.html');
  await openToolbarPopup(options);
  await expect.poll(async () => (await toolbarPopup(options))?.tabs).toEqual(['Feed 0', 'Saved 0']);
  await expect
    .poll(async () => {
      const popup = await toolbarPopup(options);
      return popup && { width: popup.width, height: popup.height };
    })
    .toEqual({ width: 800, height: 600 });
});

test('a PDF tab: the badge says +, the toolbar popup’s “Save this paper” saves it, and the badge turns ✓', async ({ firefox }) => {
  await openPdfTab(firefox);
  const options = await firefox.openExtensionPage('options.html');
  await expect.poll(() => badgeOf(options, PDF)).toBe('+');

  await showTab(options, PDF);
  await openToolbarPopup(options);
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Save this paper');
  await pressInToolbarPopup(options, 'Save this paper');
  await expect.poll(async () => (await toolbarPopup(options))?.tabs).toEqual(['Feed 0', 'Saved 1']);
  expect((await toolbarPopup(options))?.buttons).toContain('Saved');
  await expect.poll(() => badgeOf(options, PDF)).toBe('✓');
});
