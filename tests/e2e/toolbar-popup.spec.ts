/**
 * The toolbar popup as the toolbar button opens it (action.openPopup(), read through extension.getViews()), not
 * popup.html in a tab: Chrome sizes a popup to its page, so a page that fitted itself to the viewport (100vw) opened
 * as a strip 130 px wide. (Its height is what the test browser's window leaves it, up to 600 px.)
 */
import { expect, test } from './extension';

interface ChromeApi {
  action: { openPopup(): Promise<void> };
  extension: { getViews(filter: { type: string }): Window[] };
}

test('the toolbar popup opens at its full width, 800 px, with its tabs', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.evaluate(() => (globalThis as unknown as { chrome: ChromeApi }).chrome.action.openPopup());
  const popup = () =>
    page.evaluate(() => {
      const [view] = (globalThis as unknown as { chrome: ChromeApi }).chrome.extension.getViews({ type: 'popup' });
      const tabs = [...(view?.document.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent?.replace(/\s+/g, ' ').trim());
      return view && { width: view.innerWidth, tabs };
    });
  await expect.poll(popup).toEqual({ width: 800, tabs: ['Feed 0', 'Saved 0'] });
});
