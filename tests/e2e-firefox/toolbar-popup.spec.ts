/**
 * The toolbar popup in real Firefox, opened as the toolbar button opens it: Firefox sizes a popup to its page, so a
 * page that fits itself to the viewport (100vw, 100vh) shrank it to nothing.
 */
import { expect } from '@playwright/test';
import { test } from './firefox';
import { openToolbarPopup, toolbarPopup } from './toolbar-popup';

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
